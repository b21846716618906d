/**
 * The owner's file store (routes/owner-files.mjs): only a signed-in owner lists, uploads, renames and deletes, every
 * change with the crumb; a file is stored as form uploads are, within a size limit and the owner's quota, under a
 * safe name unique to the owner; a stored file is served to anyone, never as a page.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { nameProblem } from '../../examples/server/routes/owner-files.mjs';
import { createClient, signInOwner, startServer } from './support.mjs';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const FILE_LIMIT = 1000;
const QUOTA = 2500;

describe('the owner file store', () => {
  let server;
  let folder;
  let owner;
  let crumb;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sqs-owner-files-'));
    server = await startServer({
      uploadsDir: folder,
      limits: { ownerFileBytes: FILE_LIMIT, ownerFilesQuotaBytes: QUOTA },
    });
    owner = createClient(server.port);
    assert.equal((await signInOwner(owner)).status, 200);
    crumb = await owner.crumb();
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const upload = (body, { client = owner, type = 'image/png', name = 'photo.png', headers = {} } = {}) =>
    client.call('POST', '/api/owner/files', {
      body,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), 'x-csrf-token': crumb, ...headers },
    });
  const rename = (id, json, client = owner) =>
    client.call('PUT', `/api/owner/files/${id}`, { json, headers: { 'x-csrf-token': crumb } });
  const remove = (id, client = owner) =>
    client.call('DELETE', `/api/owner/files/${id}`, { headers: { 'x-csrf-token': crumb } });
  /** Resolves with the status of an upload sent in chunks, its length untold. */
  const streamed = (body, name = 'photo.png') =>
    new Promise((resolve, reject) => {
      const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/owner/files',
          headers: { cookie, 'content-type': 'image/png', 'x-file-name': name, 'x-csrf-token': crumb },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      req.end(body.subarray(10));
    });
  const listed = async () => (await owner.call('GET', '/api/owner/files')).body;
  const clear = async () => {
    for (const file of (await listed()).files) assert.equal((await remove(file.id)).status, 200);
  };

  it('lists nothing at first, with the limits the element enforces', async () => {
    const { status, body } = await owner.call('GET', '/api/owner/files');
    assert.equal(status, 200);
    assert.deepEqual(body.files, []);
    assert.equal(body.usedBytes, 0);
    assert.deepEqual(
      { ...body.limits, types: undefined },
      { maxFileBytes: FILE_LIMIT, quotaBytes: QUOTA, maxNameLength: 100, types: undefined },
    );
    assert.deepEqual(body.limits.types['image/png'], ['png']);
    assert.equal(body.limits.types['image/svg+xml'], undefined);
  });

  it('stores, lists, renames, serves and deletes a file', async () => {
    const { status, body: file } = await upload(PNG, { name: 'Holiday photo.png' });
    assert.equal(status, 200);
    assert.equal(file.name, 'Holiday photo.png');
    assert.equal(file.size, PNG.length);
    assert.equal(file.type, 'image/png');
    assert.equal(file.url, `/api/files/${file.id}/Holiday%20photo.png`);
    assert.ok(existsSync(join(folder, 'owner-files', file.id)));
    const list = await listed();
    assert.deepEqual(
      list.files.map((f) => f.name),
      ['Holiday photo.png'],
    );
    assert.equal(list.usedBytes, PNG.length);
    assert.ok(!Number.isNaN(Date.parse(list.files[0].uploadedOn)));

    const renamed = await rename(file.id, { name: 'Beach.png' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'Beach.png');
    assert.equal(renamed.body.url, `/api/files/${file.id}/Beach.png`);

    const visitor = createClient(server.port);
    const served = await visitor.call('GET', renamed.body.url);
    assert.equal(served.status, 200);
    assert.deepEqual(served.bytes, PNG);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(served.headers['content-security-policy'], /sandbox/);
    assert.match(served.headers['content-disposition'], /^inline;.*filename\*=UTF-8''Beach\.png$/);

    const deleted = await remove(file.id);
    assert.deepEqual([deleted.status, deleted.body], [200, { deleted: file.id }]);
    assert.ok(!existsSync(join(folder, 'owner-files', file.id)));
    assert.equal((await visitor.call('GET', renamed.body.url)).status, 404);
    assert.deepEqual((await listed()).files, []);
  });

  it('sends a file that is not a picture or text as a download', async () => {
    const { body: file } = await upload(Buffer.from('a,b\n1,2\n'), { type: 'text/csv', name: 'sheet.csv' });
    const served = await createClient(server.port).call('GET', file.url);
    assert.match(served.headers['content-disposition'], /^attachment;/);
    await clear();
  });

  it('refuses every call without an owner session, a member or a visitor, with loginRequired', async () => {
    await clear();
    const { body: file } = await upload(PNG);
    const visitor = createClient(server.port);
    const visitorCrumb = await visitor.crumb();
    const calls = [
      visitor.call('GET', '/api/owner/files'),
      visitor.call('POST', '/api/owner/files', {
        body: PNG,
        headers: { 'content-type': 'image/png', 'x-file-name': 'a.png', 'x-csrf-token': visitorCrumb },
      }),
      visitor.call('PUT', `/api/owner/files/${file.id}`, {
        json: { name: 'b.png' },
        headers: { 'x-csrf-token': visitorCrumb },
      }),
      visitor.call('DELETE', `/api/owner/files/${file.id}`, { headers: { 'x-csrf-token': visitorCrumb } }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      assert.equal(status, 401);
      assert.equal(body.loginRequired, true);
    }
    // A signed-in site user is no owner.
    const member = createClient(server.port);
    const memberCrumb = await member.crumb();
    const account = { email: 'member@example.com', password: 'a member password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${memberCrumb}`, { json: account });
    const signedIn = await member.call('POST', `/api/site-users/account/session?crumb=${memberCrumb}`, {
      json: account,
    });
    assert.equal(signedIn.status, 200);
    const asMember = await member.call('GET', '/api/owner/files');
    assert.deepEqual([asMember.status, asMember.body.loginRequired], [401, true]);
    assert.deepEqual(
      (await listed()).files.map((f) => f.id),
      [file.id],
    );
    await clear();
  });

  it('refuses a change without the crumb', async () => {
    await clear();
    const { body: file } = await upload(PNG);
    const calls = [
      upload(PNG, { headers: { 'x-csrf-token': 'nope' } }),
      owner.call('PUT', `/api/owner/files/${file.id}`, { json: { name: 'b.png' } }),
      owner.call('DELETE', `/api/owner/files/${file.id}`),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      assert.equal(status, 401);
      assert.equal(body.crumbFail, true);
    }
    assert.equal((await listed()).files[0].name, 'photo.png');
    await clear();
  });

  it('refuses a file past the size limit with 413 naming it, by its length or as it arrives', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(FILE_LIMIT)]);
    const told = await upload(big);
    assert.equal(told.status, 413);
    assert.equal(told.body.maxFileBytes, FILE_LIMIT);
    assert.match(told.body.error, /too large/);
    assert.equal(await streamed(big), 413);
    assert.deepEqual((await listed()).files, []);
    assert.deepEqual(readdirSync(join(folder, 'owner-files')), []);
  });

  it('refuses a file past the owner’s quota with 413 naming the room left', async () => {
    const part = Buffer.concat([PNG, Buffer.alloc(FILE_LIMIT - PNG.length)]);
    assert.equal((await upload(part, { name: 'one.png' })).status, 200);
    assert.equal((await upload(part, { name: 'two.png' })).status, 200);
    const refused = await upload(part, { name: 'three.png' });
    assert.equal(refused.status, 413);
    assert.match(refused.body.error, /No room/);
    assert.deepEqual([refused.body.quotaBytes, refused.body.usedBytes], [QUOTA, 2 * FILE_LIMIT]);
    assert.equal(refused.headers.connection, 'close');
    assert.equal(await streamed(part, 'three.png'), 413);
    assert.equal((await listed()).files.length, 2);
    assert.equal(readdirSync(join(folder, 'owner-files')).length, 2);
    await clear();
  });

  it('refuses a type outside the allow-list, a name that does not match its type, a bad name, an empty file', async () => {
    const cases = [
      [{ type: 'image/svg+xml', name: 'a.svg' }, PNG, 415],
      [{ type: 'text/html', name: 'a.html' }, PNG, 415],
      [{ type: 'image/png', name: 'a.exe' }, PNG, 415],
      [{ type: 'image/png', name: '' }, PNG, 400],
      [{ type: 'image/png', name: 'a.png', headers: { 'x-file-name': '%E0%A4%A' } }, PNG, 400],
      [{ type: 'image/png', name: 'a.png' }, Buffer.alloc(0), 400],
      [{ type: 'image/png', name: 'a.png' }, Buffer.from('not a png'), 422],
    ];
    for (const [options, body, status] of cases) {
      const answer = await upload(body, options);
      assert.equal(answer.status, status, `${JSON.stringify(options)} answered ${answer.status}`);
      assert.equal(typeof answer.body.error, 'string');
    }
    assert.deepEqual((await listed()).files, []);
  });

  it('cleans an uploaded name and keeps it unique to the owner, its extension kept', async () => {
    const names = [];
    for (const name of ['../../etc/report.png', 'report.png', 'REPORT.png', '.hidden.png', `a\u202Eb.png`]) {
      const { status, body } = await upload(PNG, { name });
      assert.equal(status, 200);
      names.push(body.name);
    }
    assert.deepEqual(names, ['report.png', 'report (2).png', 'REPORT (3).png', 'hidden.png', 'ab.png']);
    const long = await upload(PNG, { name: `${'x'.repeat(150)}.png` });
    assert.equal([...long.body.name].length, 100);
    assert.ok(long.body.name.endsWith('.png'));
    await clear();
  });

  it('refuses a rename to an unsafe, empty, overlong, extension-changing or taken name', async () => {
    const { body: file } = await upload(PNG, { name: 'one.png' });
    await upload(PNG, { name: 'two.png' });
    const refusals = [
      [{ name: '' }, 400, /required/],
      [{ name: '   ' }, 400, /required/],
      [{}, 400, /required/],
      [{ name: 42 }, 400, /required/],
      [{ name: 'a/b.png' }, 400, /separator/],
      [{ name: 'a\\b.png' }, 400, /separator/],
      [{ name: 'a\u0000b.png' }, 400, /control/],
      [{ name: 'a\u202Egnp.exe.png' }, 400, /control/],
      [{ name: 'a\u200Bb.png' }, 400, /control/],
      [{ name: 'a<b>.png' }, 400, /control/],
      [{ name: '.png' }, 400, /dot/],
      [{ name: '.secret.png' }, 400, /dot/],
      [{ name: ' one.png' }, 400, /space/],
      [{ name: 'one.pdf' }, 400, /extension \.png/],
      [{ name: 'one' }, 400, /extension \.png/],
      [{ name: `${'x'.repeat(97)}.png` }, 400, /at most 100/],
      [{ name: 'TWO.png' }, 409, /already/],
    ];
    for (const [json, status, error] of refusals) {
      const answer = await rename(file.id, json);
      assert.equal(answer.status, status, `${JSON.stringify(json)} answered ${answer.status}`);
      assert.match(answer.body.error, error);
    }
    const malformed = await owner.call('PUT', `/api/owner/files/${file.id}`, {
      body: '{"name":',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
    });
    assert.equal(malformed.status, 400);
    const list = await owner.call('PUT', `/api/owner/files/${file.id}`, {
      json: ['one.png'],
      headers: { 'x-csrf-token': crumb },
    });
    assert.equal(list.status, 400);
    assert.equal((await rename(file.id, { name: `${'x'.repeat(96)}.png` })).status, 200);
    assert.equal((await rename(file.id, { name: 'One.PNG' })).status, 200);
    await clear();
  });

  it('answers 404 for a file the owner does not have, and for a served file that is not there', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc', 'x'.repeat(300)]) {
      assert.equal((await rename(id, { name: 'a.png' })).status, 404);
      assert.equal((await remove(id)).status, 404);
      assert.equal((await owner.call('GET', `/api/files/${id}/a.png`)).status, 404);
    }
  });

  it('checks a new name by the rules alone', () => {
    assert.equal(nameProblem('Report 2026.pdf', 'pdf'), '');
    assert.match(nameProblem('report.PDF', 'pdf'), /^$/);
    assert.match(nameProblem('report', 'pdf'), /extension/);
  });
});
