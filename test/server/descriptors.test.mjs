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
const STALLED = 120;
// Large enough that the answer does not fit in the sockets' buffers: the server's read waits on the client.
const FILES = [
  '/examples/images/photo-05.jpg',
  '/examples/images/photo-01.jpg',
  '/examples/images/photo-05.jpg?format=1500w',
  '/examples/index.html',
];

/** Opens a connection that asks for `path`, reads the status line, then stops reading; resolves with that status (0: none). */
function stalledRequest(port, path) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (status) => resolve({ status, socket });
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
    // One after the other, so that each takes its file before the next connection takes a descriptor.
    const stalled = [];
    for (let i = 0; i < STALLED; i++) stalled.push(await stalledRequest(server.port, FILES[i % FILES.length]));
    for (const { socket } of stalled) socket.destroy();
    const client = createClient(server.port);
    const health = await client.call('GET', '/api/health').catch((error) => ({ status: error.code }));
    assert.equal(health.status, 200, `the server stopped: ${server.child.log}`);

    const statuses = stalled.map((s) => s.status);
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
