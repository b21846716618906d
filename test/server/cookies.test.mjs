/**
 * Over https every session cookie — the owner's, the member's, the cart's, the visitor's and the form visitor's — is
 * a `__Host-` cookie (`Secure`, `Path=/`, no `Domain`), so neither a sibling subdomain nor a man in the middle on
 * plain http can plant one; a cookie under the plain name is not read there, and a session cookie sent twice (one of
 * them planted with a longer path) counts as none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, EXAMPLE_OWNER, signInOwner, startServer } from './support.mjs';

// Behind a proxy that terminates TLS: the server trusts 127.0.0.1, where the test's clients connect from.
const HTTPS = { 'x-forwarded-proto': 'https' };
const PROXY = { trustedProxies: ['127.0.0.1'] };

/** Returns the `Set-Cookie` line of `answer` that sets `name`. */
function setCookie(answer, name) {
  const line = [answer.headers['set-cookie'] ?? []].flat().find((l) => l.startsWith(`${name}=`));
  assert.ok(line, `${name} in ${answer.headers['set-cookie']}`);
  return line;
}

/** Asserts the cookie line is a host-only, https-only cookie for the whole site. */
function assertHostCookie(line) {
  assert.match(line, /^__Host-/);
  assert.match(line, /; Path=\/;/);
  assert.match(line, /; Secure$/);
  assert.doesNotMatch(line, /domain=/i);
}

describe('session cookies over https', () => {
  let server;
  before(async () => (server = await startServer(PROXY)));
  after(() => server.close());

  it('names every session cookie with __Host- and sends it back under that name', async () => {
    const client = createClient(server.port, { headers: HTTPS });
    const page = await client.call('GET', '/api/data-layer/echo');
    assertHostCookie(setCookie(page, '__Host-sqs_visitor'));
    const owner = await signInOwner(client);
    assert.equal(owner.status, 200);
    assertHostCookie(setCookie(owner, '__Host-OwnerSession'));
    const crumb = await client.crumb();
    const put = await client.call('PUT', `/api/site-header-footer?crumb=${crumb}`, {
      json: { header: {}, footer: {} },
    });
    assert.equal(put.status, 200);

    const account = { email: 'host-cookie@example.com', password: 'a password' };
    await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const member = await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    assertHostCookie(setCookie(member, '__Host-SiteUserSession'));
    const headers = { 'x-siteuser-xsrf-token': member.body.xsrfToken };
    assert.equal((await client.call('GET', '/api/site-users/account', { headers })).status, 200);

    const add = await client.call('POST', `/api/commerce/cart/entries?crumb=${crumb}`, {
      json: { variantId: 1, quantity: 1 },
    });
    assertHostCookie(setCookie(add, '__Host-CartSession'));
    assert.equal((await client.call('GET', '/api/commerce/cart')).body.entries?.length, 1);

    assertHostCookie(setCookie(await client.call('POST', '/api/form/FormSubmissionKey'), '__Host-sqs_form_visitor'));
  });

  it('does not read a session cookie under its plain name over https', async () => {
    // A real owner session, signed in over http: its cookie has the plain name.
    const plain = createClient(server.port);
    await signInOwner(plain);
    const session = plain.jar.get('OwnerSession');
    assert.ok(session);
    const planted = createClient(server.port, { headers: HTTPS });
    const crumb = await planted.crumb();
    // A client without a jar of its own, so the cookies are exactly those written here.
    const put = await createClient(server.port, { headers: HTTPS }).call(
      'PUT',
      `/api/site-header-footer?crumb=${crumb}`,
      {
        json: { header: {}, footer: {} },
        headers: { cookie: `${[...planted.jar].map(([k, v]) => `${k}=${v}`).join('; ')}; OwnerSession=${session}` },
      },
    );
    assert.deepEqual([put.status, put.body.loginRequired], [401, true]);
  });

  it('counts a session cookie sent twice as none', async () => {
    const owner = createClient(server.port);
    await signInOwner(owner, EXAMPLE_OWNER);
    const crumb = await owner.crumb();
    const cookies = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const put = (cookie) =>
      createClient(server.port).call('PUT', `/api/site-header-footer?crumb=${crumb}`, {
        json: { header: {}, footer: {} },
        headers: { cookie },
      });
    assert.equal((await put(cookies)).status, 200);
    // The browser sends the cookie with the longer path (the planted one) first.
    assert.equal((await put(`OwnerSession=planted-session-id; ${cookies}`)).status, 401);
    assert.equal((await put(`${cookies}; OwnerSession=planted-session-id`)).status, 401);
  });
});

describe('https as a client claims it', () => {
  let server;
  before(async () => (server = await startServer(PROXY)));
  after(() => server.close());

  it('never takes X-Forwarded-Proto from a peer that is not a trusted proxy: no Secure, __Host- or HSTS on http', async () => {
    // 127.0.0.2 is a client on plain http talking to the server directly, not through the proxy.
    const direct = createClient(server.port, { headers: HTTPS, from: '127.0.0.2' });
    const page = await direct.call('GET', '/examples/shop.html');
    assert.equal(page.headers['strict-transport-security'], undefined);
    for (const cookie of page.headers['set-cookie']) {
      assert.doesNotMatch(cookie, /^__Host-/);
      assert.doesNotMatch(cookie, /; Secure/);
    }
    const owner = await signInOwner(direct);
    assert.doesNotMatch(setCookie(owner, 'OwnerSession'), /; Secure/);
    // An untrusting server (no proxies named) ignores it from every peer, the loopback one included.
    const plain = await startServer();
    try {
      const answer = await createClient(plain.port, { headers: HTTPS }).call('GET', '/api/data-layer/echo');
      assert.doesNotMatch(setCookie(answer, 'sqs_visitor'), /; Secure/);
    } finally {
      await plain.close();
    }
  });

  it('reads the value the trusted proxy wrote, the right-most one', async () => {
    const spoofed = createClient(server.port, { headers: { 'x-forwarded-proto': 'https, http' } });
    assert.doesNotMatch(setCookie(await spoofed.call('GET', '/api/data-layer/echo'), 'sqs_visitor'), /; Secure/);
    const proxied = createClient(server.port, { headers: { 'x-forwarded-proto': 'http, https' } });
    assertHostCookie(setCookie(await proxied.call('GET', '/api/data-layer/echo'), '__Host-sqs_visitor'));
  });
});
