/**
 * The code injected into the site's header and footer (`header.code`, `footer.code` of /api/site-header-footer), as
 * `<sqs-code-editor>` reads and saves it: anyone reads it (it is in every page), only the owner writes it, as text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer } from './support.mjs';

const CODE = {
  header: { layout: 'centered', code: '<meta name="theme" content="bread">' },
  footer: { code: '<script src="/counter.js"></script>' },
};

describe('the site header and footer code', () => {
  let server;
  before(async () => (server = await startServer()));
  after(() => server.close());

  it('is saved by the owner and read back by anyone', async () => {
    const owner = createClient(server.port);
    await signInOwner(owner);
    const crumb = await owner.crumb();
    const put = await owner.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: CODE });
    assert.deepEqual([put.status, put.body], [200, CODE]);
    const read = await createClient(server.port).call('GET', '/api/site-header-footer');
    assert.deepEqual([read.status, read.body], [200, CODE]);
  });

  it('refuses a visitor and a signed-in site user (member): 401 with loginRequired', async () => {
    const member = createClient(server.port);
    const crumb = await member.crumb();
    const account = { email: 'code-member@example.com', password: 'a member password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const session = await member.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    assert.equal(session.status, 200);
    const refused = await member.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: CODE });
    assert.deepEqual(
      [refused.status, refused.body],
      [401, { error: 'Owner sign-in required', loginRequired: true, owner: true }],
    );
    const visitor = createClient(server.port);
    const visitorCrumb = await visitor.crumb();
    const anonymous = await visitor.call('PUT', `/api/site-header-footer?crumb=${visitorCrumb}`, { json: CODE });
    assert.equal(anonymous.status, 401);
  });

  it('answers 400 naming the part whose code is not text', async () => {
    const owner = createClient(server.port);
    await signInOwner(owner);
    const crumb = await owner.crumb();
    for (const [json, error] of [
      [{ header: { code: 42 }, footer: {} }, 'header.code must be text'],
      [{ header: {}, footer: { code: ['<p>'] } }, 'footer.code must be text'],
      [{ header: {}, footer: { code: null } }, 'footer.code must be text'],
    ]) {
      const { status, body } = await owner.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json });
      assert.deepEqual([status, body.error], [400, error]);
    }
  });
});
