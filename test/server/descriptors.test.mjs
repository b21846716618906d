/**
 * The server keeps answering when it runs out of file descriptors: many clients that ask for an image and then stop
 * reading hold a descriptor each, and past the process's limit (`ulimit -n`) a request that needs
 * a file is answered 503 with `Retry-After` instead of a read error ending the process. Once those clients go, it
 * serves files again.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createClient, startServerProcess } from './support.mjs';

const MAX_FILES = 64;
/** How many file requests the test makes at most before it gives up on reaching the limit. */
const ATTEMPTS = 200;
// Large enough that the answer does not fit in the sockets' buffers: the server's read waits on the client, and the
// connection and the file hold a descriptor each.
const FILES = ['/examples/images/photo-05.jpg', '/examples/images/photo-01.jpg'];
/** A request answered 404 without opening a file: its connection holds one descriptor. */
const NO_FILE = '/no-such-file';

/** Opens a connection that asks for `path`, reads the status line, then stops reading; resolves with that status (0: none). */
function stalledRequest(port, path) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (status) => resolve({ path, status, socket });
    socket.on('error', () => done(0));
    socket.on('close', () => done(0));
    socket.once('data', (chunk) => {
      socket.pause();
      done(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0));
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
  });
}

describe('the server out of file descriptors', () => {
  let server;
  before(async () => {
    server = await startServerProcess({}, { maxFiles: MAX_FILES });
  });
  after(() => server.close());

  it('answers file requests 503 past the descriptor limit and serves them again afterwards', async () => {
    // One after the other, so that each takes its descriptors before the next connection asks. A file request the
    // server answers takes two; the 503 comes when exactly one is left, which the connection takes and the file cannot.
    // With none left the connection itself is refused (status 0): how many the server held before the test (its
    // store's connections: a file on SQLite, sockets on PostgreSQL) decides which comes first. On a refusal, one
    // answered file request's connection goes (two descriptors back, once the server sees it) and a request needing
    // no file takes one of them, so that the next file request finds one left.
    const stalled = [];
    for (let i = 0; i < ATTEMPTS && !stalled.some((s) => s.status === 503); i++) {
      const request = await stalledRequest(server.port, FILES[i % FILES.length]);
      stalled.push(request);
      if (request.status !== 0) continue;
      const served = stalled.find((s) => s.status === 200 && !s.socket.destroyed);
      assert.ok(served, `no file was served before the limit: ${stalled.map((s) => s.status)}`);
      served.socket.destroy();
      let filler;
      do stalled.push((filler = await stalledRequest(server.port, NO_FILE)));
      while (filler.status === 0 && stalled.length < 4 * ATTEMPTS);
      assert.equal(filler.status, 404, 'a request needing no file was never answered again');
    }
    for (const { socket } of stalled) socket.destroy();
    const client = createClient(server.port);
    const health = await client.call('GET', '/api/health').catch((error) => ({ status: error.code }));
    assert.equal(health.status, 200, `the server stopped: ${server.child.log}`);

    const statuses = stalled.filter((s) => s.path !== NO_FILE).map((s) => s.status);
    assert.ok(statuses.includes(200), `statuses ${statuses}`);
    assert.ok(statuses.includes(503), `the limit was never reached: ${statuses}`);
    assert.deepEqual(
      statuses.filter((s) => ![0, 200, 503].includes(s)),
      [],
    );
    for (const path of FILES) assert.equal((await client.call('GET', path)).status, 200, path);
    assert.equal(server.child.exitCode, null, server.child.log);
  });
});
