/**
 * The static files are sent fast (issue 19): text compressed by `Accept-Encoding` (brotli preferred, gzip as the
 * fallback) and decoding to the file's bytes, hashed chunks cached for a year, the rest revalidated by ETag with a 304,
 * and a malformed request still answered with a 4xx. Needs `npm run build` (the chunks are read from dist/).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodingFor, matches } from '../../examples/server/lib/static-cache.mjs';
import { createClient, startServer } from './support.mjs';

const REACT = readdirSync('dist/chunks').find((f) => /^react-[\w-]{8}\.js$/.test(f));
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends `raw` over a socket to `port`; resolves with the answer's status line. */
function rawRequest(port, raw) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('the static files', () => {
  let server;
  let client;
  before(async () => {
    // The pages as files (test/server/server-render.test.mjs sends them rendered).
    server = await startServer({ serverRender: false });
    client = createClient(server.port);
  });
  after(() => server.close());

  it('are sent brotli-compressed when the client accepts br, decoding to the file, with Vary: Accept-Encoding', async () => {
    const file = readFileSync(`dist/chunks/${REACT}`);
    const { status, headers, bytes } = await client.call('GET', `/dist/chunks/${REACT}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.equal(Number(headers['content-length']), bytes.length);
    assert.ok(bytes.length < file.length / 3, `${bytes.length} bytes for a ${file.length}-byte file`);
    assert.deepEqual(brotliDecompressSync(bytes), file);
  });

  it('are sent gzip-compressed to a client that accepts gzip only (or refuses br), decoding to the file', async () => {
    const file = readFileSync('examples/site.html');
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const { headers, bytes } = await client.call('GET', '/examples/site.html', {
        headers: { 'accept-encoding': accept },
      });
      assert.equal(headers['content-encoding'], 'gzip', accept);
      assert.equal(headers.vary, 'Accept-Encoding');
      assert.deepEqual(gunzipSync(bytes), file, accept);
    }
  });

  it('are sent as they are to a client that accepts no encoding, still with Vary: Accept-Encoding', async () => {
    const file = readFileSync('examples/site.html');
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const answer = await client.call('GET', '/examples/site.html', { headers });
      assert.equal(answer.headers['content-encoding'], undefined);
      assert.equal(answer.headers.vary, 'Accept-Encoding');
      assert.equal(Number(answer.headers['content-length']), file.length);
      assert.deepEqual(answer.bytes, file);
    }
  });

  it('answer HEAD with the compressed length and no body', async () => {
    const get = await client.call('GET', '/examples/site.html', { headers: { 'accept-encoding': 'br' } });
    const head = await client.call('HEAD', '/examples/site.html', { headers: { 'accept-encoding': 'br' } });
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], String(get.bytes.length));
    assert.equal(head.bytes.length, 0);
  });

  it('leave images as they are (already compressed), with no Vary', async () => {
    const image = readdirSync('examples/images').find((f) => f.endsWith('.jpg'));
    const { headers, bytes } = await client.call('GET', `/examples/images/${image}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(headers['content-encoding'], undefined);
    assert.equal(headers.vary, undefined);
    assert.deepEqual(bytes, readFileSync(`examples/images/${image}`));
  });

  it('mark the hashed chunks (and their source maps) immutable for a year', async () => {
    for (const path of [`/dist/chunks/${REACT}`, `/dist/chunks/${REACT}.map`]) {
      const { status, headers } = await client.call('GET', path);
      assert.equal(status, 200, path);
      assert.equal(headers['cache-control'], IMMUTABLE, path);
    }
  });

  it('ask every file without a hash in its name to be revalidated, with an ETag', async () => {
    for (const path of ['/dist/loader.js', '/dist/elements/accordion.js', '/examples/site.html', '/']) {
      const { status, headers } = await client.call('GET', path);
      assert.equal(status, 200, path);
      assert.equal(headers['cache-control'], 'no-cache', path);
      assert.match(headers.etag, /^W\/"[0-9a-f]+-[0-9a-f]+"$/, path);
    }
  });

  it('answer 304 with no body when If-None-Match names the ETag, whatever the encoding asked', async () => {
    const { headers } = await client.call('GET', '/dist/loader.js', { headers: { 'accept-encoding': 'br' } });
    for (const [inm, encoding] of [
      [headers.etag, 'br'],
      [headers.etag, undefined],
      [`"other", ${headers.etag.slice(2)}`, 'gzip'],
      ['*', 'br'],
    ]) {
      const answer = await client.call('GET', '/dist/loader.js', {
        headers: { 'if-none-match': inm, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
      assert.equal(answer.status, 304, inm);
      assert.equal(answer.bytes.length, 0);
      assert.equal(answer.headers.etag, headers.etag);
      assert.equal(answer.headers['cache-control'], 'no-cache');
      assert.equal(answer.headers.vary, 'Accept-Encoding');
    }
  });

  it('answer 200 with the file when If-None-Match names another ETag', async () => {
    const answer = await client.call('GET', '/dist/loader.js', { headers: { 'if-none-match': 'W/"0-0", "abc"' } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.bytes, readFileSync('dist/loader.js'));
  });

  it('still answer malformed requests with a 4xx', async () => {
    assert.equal(
      (await client.call('GET', '/examples/%ff.html', { headers: { 'accept-encoding': 'br' } })).status,
      400,
    );
    assert.equal(
      (await client.call('POST', '/examples/site.html', { headers: { 'accept-encoding': 'br' } })).status,
      405,
    );
    assert.equal(
      (await client.call('GET', '/examples/server/app.mjs', { headers: { 'if-none-match': '*' } })).status,
      404,
    );
    assert.equal((await client.call('GET', '/dist/../package.json')).status, 404);
    assert.match(
      await rawRequest(server.port, 'GET /dist/loader.js HTTP/1.1\r\nAccept-Encoding: br\r\nBad Header\r\n\r\n'),
      / 400 /,
    );
    const garbled = await client.call('GET', '/examples/site.html', {
      headers: { 'accept-encoding': ';;q=x,,br;q=abc' },
    });
    assert.equal(garbled.status, 200);
    assert.equal(garbled.headers['content-encoding'], undefined);
  });
});

describe('the encoding negotiation', () => {
  it('prefers br, falls back to gzip, honours q=0 and *', () => {
    assert.equal(encodingFor('gzip, deflate, br, zstd'), 'br');
    assert.equal(encodingFor('gzip'), 'gzip');
    assert.equal(encodingFor('br;q=0, gzip'), 'gzip');
    assert.equal(encodingFor('*'), 'br');
    assert.equal(encodingFor('*;q=0, gzip'), 'gzip');
    assert.equal(encodingFor('identity'), undefined);
    assert.equal(encodingFor(''), undefined);
    assert.equal(encodingFor(undefined), undefined);
  });

  it('compares ETags weakly', () => {
    assert.equal(matches('W/"a-1"', 'W/"a-1"'), true);
    assert.equal(matches('"a-1"', 'W/"a-1"'), true);
    assert.equal(matches('"b", W/"a-1"', 'W/"a-1"'), true);
    assert.equal(matches('"a-2"', 'W/"a-1"'), false);
    assert.equal(matches(undefined, 'W/"a-1"'), false);
  });
});
