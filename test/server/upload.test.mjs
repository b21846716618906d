/**
 * File uploads of form file fields (POST /api/form/UploadFile): a small file is stored under a random id inside the
 * uploads folder and recorded; an oversize body is refused with 413 as soon as it passes the limit; a bad type, a bad
 * name, a missing crumb and content that is not its type are refused; a stored file comes back only as a download;
 * a form submission's file field must name a stored upload.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileNameOf } from '../../examples/server/routes/uploads.mjs';
import { createClient, startServer } from './support.mjs';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const LIMIT = 64 * 1024;

describe('POST /api/form/UploadFile', () => {
  let server;
  let folder;
  let visitor;
  let crumb;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sqs-uploads-'));
    server = await startServer({ uploadsDir: folder, limits: { maxUploadBytes: LIMIT } });
    visitor = createClient(server.port);
    crumb = await visitor.crumb();
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const upload = (body, { type = 'image/png', name = 'photo.png', headers = {} } = {}) =>
    visitor.call('POST', '/api/form/UploadFile', {
      body,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), 'x-csrf-token': crumb, ...headers },
    });

  it('stores a small file under a random id inside the uploads folder and answers { id, name, size }', async () => {
    const { status, body } = await upload(PNG, { name: 'Holiday photo (1).png' });
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body).sort(), ['id', 'name', 'size']);
    assert.equal(body.name, 'Holiday photo (1).png');
    assert.equal(body.size, PNG.length);
    assert.match(body.id, /^[\w-]{22}$/);
    const row = await server.api.sql.get('SELECT * FROM uploads WHERE id = ?', body.id);
    assert.deepEqual([row.name, row.type, row.size], ['Holiday photo (1).png', 'image/png', PNG.length]);
    const path = resolve(folder, body.id);
    assert.ok(path.startsWith(resolve(folder) + sep));
    assert.deepEqual(readFileSync(path), PNG);
  });

  it('keeps the name as text only: a path or markup in it never becomes a path', async () => {
    const { status, body } = await upload(PNG, { name: '../../etc/<b>passwd</b>.png' });
    assert.equal(status, 200);
    assert.equal(body.name, 'b.png');
    assert.ok(existsSync(join(folder, body.id)));
  });

  it('refuses a body past the limit with 413, by its Content-Length, before reading it', async () => {
    const { status, headers } = await visitor.call('POST', '/api/form/UploadFile', {
      body: PNG,
      headers: {
        'content-type': 'image/png',
        'x-file-name': 'big.png',
        'x-csrf-token': crumb,
        'content-length': String(LIMIT + 1),
      },
    });
    assert.equal(status, 413);
    assert.equal(headers.connection, 'close');
  });

  it('refuses a streamed body with 413 as soon as it passes the limit, without reading the rest', async () => {
    const cookie = [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const total = LIMIT * 64;
    let sent = 0;
    const status = await new Promise((done, fail) => {
      const req = request({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/form/UploadFile',
        headers: {
          host: `localhost:${server.port}`,
          cookie,
          'content-type': 'image/png',
          'x-file-name': 'stream.png',
          'x-csrf-token': crumb,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('response', (res) => {
        res.resume();
        req.destroy();
        done(res.statusCode);
      });
      req.on('error', (error) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : fail(error)));
      const chunk = Buffer.alloc(16 * 1024, 1);
      const pump = () => {
        while (sent < total && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    assert.equal(status, 413);
    assert.ok(sent < total, `the client was stopped after ${sent} of ${total} bytes`);
  });

  it('refuses a type outside the allow-list, and a name whose extension is not its type’s, with 415', async () => {
    assert.equal((await upload('<script>alert(1)</script>', { type: 'text/html', name: 'page.html' })).status, 415);
    assert.equal((await upload('<svg/>', { type: 'image/svg+xml', name: 'logo.svg' })).status, 415);
    assert.equal((await upload(PNG, { type: 'image/png', name: 'photo.html' })).status, 415);
    assert.equal((await upload(PNG, { type: '', name: 'photo.png' })).status, 415);
  });

  it('refuses a missing, empty or malformed name with 400', async () => {
    assert.equal((await upload(PNG, { headers: { 'x-file-name': '' } })).status, 400);
    assert.equal((await upload(PNG, { headers: { 'x-file-name': '%E0%A4%A' } })).status, 400);
    assert.equal((await upload(PNG, { name: '/..' })).status, 400);
  });

  it('refuses an empty file with 400 and content that is not its type with 422 "File processing failed"', async () => {
    assert.equal((await upload(Buffer.alloc(0))).status, 400);
    const { status, body } = await upload('not a png at all');
    assert.deepEqual([status, body.error], [422, 'File processing failed']);
  });

  it('refuses an upload without a crumb with the crumbFail answer', async () => {
    const { status, body } = await upload(PNG, { headers: { 'x-csrf-token': '' } });
    assert.equal(status, 401);
    assert.equal(body.crumbFail, true);
    assert.equal(typeof body.crumb, 'string');
  });

  it('sends a stored file back only as a download, with a type no browser renders', async () => {
    const inspecting = await startServer({ uploadsDir: folder, inspection: true });
    try {
      const client = createClient(inspecting.port);
      const token = await client.crumb();
      const { body } = await client.call('POST', '/api/form/UploadFile', {
        body: PNG,
        headers: { 'content-type': 'image/png', 'x-file-name': 'a%20b.png', 'x-csrf-token': token },
      });
      const download = await client.call('GET', `/api/_inspect/uploads/${body.id}`);
      assert.equal(download.status, 200);
      assert.equal(download.headers['content-type'], 'application/octet-stream');
      assert.equal(download.headers['x-content-type-options'], 'nosniff');
      assert.match(download.headers['content-disposition'], /^attachment;.*filename\*=UTF-8''a%20b\.png$/);
      assert.equal((await client.call('GET', '/api/_inspect/uploads/nope')).status, 404);
      // A file gone from the folder since it was recorded is unknown too, not a broken answer.
      rmSync(join(folder, body.id));
      assert.equal((await client.call('GET', `/api/_inspect/uploads/${body.id}`)).status, 404);
    } finally {
      await inspecting.close();
    }
  });

  it('keeps answering after malformed requests', async () => {
    assert.equal((await visitor.call('GET', '/api/form/UploadFile')).status, 405);
    assert.equal((await upload(PNG)).status, 200);
  });
});

describe('form submissions with a file field', () => {
  let server;
  let folder;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sqs-uploads-'));
    server = await startServer({ uploadsDir: folder });
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores the upload id a submission names, and refuses an id the server never issued', async () => {
    const client = createClient(server.port);
    const crumb = await client.crumb();
    const { body: file } = await client.call('POST', '/api/form/UploadFile', {
      body: PNG,
      headers: { 'content-type': 'image/png', 'x-file-name': 'cv.png', 'x-csrf-token': crumb },
    });
    const save = async (attachment) => {
      const { body } = await client.call('POST', '/api/form/FormSubmissionKey');
      return client.call('POST', '/api/form/SaveFormSubmission', {
        json: { key: body.data.key, formId: 'with-file', form: JSON.stringify({ name: 'Ada', attachment }) },
      });
    };
    assert.equal((await save(file.id)).status, 200);
    const refused = await save('AAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(refused.status, 400);
    assert.equal(refused.body.errors.attachment, 'There was a problem while uploading your file.');
  });
});

describe('fileNameOf', () => {
  it('decodes, keeps the last segment, drops control and reserved characters and leading dots', () => {
    assert.equal(fileNameOf('r%C3%A9sum%C3%A9.pdf'), 'résumé.pdf');
    assert.equal(fileNameOf('C%3A%5Cdocs%5Cfile.pdf'), 'file.pdf');
    assert.equal(fileNameOf('a%00b%E2%80%AEfdp.png'), 'abfdp.png');
    assert.equal(fileNameOf('..hidden.txt'), 'hidden.txt');
    assert.equal(fileNameOf('%zz'), '');
    assert.equal(fileNameOf(undefined), '');
    assert.equal([...fileNameOf('x'.repeat(500))].length, 200);
  });
});
