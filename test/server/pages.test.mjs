/**
 * The protected pages (examples/server/routes/pages.mjs): a locked page is served only after its password, with an
 * HttpOnly cookie scoped to its path, and otherwise answers the lock screen (page type 103); wrong passwords are
 * limited per address; a member-only page is served only to a signed-in site user, and otherwise answers the
 * access-denied page (page type 106).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EXAMPLE_PAGE_PASSWORD } from '../../examples/server/routes/pages.mjs';
import { createClient, startServer } from './support.mjs';

const pageTypeOf = (html) => JSON.parse(/id="sqs-site-context">([^<]*)</.exec(html)[1]).pageType;

describe('protected pages', () => {
  let server;
  before(async () => {
    // 127.0.0.1 is a trusted proxy: X-Forwarded-For names each visitor's address.
    server = await startServer({ trustedProxies: ['127.0.0.1'], limits: { failedSignInsPer10Minutes: 3 } });
  });
  after(() => server.close());

  /** Resolves with a new visitor from `address` and its crumb. */
  async function visitor(address = '203.0.113.1') {
    const client = createClient(server.port, { headers: { 'x-forwarded-for': address } });
    return { client, crumb: await client.crumb() };
  }

  const unlock = ({ client, crumb }, json) => client.call('POST', `/api/pages/unlock?crumb=${crumb}`, { json });

  it('answers the lock screen until the right password, then the page with a cookie scoped to it', async () => {
    const v = await visitor();
    const gate = await v.client.call('GET', '/pages/locked');
    assert.equal(gate.status, 200);
    assert.equal(pageTypeOf(gate.text), 103);
    assert.match(gate.text, /<div id="sqs-lock-screen-root"><\/div>/);
    assert.equal(gate.headers['cache-control'], 'no-store');
    assert.match(gate.headers['content-security-policy'], /script-src 'self'/);

    const wrong = await unlock(v, { path: '/pages/locked', password: 'rye' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, 'Incorrect password');
    assert.equal(wrong.headers['set-cookie'], undefined);

    const right = await unlock(v, { path: '/pages/locked', password: EXAMPLE_PAGE_PASSWORD });
    assert.equal(right.status, 200);
    assert.deepEqual(right.body, { unlocked: true, path: '/pages/locked' });
    const [cookie] = [right.headers['set-cookie']].flat();
    assert.match(cookie, /^sqs-page-unlock=[\w-]{32}; Path=\/pages\/locked; HttpOnly; SameSite=Lax$/);

    const page = await v.client.call('GET', '/pages/locked');
    assert.equal(page.status, 200);
    assert.equal(pageTypeOf(page.text), 2);
    assert.match(page.text, /Baker's notes/);
    assert.equal(page.headers['cache-control'], 'no-store');

    const relock = await v.client.call('DELETE', `/api/pages/unlock?path=%2Fpages%2Flocked&crumb=${v.crumb}`);
    assert.equal(relock.status, 200);
    assert.match([relock.headers['set-cookie']].flat()[0], /^sqs-page-unlock=; Path=\/pages\/locked; .*Max-Age=0/);
    assert.equal(pageTypeOf((await v.client.call('GET', '/pages/locked')).text), 103);
    const unknown = await v.client.call('DELETE', `/api/pages/unlock?path=%2Fpages%2Fmembers&crumb=${v.crumb}`);
    assert.equal(unknown.status, 404);
  });

  it('does not take a made-up or another page’s unlock cookie', async () => {
    const other = createClient(server.port, { headers: { cookie: 'sqs-page-unlock=made-up' } });
    assert.equal(pageTypeOf((await other.call('GET', '/pages/locked')).text), 103);
  });

  it('answers malformed unlock requests with a 4xx and no cookie', async () => {
    const v = await visitor('203.0.113.2');
    const cases = [
      [{ password: EXAMPLE_PAGE_PASSWORD }, 400],
      [{ path: '/pages/locked' }, 400],
      [{ path: '/pages/locked', password: 7 }, 400],
      [{ path: '/pages/locked', password: 'x'.repeat(2000) }, 400],
      [{ path: '/pages/members', password: EXAMPLE_PAGE_PASSWORD }, 404],
      [{ path: '/examples/cart.html', password: EXAMPLE_PAGE_PASSWORD }, 404],
      [['/pages/locked'], 400],
    ];
    for (const [json, status] of cases) {
      const answer = await unlock(v, json);
      assert.equal(answer.status, status, JSON.stringify(json));
      assert.equal(typeof answer.body.error, 'string');
      assert.equal(answer.headers['set-cookie'], undefined);
    }
    const text = await v.client.call('POST', `/api/pages/unlock?crumb=${v.crumb}`, {
      body: '{"path":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(text.status, 400);
    const noCrumb = await v.client.call('POST', '/api/pages/unlock', {
      json: { path: '/pages/locked', password: EXAMPLE_PAGE_PASSWORD },
    });
    assert.equal(noCrumb.status, 401);
    assert.equal(noCrumb.body.crumbFail, true);
  });

  it('holds an address after too many wrong passwords, even for the right one, but not another address', async () => {
    const v = await visitor('198.51.100.7');
    for (const n of [1, 2, 3])
      assert.equal((await unlock(v, { path: '/pages/locked', password: `guess ${n}` })).status, 401);
    const held = await unlock(v, { path: '/pages/locked', password: EXAMPLE_PAGE_PASSWORD });
    assert.equal(held.status, 429);
    assert.ok(Number(held.headers['retry-after']) > 0);
    const other = await visitor('198.51.100.8');
    assert.equal((await unlock(other, { path: '/pages/locked', password: EXAMPLE_PAGE_PASSWORD })).status, 200);
  });

  it('answers the access-denied page until a site user signs in, then the member-only page', async () => {
    const v = await visitor('203.0.113.3');
    const gate = await v.client.call('GET', '/pages/members');
    assert.equal(gate.status, 200);
    assert.equal(pageTypeOf(gate.text), 106);
    assert.match(gate.text, /<div id="sqs-access-denied-root"><\/div>/);

    const member = { email: 'member-pages@example.com', password: 'a member password' };
    assert.equal(
      (await v.client.call('POST', `/api/site-users/accounts?crumb=${v.crumb}`, { json: member })).status,
      201,
    );
    const signIn = await v.client.call('POST', `/api/site-users/account/session?crumb=${v.crumb}`, { json: member });
    assert.equal(signIn.status, 200);

    const page = await v.client.call('GET', '/pages/members');
    assert.equal(page.status, 200);
    assert.match(page.text, /Members' recipes/);
    assert.equal(pageTypeOf(page.text), 2);

    const signOut = await v.client.call('DELETE', `/api/site-users/account/session?cloneCart=false&crumb=${v.crumb}`, {
      headers: { 'x-siteuser-xsrf-token': signIn.body.xsrfToken },
    });
    assert.equal(signOut.status, 200);
    assert.equal(pageTypeOf((await v.client.call('GET', '/pages/members')).text), 106);
  });

  it('refuses other methods on the pages', async () => {
    const v = await visitor('203.0.113.4');
    const answer = await v.client.call('POST', `/pages/locked?crumb=${v.crumb}`);
    assert.equal(answer.status, 405);
  });
});
