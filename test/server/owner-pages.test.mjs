/**
 * The owner's page list over HTTP: `GET /api/owner/pages` lists the site's pages (collections, example pages,
 * protected pages, search) to a signed-in owner only; nobody signed in and a signed-in site user get 401 with
 * loginRequired.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer } from './support.mjs';

const REFUSED = { error: 'Owner sign-in required', loginRequired: true, owner: true };

describe('the owner page list', () => {
  let server;
  before(async () => (server = await startServer()));
  after(() => server.close());

  it('lists every page with its title, url and type to a signed-in owner', async () => {
    const owner = createClient(server.port);
    await signInOwner(owner);
    const { status, headers, body } = await owner.call('GET', '/api/owner/pages');
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^application\/json/);
    const byUrl = new Map(body.pages.map((page) => [page.url, page]));
    assert.deepEqual(byUrl.get('/blog'), { title: 'Blog', url: '/blog', type: 'blog' });
    assert.deepEqual(byUrl.get('/events'), { title: 'Events', url: '/events', type: 'events' });
    assert.deepEqual(byUrl.get('/examples/accordion.html'), {
      title: byUrl.get('/examples/accordion.html').title,
      url: '/examples/accordion.html',
      type: 'page',
    });
    assert.ok(byUrl.get('/examples/accordion.html').title.length > 0);
    assert.deepEqual(byUrl.get('/pages/locked'), { title: 'Locked page', url: '/pages/locked', type: 'protected' });
    assert.deepEqual(byUrl.get('/search'), { title: 'Search', url: '/search', type: 'search' });
    for (const page of body.pages) {
      assert.deepEqual(Object.keys(page), ['title', 'url', 'type']);
      assert.match(page.url, /^\/[\w\-.~%/]*$/);
    }
    assert.equal(byUrl.size, body.pages.length, 'each page once');
  });

  it('refuses a request without an owner session: 401 with loginRequired', async () => {
    const { status, body } = await createClient(server.port).call('GET', '/api/owner/pages');
    assert.deepEqual([status, body], [401, REFUSED]);
  });

  it('refuses a signed-in site user, who is not an owner', async () => {
    const member = createClient(server.port);
    const crumb = await member.crumb();
    const account = { email: 'pages-member@example.com', password: 'a member password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const signIn = await member.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    assert.equal(signIn.status, 200);
    const headers = { 'x-siteuser-xsrf-token': signIn.body.xsrfToken };
    const { status, body } = await member.call('GET', '/api/owner/pages', { headers });
    assert.deepEqual([status, body], [401, REFUSED]);
  });

  it('refuses a forged owner cookie and answers other methods with 405', async () => {
    const forged = createClient(server.port, { headers: { cookie: 'OwnerSession=forged' } });
    assert.deepEqual((await forged.call('GET', '/api/owner/pages')).status, 401);
    const owner = createClient(server.port);
    await signInOwner(owner);
    const crumb = await owner.crumb();
    const post = await owner.call('POST', `/api/owner/pages?crumb=${crumb}`, { json: {} });
    assert.equal(post.status, 405);
  });
});
