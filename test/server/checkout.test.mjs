/**
 * The subscription, donation and gift-card checkouts over HTTP (examples/server/routes/checkout.mjs): a subscription
 * gets a cart and a checkout token of its own, the donation carries its amount, and the donation page and the two
 * confirmations name their page types in a site context. Every malformed request is a 4xx with a JSON error.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { MAX_DONATION, PAGE_TYPE } from '../../examples/server/routes/checkout.mjs';
import { createClient, startServer } from './support.mjs';

/** Returns the site context of the page `html`, or null when it has none. */
function contextOf(html) {
  const match = /<script type="application\/json" id="sqs-site-context">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('the subscription and donation checkouts', () => {
  let server;
  let client;
  let crumb;
  let products;
  const variantOf = (slug) => products.find((p) => p.slug === slug).structuredContent.variants[0];
  const subscribe = (variantId, c = client, token = crumb) =>
    c.call('POST', `/api/commerce/subscriptions?crumb=${token}`, { json: { variantId } });

  before(async () => {
    server = await startServer({ limits: { writesPerMinute: 1e6 } });
  });
  after(() => server.close());
  beforeEach(async () => {
    client = createClient(server.port);
    crumb = await client.crumb();
    products = (await client.call('GET', '/api/commerce/products')).body.products;
  });

  it('numbers the page types as the runtime does (spec 000 §9)', () => {
    assert.deepEqual(PAGE_TYPE, { donate: 203, contributionConfirmed: 204, subscriptionConfirmed: 206 });
  });

  it('gives a subscription a cart and token of its own, leaving the visitor’s cart as it is, up to its confirmation', async () => {
    const answer = await subscribe(variantOf('bread-of-the-month').id);
    assert.equal(answer.status, 200);
    assert.match(answer.body.cartToken, /^[\w-]{32}$/);
    assert.deepEqual(Object.keys(answer.body), ['cartToken']);
    assert.equal((await client.call('GET', '/api/commerce/cart')).body.entries.length, 0);

    const page = await client.call('GET', `/checkout/subscribe?cartToken=${answer.body.cartToken}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<li>Bread of the month: Billed every month, 12 payments<\/li>/);
    assert.match(
      page.text,
      new RegExp(
        `<form method="get" action="/checkout/subscribe/confirmed"><input type="hidden" name="cartToken" value="${answer.body.cartToken}"><button type="submit">Confirm subscription</button></form>`,
      ),
    );
    const confirmed = await client.call('GET', `/checkout/subscribe/confirmed?cartToken=${answer.body.cartToken}`);
    assert.equal(confirmed.status, 200);
    assert.match(confirmed.text, /<h1>Subscription confirmed<\/h1><p>Thank you for subscribing\.<\/p>/);
    assert.deepEqual(contextOf(confirmed.text), { websiteId: 'bakery-website', pageType: 206 });
    assert.match(confirmed.headers['content-security-policy'], /script-src 'self'/);
  });

  it('refuses a subscription without a crumb, for a product that is none, and malformed bodies', async () => {
    assert.equal((await client.call('POST', '/api/commerce/subscriptions', { json: { variantId: 1 } })).status, 401);
    const loaf = await subscribe(variantOf('sourdough-loaf').id);
    assert.deepEqual([loaf.status, loaf.body.error], [400, 'The variant is not a subscription']);
    for (const [variantId, status] of [
      [999_999, 404],
      [0, 400],
      ['1', 400],
      [1.5, 400],
      [null, 400],
    ]) {
      const answer = await subscribe(variantId);
      assert.deepEqual([answer.status, typeof answer.body.error], [status, 'string'], String(variantId));
    }
    const text = await client.call('POST', `/api/commerce/subscriptions?crumb=${crumb}`, {
      body: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(text.status, 400);
    for (const path of [
      '/checkout/subscribe/confirmed',
      '/checkout/subscribe/confirmed?cartToken=short',
      `/checkout/subscribe/confirmed?cartToken=${'b'.repeat(32)}`,
    ]) {
      const answer = await client.call('GET', path);
      assert.ok([400, 404].includes(answer.status), path);
      assert.equal(typeof answer.body.error, 'string', path);
    }
  });

  it('limits the subscription carts one address creates', async () => {
    const limited = await startServer({ limits: { cartsPer10Minutes: 1 } });
    try {
      const c = createClient(limited.port);
      const token = await c.crumb();
      const list = (await c.call('GET', '/api/commerce/products')).body.products;
      const id = list.find((p) => p.slug === 'bread-of-the-month').structuredContent.variants[0].id;
      assert.equal((await subscribe(id, c, token)).status, 200);
      const refused = await subscribe(id, c, token);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    } finally {
      await limited.close();
    }
  });

  it('carries the donation’s amount in minor units to the donate page (203) and its confirmation (204)', async () => {
    const plain = await client.call('GET', '/checkout/donate?donatePageId=bread-for-all');
    assert.deepEqual(contextOf(plain.text), { websiteId: 'bakery-website', pageType: 203 });
    assert.doesNotMatch(plain.text, /<form/);
    const page = await client.call('GET', '/checkout/donate?donatePageId=bread-for-all&amount=2550');
    assert.equal(page.status, 200);
    assert.match(page.text, /<p>Amount: \$25\.50<\/p>/);
    assert.deepEqual(contextOf(page.text), { websiteId: 'bakery-website', pageType: 203 });
    assert.match(
      page.text,
      /<form method="get" action="\/checkout\/donate\/confirmed"><input type="hidden" name="donatePageId" value="bread-for-all"><input type="hidden" name="amount" value="2550"><button type="submit">Confirm donation<\/button><\/form>/,
    );
    // A donation form sent without a script names its other amount as typed, in major units.
    const typed = await client.call('GET', '/checkout/donate?donatePageId=bread-for-all&amount=other&other=12%2C5');
    assert.match(typed.text, /<p>Amount: \$12\.50<\/p>/);
    assert.match(typed.text, /name="amount" value="1250"/);
    const empty = await client.call('GET', '/checkout/donate?donatePageId=bread-for-all&amount=other&other=');
    assert.equal(empty.status, 200);
    assert.doesNotMatch(empty.text, /<form/);
    for (const other of ['12.505', 'ten', '-5', '99999999'])
      assert.equal(
        (await client.call('GET', `/checkout/donate?donatePageId=bread-for-all&amount=other&other=${other}`)).status,
        400,
        other,
      );
    const confirmed = await client.call('GET', '/checkout/donate/confirmed?donatePageId=bread-for-all&amount=2550');
    assert.equal(confirmed.status, 200);
    assert.match(
      confirmed.text,
      /<h1>Thank you<\/h1><p>Your contribution of \$25\.50 to Bread for all: the community oven is confirmed\.<\/p>/,
    );
    assert.deepEqual(contextOf(confirmed.text), { websiteId: 'bakery-website', pageType: 204 });
    for (const [path, status] of [
      ['/checkout/donate?donatePageId=bread-for-all&amount=0', 400],
      ['/checkout/donate?donatePageId=bread-for-all&amount=-5', 400],
      ['/checkout/donate?donatePageId=bread-for-all&amount=1.5', 400],
      ['/checkout/donate?donatePageId=bread-for-all&amount=', 400],
      [`/checkout/donate?donatePageId=bread-for-all&amount=${MAX_DONATION + 1}`, 400],
      ['/checkout/donate?donatePageId=bread-for-all&amount=1e3', 400],
      ['/checkout/donate/confirmed?donatePageId=bread-for-all', 400],
      ['/checkout/donate/confirmed?amount=100', 400],
      ['/checkout/donate/confirmed?donatePageId=unknown&amount=100', 404],
      ['/checkout/donate/confirmed?donatePageId=%3Cscript%3E&amount=100', 400],
    ]) {
      const answer = await client.call('GET', path);
      assert.deepEqual([answer.status, typeof answer.body.error], [status, 'string'], path);
    }
    const most = await client.call('GET', `/checkout/donate?donatePageId=bread-for-all&amount=${MAX_DONATION}`);
    assert.equal(most.status, 200);
  });
});
