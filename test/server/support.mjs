/**
 * Node test support for the reference server: starts the whole site (API, images, tiles, static files) on
 * 127.0.0.1 with an ephemeral port and an in-memory store, and a small client that keeps cookies like a browser.
 *
 * With `DATABASE_URL` naming a PostgreSQL database (scripts/postgres.mjs starts a private one), the stores are kept
 * there instead, each in a schema of its own: a fresh one for every `:memory:` store, the same one again for the same
 * SQLite file name (a test that restarts the server on its store).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSite, createSiteServer } from '../../examples/server/app.mjs';

/** Resolves with the store a test's `database` option names: itself on SQLite, a schema of `DATABASE_URL` else. */
export async function storeFor(database = ':memory:') {
  const url = process.env.DATABASE_URL;
  if (!url) return database;
  // Imported only here: the server process of the few-file-descriptors test loads nothing it does not use.
  const { isPostgresUrl, openSql } = await import('../../examples/server/lib/sql.mjs');
  if (!isPostgresUrl(url) || isPostgresUrl(database)) return database;
  const schema =
    database === ':memory:'
      ? `test_${randomBytes(8).toString('hex')}`
      : `file_${createHash('sha256').update(database).digest('hex').slice(0, 16)}`;
  const admin = await openSql(url);
  try {
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema}`);
  return target.href;
}

/** Starts the site with `createApi` options; resolves with `{ port, origin, api, server, close }`. */
export async function startServer(options = {}) {
  const site = await createSite({ ...options, database: await storeFor(options.database) });
  const server = createSiteServer(site, { headersTimeout: 2000, requestTimeout: 5000 });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    api: site.api,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await site.close();
    },
  };
}

/**
 * Starts the site with `createApi` options in a process of its own whose file descriptors are limited to `maxFiles`
 * (`ulimit -n`); resolves with `{ port, origin, child, exited, close }`. `exited` resolves with the exit code when
 * the process ends (the test decides whether it should have); `close` stops it. What it prints to stderr is kept in
 * `child.log` for the failure message.
 */
export async function startServerProcess(options = {}, { maxFiles = 64 } = {}) {
  const support = fileURLToPath(import.meta.url);
  const program = `import(${JSON.stringify(support)}).then(async ({ startServer }) => {
    const server = await startServer(JSON.parse(process.argv[1]));
    process.stdout.write(JSON.stringify({ port: server.port }) + '\\n');
  });`;
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${maxFiles} && exec "$0" --input-type=module -e "$1" "$2"`,
      process.execPath,
      program,
      JSON.stringify(options),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.log = '';
  child.stderr.on('data', (chunk) => (child.log += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out).port);
    });
    exited.then((code) => reject(new Error(`the server process ended (${code}) before listening: ${child.log}`)));
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    exited,
    close: async () => {
      child.kill();
      await exited;
    },
  };
}

/**
 * Creates a client of the server on `port` that keeps the cookies it is sent (one browser) and resolves each
 * `call(method, path, { json, body, headers })` (plus the `headers` given here on every call) with `{ status, headers, body, text, bytes }` (body parsed when JSON; `bytes` as received).
 * `from` is the loopback address it connects from (`127.0.0.2`…): the server sees another client address.
 */
export function createClient(port, { host = `localhost:${port}`, headers: always = {}, from } = {}) {
  const jar = new Map();
  async function call(method, path, { json, body, headers = {} } = {}) {
    const payload = json !== undefined ? JSON.stringify(json) : body;
    const sent = { host, ...always, ...headers };
    if (json !== undefined) sent['content-type'] = 'application/json';
    if (jar.size) sent.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: sent, localAddress: from }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          for (const line of [res.headers['set-cookie'] ?? []].flat()) {
            const [pair, ...attributes] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
            else jar.set(name, pair.slice(eq + 1).trim());
          }
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the text is the body
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, text, bytes });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  /** Resolves with a crumb for this client (the crumbFail answer of a call without one). */
  async function crumb() {
    const { body } = await call('POST', '/api/data-layer/echo');
    return body.crumb;
  }
  return { call, crumb, jar };
}

/** The owner the API seeds by default (docs/reference-api.md). */
export const EXAMPLE_OWNER = { email: 'owner@example.com', password: 'example owner password' };

/** Signs `client` in as `owner`; resolves with the answer. */
export async function signInOwner(client, owner = EXAMPLE_OWNER) {
  const crumb = await client.crumb();
  return client.call('POST', `/api/auth/Login?crumb=${crumb}`, { json: owner });
}
