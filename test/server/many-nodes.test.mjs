/**
 * What several servers of one site behind a load balancer need of each server (docs/production.md, "Many nodes"): a
 * secret they share for crumbs (`secret`, `SERVER_SECRET`), limits set from the environment (`LIMITS`), and a stop
 * (SIGTERM) that answers the requests under way before the store closes.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LIMITS, parseLimits } from '../../examples/server/app.mjs';
import { createClient, startServer, storeFor } from './support.mjs';

const SECRET = 'a secret the servers of one site share, 32+';

/** Resolves with the status of an echo call on `server` with the visitor cookie and crumb `client` got elsewhere. */
async function echoElsewhere(client, crumb, server) {
  const other = createClient(server.port);
  for (const [name, value] of client.jar) other.jar.set(name, value);
  return (await other.call('POST', `/api/data-layer/echo?crumb=${crumb}`)).status;
}

describe('a crumb secret shared by the servers of one site', () => {
  const servers = [];
  before(async () => {
    for (const secret of [SECRET, SECRET, undefined]) servers.push(await startServer({ secret }));
  });
  after(() => Promise.all(servers.map((s) => s.close())));

  it('lets a crumb one server issued pass on another with the same secret, and only there', async () => {
    const [first, second, own] = servers;
    const client = createClient(first.port);
    const crumb = await client.crumb();
    assert.equal(await echoElsewhere(client, crumb, first), 200);
    assert.equal(await echoElsewhere(client, crumb, second), 200);
    // A server with a secret of its own (the default, random) refuses it: the crumbFail answer.
    assert.equal(await echoElsewhere(client, crumb, own), 401);
  });
});

describe('LIMITS', () => {
  it('reads name=value pairs of the default limits', () => {
    assert.deepEqual(parseLimits(''), {});
    assert.deepEqual(parseLimits(undefined), {});
    assert.deepEqual(parseLimits(' writesPerMinute=6000, maxRows=1e6,cartsPer10Minutes=1_000 '), {
      writesPerMinute: 6000,
      maxRows: 1_000_000,
      cartsPer10Minutes: 1000,
    });
    for (const name of Object.keys(DEFAULT_LIMITS)) assert.deepEqual(parseLimits(`${name}=0`), { [name]: 0 });
  });

  it('refuses an unknown name and a value that is not a whole number', () => {
    assert.throws(() => parseLimits('writesPerMinit=10'), /unknown limit "writesPerMinit"/);
    for (const pair of ['maxRows=', 'maxRows=ten', 'maxRows=-1', 'maxRows=1.5', 'maxRows=1=2', 'maxRows'])
      assert.throws(() => parseLimits(pair), /is not a whole number/, pair);
  });
});

describe('npm start with several servers in mind', () => {
  let dir;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'many-nodes-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Starts `npm start`'s script with `env` on a store of its own; resolves with `{ child, port, exited, output }`
   * once it listens (`port` undefined when it exited first; `exited` resolves with its exit code).
   */
  async function serve(name, env = {}) {
    const { OWNER_EMAIL, OWNER_PASSWORD, DATABASE_URL, SERVER_SECRET, LIMITS, ...rest } = process.env;
    const dataDir = join(dir, name);
    const store = await storeFor(join(dataDir, 'reference-api.sqlite'));
    const script = fileURLToPath(new URL('../../examples/server/serve.mjs', import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: { ...rest, DATA_DIR: dataDir, PORT: '0', SSR: '0', ...(DATABASE_URL && { DATABASE_URL: store }), ...env },
    });
    const output = { stdout: '', stderr: '' };
    child.stderr.on('data', (c) => (output.stderr += c));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const port = await new Promise((resolve) => {
      child.stdout.on('data', (c) => {
        output.stdout += c;
        const listening = /sqs-elements examples: http:\/\/localhost:(\d+)\//.exec(output.stdout);
        if (listening) resolve(Number(listening[1]));
      });
      exited.then(() => resolve(undefined));
    });
    return { child, port, exited, output };
  }

  it('refuses a LIMITS setting it cannot read', async () => {
    const misspelt = await serve('misspelt', { LIMITS: 'writesPerMinit=10' });
    assert.equal(await misspelt.exited, 1);
    assert.match(misspelt.output.stderr, /LIMITS: unknown limit "writesPerMinit"/);
  });

  it('applies LIMITS', async () => {
    const server = await serve('limits', { LIMITS: 'writesPerMinute=2' });
    try {
      const client = createClient(server.port);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.call('POST', '/api/data-layer/echo')).status);
      assert.deepEqual(statuses, [401, 401, 429]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('answers the request under way when stopped, then exits', async () => {
    const server = await serve('drain');
    const body = new URLSearchParams({ event: '1', data: JSON.stringify({ url: 'https://drain.test/' }) }).toString();
    let finish;
    const parsed = new Promise((resolve) => (finish = resolve));
    const answer = new Promise((resolve, reject) => {
      const req = request(
        {
          host: 'localhost',
          port: server.port,
          method: 'POST',
          path: '/api/census/RecordHit?outboxId=drain-1',
          // The server answers 100 Continue once it has read the request's head: the request is then under way.
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': body.length,
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => finish(() => req.end(body)));
      req.flushHeaders();
    });
    const sendBody = await parsed;
    server.child.kill('SIGTERM');
    // Stopping: new connections are refused (the listening socket is closed) while the request is still open.
    for (;;) {
      const refused = await new Promise((resolve) => {
        const socket = connect(server.port, 'localhost');
        socket.on('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.on('error', () => resolve(true));
      });
      if (refused) break;
    }
    sendBody();
    assert.deepEqual(await answer, { status: 200, text: '{"ok":true}' });
    assert.equal(await server.exited, 0, server.output.stderr);
  });
});
