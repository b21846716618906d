/**
 * The store over HTTP (examples/server/routes/commerce.mjs, reviews.mjs): the catalogue, the cart and its
 * server-computed totals, coupons, the minimum order subtotal, stock that never goes negative under concurrent adds,
 * the checkout pages and their tokens, and product reviews. Every malformed request is a 4xx with a JSON error and
 * the server keeps answering.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { STOCK_HOLD_MS } from '../../examples/server/lib/carts.mjs';
import {
  cartEntity,
  checkVariant,
  GENERATED_SKU,
  MAX_CART_QUANTITY,
  MAX_PRICE_CENTS,
  MAX_SKU,
  MAX_STORE_BODY,
  planText,
  PRODUCT_TYPE,
} from '../../examples/server/lib/store.mjs';
import { SESSION_ALERT } from '../../examples/server/routes/checkout.mjs';
import { MAX_REVIEW_TEXT, REVIEW_TOKENS } from '../../examples/server/routes/reviews.mjs';
import { createClient, startServer } from './support.mjs';

const SETTINGS = {
  website_id: 'w',
  currency: 'USD',
  minimum_subtotal_cents: 2000,
  tax_rate_basis_points: 800,
  shipping_cents: 600,
  free_shipping_from_cents: 7500,
};
/** Returns a cart line row of `type` with `cents` and `quantity`. */
const line = (type, cents, quantity, extra = {}) => ({
  entry_id: 1,
  variant_id: 1,
  product_id: 1,
  name: 'x',
  product_type: type,
  sku: 'S',
  option_values: '[]',
  price_cents: cents,
  sale_price_cents: cents,
  on_sale: 0,
  quantity,
  ...extra,
});

describe('store rules', () => {
  it('numbers product types as the runtime does (runtime/enums.ts, spec 000 §9)', () => {
    const source = readFileSync(new URL('../../runtime/enums.ts', import.meta.url), 'utf8');
    const runtime = /export const ProductType = (\{[^}]*\})/.exec(source)[1].replace(/(\w+):/g, '"$1":');
    assert.deepEqual({ ...PRODUCT_TYPE, paywall: 5 }, JSON.parse(runtime));
  });

  it('caps prices at 1e8 cents and SKUs at 60 characters, and generates SQ plus 7 digits', () => {
    assert.equal(checkVariant({ priceCents: MAX_PRICE_CENTS }).priceCents, 100_000_000);
    assert.throws(() => checkVariant({ priceCents: MAX_PRICE_CENTS + 1 }), { status: 400 });
    assert.throws(() => checkVariant({ priceCents: 1.5 }), { status: 400 });
    assert.throws(() => checkVariant({ priceCents: -1 }), { status: 400 });
    assert.throws(() => checkVariant({ priceCents: 1, salePriceCents: MAX_PRICE_CENTS + 1 }), { status: 400 });
    assert.equal(checkVariant({ priceCents: 1, sku: 'x'.repeat(MAX_SKU) }).sku.length, 60);
    assert.throws(() => checkVariant({ priceCents: 1, sku: 'x'.repeat(61) }), { status: 400 });
    assert.throws(() => checkVariant({ priceCents: 1, sku: '' }), { status: 400 });
    assert.match(checkVariant({ priceCents: 1 }).sku, GENERATED_SKU);
    assert.match(checkVariant({ priceCents: 1 }).sku, /^SQ\d{7}$/);
  });

  it('computes tax (8 %, not on gift cards), shipping (physical only, free from $75), discounts and the minimum', () => {
    const physical = cartEntity({ id: 'c', created_at: 1 }, [line(1, 1000, 2)], SETTINGS);
    assert.deepEqual(
      [physical.subtotalCents, physical.taxCents, physical.shippingCostCents, physical.grandTotalCents],
      [2000, 160, 600, 2760],
    );
    assert.deepEqual([physical.totalQuantity, physical.minimumSubtotalMet, physical.requiresShipping], [2, true, true]);
    const digital = cartEntity({ id: 'c' }, [line(2, 1000, 1), line(3, 500, 1)], SETTINGS);
    assert.deepEqual([digital.shippingCostCents, digital.taxCents, digital.minimumSubtotalMet], [0, 120, false]);
    assert.deepEqual([digital.hasDigital, digital.purelyDigital, digital.requiresShipping], [true, false, false]);
    const gift = cartEntity({ id: 'c' }, [line(4, 5000, 1)], SETTINGS);
    assert.deepEqual([gift.taxCents, gift.shippingCostCents, gift.grandTotalCents], [0, 0, 5000]);
    const free = cartEntity({ id: 'c' }, [line(1, 7500, 1)], SETTINGS);
    assert.equal(free.shippingCostCents, 0);
    const percent = cartEntity(
      { id: 'c', coupon: { code: 'P', kind: 'percent', amount: 10 } },
      [line(1, 3333, 1)],
      SETTINGS,
    );
    assert.deepEqual([percent.discountCents, percent.taxCents], [333, 240]);
    assert.equal(percent.grandTotalCents, 3333 - 333 + 240 + 600);
    const fixed = cartEntity(
      { id: 'c', coupon: { code: 'F', kind: 'fixed', amount: 500 } },
      [line(2, 300, 1)],
      SETTINGS,
    );
    assert.deepEqual([fixed.discountCents, fixed.taxCents, fixed.grandTotalCents], [300, 0, 0]);
    const mixed = cartEntity(
      { id: 'c', coupon: { code: 'P', kind: 'percent', amount: 10 } },
      [line(4, 5000, 1), line(1, 1000, 2)],
      SETTINGS,
    );
    assert.deepEqual([mixed.discountCents, mixed.taxCents, mixed.grandTotalCents], [200, 144, 7000 - 200 + 144 + 600]);
    const empty = cartEntity(null, [], SETTINGS);
    assert.deepEqual([empty.id, empty.totalQuantity, empty.minimumSubtotalMet], [null, 0, false]);
  });

  it('writes subscription text for weekly, monthly and yearly, one or more periods, finite or indefinite', () => {
    assert.equal(planText({ unit: 'monthly', value: 1, cycles: 12 }), 'Billed every month, 12 payments');
    assert.equal(planText({ unit: 'weekly', value: 2, cycles: 0 }), 'Billed every 2 weeks, until cancelled');
    assert.equal(planText({ unit: 'yearly', value: 1, cycles: 1 }), 'Billed every year, 1 payment');
  });
});

describe('the store over HTTP', () => {
  let server;
  let client;
  let crumb;
  let products;
  /** Returns the variant of product `slug` whose options match `options` (or its only one). */
  const variant = (slug, options = {}) =>
    products
      .find((p) => p.slug === slug)
      .structuredContent.variants.find((v) =>
        v.optionValues.every((o) => (options[o.optionName] ?? o.value) === o.value),
      );
  const add = (c, variantId, quantity, token = crumb) =>
    c.call('POST', `/api/commerce/cart/entries?crumb=${token}`, { json: { variantId, quantity } });

  before(async () => {
    server = await startServer({ limits: { writesPerMinute: 1e6 } });
  });
  after(() => server.close());
  beforeEach(async () => {
    client = createClient(server.port);
    crumb = await client.crumb();
    products = (await client.call('GET', '/api/commerce/products')).body.products;
  });

  it('lists the published products with their types, variants, prices and the subscription plan', async () => {
    assert.deepEqual(
      products.map((p) => [p.slug, p.structuredContent.productType, p.workflowLabel]),
      [
        ['linen-apron', 1, 'Available'],
        ['sourdough-loaf', 1, 'Available'],
        ['bread-class', 3, 'Available'],
        ['recipe-book', 2, 'Available'],
        ['gift-card', 4, 'Available'],
        ['bread-of-the-month', 1, 'Available'],
      ],
    );
    const apron = products[0].structuredContent.variants;
    assert.equal(apron.length, 6);
    assert.ok(apron.every((v) => GENERATED_SKU.test(v.sku)));
    assert.deepEqual(variant('linen-apron', { Size: 'L', Colour: 'Sage' }).qtyInStock, 0);
    const sale = variant('linen-apron', { Size: 'M', Colour: 'Natural' });
    assert.deepEqual(
      [sale.onSale, sale.priceCents, sale.salePriceCents, sale.price],
      [true, 3200, 2600, { value: '32.00', currencyCode: 'USD' }],
    );
    const book = products.find((p) => p.slug === 'recipe-book').structuredContent;
    assert.deepEqual([book.priceCents, book.salePriceCents, book.onSale], [1200, 900, true]);
    assert.deepEqual(
      products.find((p) => p.slug === 'gift-card').structuredContent.variants.map((v) => [v.sku, v.priceCents]),
      [
        ['GIFT-25', 2500],
        ['GIFT-50', 5000],
        ['GIFT-100', 10000],
      ],
    );
    assert.deepEqual(products.at(-1).structuredContent.subscriptionPlan, {
      billingPeriod: { value: 1, unit: 'monthly' },
      numBillingCycles: 12,
      text: 'Billed every month, 12 payments',
    });
  });

  it('gets one product by slug; a draft or unknown one is a 404', async () => {
    const one = await client.call('GET', '/api/commerce/products/sourdough-loaf');
    assert.deepEqual([one.status, one.body.name], [200, 'Sourdough loaf']);
    for (const slug of ['christmas-stollen', 'nope', '%ff']) {
      const { status, body } = await client.call('GET', `/api/commerce/products/${slug}`);
      assert.ok(status === 404 || status === 400, `${slug}: ${status}`);
      assert.equal(typeof body.error, 'string');
    }
  });

  it('answers an empty cart without a session, then adds, merges, sets and removes entries with totals', async () => {
    const empty = await client.call('GET', '/api/commerce/cart');
    assert.deepEqual([empty.status, empty.body.id, empty.body.totalQuantity, empty.body.entries], [200, null, 0, []]);
    const apron = variant('linen-apron', { Size: 'M', Colour: 'Natural' });
    const first = await add(client, apron.id, 1);
    assert.equal(first.status, 200);
    assert.match(first.headers['set-cookie'][0], /^CartSession=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    assert.deepEqual([first.body.subtotalCents, first.body.entries[0].unitPriceCents], [2600, 2600]);
    const merged = await add(client, apron.id, 2);
    assert.deepEqual([merged.body.entries.length, merged.body.totalQuantity, merged.body.subtotalCents], [1, 3, 7800]);
    assert.deepEqual(
      [merged.body.shippingCostCents, merged.body.taxCents, merged.body.grandTotalCents],
      [0, 624, 8424],
    );
    const book = await add(client, variant('recipe-book').id, 1);
    assert.deepEqual([book.body.totalQuantity, book.body.hasDigital, book.body.subtotalCents], [4, true, 8700]);
    const entry = merged.body.entries[0].id;
    const set = await client.call('PUT', `/api/commerce/cart/entries/${entry}?crumb=${crumb}`, {
      json: { quantity: 1 },
    });
    assert.deepEqual([set.status, set.body.totalQuantity, set.body.shippingCostCents], [200, 2, 600]);
    const zero = await client.call('PUT', `/api/commerce/cart/entries/${entry}?crumb=${crumb}`, {
      json: { quantity: 0 },
    });
    assert.deepEqual(
      zero.body.entries.map((e) => e.sku),
      ['BOOK-PDF'],
    );
    assert.deepEqual(
      [zero.body.purelyDigital, zero.body.requiresShipping, zero.body.shippingCostCents],
      [true, false, 0],
    );
    const removed = await client.call('DELETE', `/api/commerce/cart/entries/${zero.body.entries[0].id}?crumb=${crumb}`);
    assert.deepEqual([removed.status, removed.body.totalQuantity, removed.body.subtotalCents], [200, 0, 0]);
    // The stock taken by the adds came back with the lower quantity and the removal.
    const after = (await client.call('GET', '/api/commerce/products/linen-apron')).body.structuredContent.variants;
    assert.equal(after.find((v) => v.id === apron.id).qtyInStock, apron.qtyInStock);
  });

  it('applies a percent or a fixed coupon (any case), replaces and removes it; an unknown code is a 404', async () => {
    await add(client, variant('sourdough-loaf').id, 1);
    const loafOnly = await add(client, variant('bread-class').id, 1);
    assert.equal(loafOnly.body.subtotalCents, 7150);
    const call = (code) => client.call('POST', `/api/commerce/cart/coupons?crumb=${crumb}`, { json: { code } });
    const percent = await call('bake10');
    assert.deepEqual([percent.status, percent.body.discountCents, percent.body.validCoupons], [200, 715, ['BAKE10']]);
    assert.equal(percent.body.taxCents, Math.round((7150 - 715) * 0.08));
    assert.equal(percent.body.grandTotalCents, 7150 - 715 + percent.body.taxCents + 600);
    const fixed = await call('FIVEOFF');
    assert.deepEqual(
      [fixed.body.discountCents, fixed.body.coupons],
      [500, [{ code: 'FIVEOFF', kind: 'fixed', amount: 500 }]],
    );
    const unknown = await call('NOPE');
    assert.deepEqual([unknown.status, unknown.body.error], [404, 'Unknown coupon code']);
    const kept = await client.call('GET', '/api/commerce/cart');
    assert.equal(kept.body.discountCents, 500);
    const off = await client.call('DELETE', `/api/commerce/cart/coupons?crumb=${crumb}`);
    assert.deepEqual([off.status, off.body.discountCents, off.body.coupons], [200, 0, []]);
  });

  it('never discounts gift cards, nor lets their discount lower the tax on other goods (BAKE10 and FIVEOFF)', async () => {
    const coupon = (c, token, code) => c.call('POST', `/api/commerce/cart/coupons?crumb=${token}`, { json: { code } });
    await add(client, variant('gift-card', { Amount: '$100' }).id, 10);
    const gifts = await coupon(client, crumb, 'BAKE10');
    assert.deepEqual(
      [gifts.body.subtotalCents, gifts.body.discountCents, gifts.body.taxCents, gifts.body.grandTotalCents],
      [100_000, 0, 0, 100_000],
    );
    // The class alone is discounted, and taxed on what is paid for it: 8 % of $65.00 − $6.50.
    const mixed = await add(client, variant('bread-class').id, 1);
    assert.deepEqual(
      [mixed.body.subtotalCents, mixed.body.discountCents, mixed.body.taxCents, mixed.body.grandTotalCents],
      [106_500, 650, 468, 106_500 - 650 + 468],
    );
    const fixed = await coupon(client, crumb, 'FIVEOFF');
    assert.deepEqual([fixed.body.discountCents, fixed.body.taxCents], [500, Math.round((6500 - 500) * 0.08)]);
    const other = createClient(server.port);
    const token = await other.crumb();
    await add(other, variant('gift-card', { Amount: '$25' }).id, 1, token);
    const card = await coupon(other, token, 'FIVEOFF');
    assert.deepEqual([card.body.discountCents, card.body.grandTotalCents], [0, 2500]);
  });

  it('tells whether the $20.00 minimum order subtotal is met', async () => {
    const loaf = await add(client, variant('sourdough-loaf').id, 1);
    assert.deepEqual([loaf.body.minimumSubtotalCents, loaf.body.minimumSubtotalMet], [2000, false]);
    const checkout = await client.call('GET', '/commerce/goto-checkout');
    assert.deepEqual([checkout.status, checkout.body.minimumSubtotalCents], [409, 2000]);
    assert.equal(checkout.body.error, 'The order subtotal must be at least $20.00');
    const met = await add(client, variant('bread-class').id, 1);
    assert.equal(met.body.minimumSubtotalMet, true);
  });

  it('refuses an out-of-stock variant, a draft product and more than the stock with 409 or 404', async () => {
    const none = await add(client, variant('linen-apron', { Size: 'L', Colour: 'Sage' }).id, 1);
    assert.deepEqual([none.status, none.body.error], [409, 'Not enough stock']);
    const loaf = variant('sourdough-loaf');
    assert.equal((await add(client, loaf.id, loaf.qtyInStock + 1)).status, 409);
    const stollen = await add(client, 999_999, 1);
    assert.equal(stollen.status, 404);
    const entry = (await add(client, loaf.id, 1)).body.entries[0];
    const tooMany = await client.call('PUT', `/api/commerce/cart/entries/${entry.id}?crumb=${crumb}`, {
      json: { quantity: loaf.qtyInStock + 1 },
    });
    assert.equal(tooMany.status, 409);
    assert.equal((await client.call('GET', '/api/commerce/cart')).body.entries[0].quantity, 1);
  });

  it('never takes stock below zero: concurrent adds stop at the stock, and so do concurrent checkout entries', async () => {
    const apron = variant('linen-apron', { Size: 'S', Colour: 'Sage' });
    const stock = apron.qtyInStock;
    assert.ok(stock > 0);
    // One cart session first, so the parallel adds all go to it.
    await add(client, variant('bread-class').id, 1);
    const answers = await Promise.all(Array.from({ length: 40 }, () => add(client, apron.id, 1)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    assert.equal(ok.length, stock);
    assert.equal(refused.length, 40 - stock);
    assert.ok(refused.every((a) => a.body.error === 'Not enough stock' && a.body.variantId === apron.id));
    const cart = await client.call('GET', '/api/commerce/cart');
    assert.equal(cart.body.entries.find((e) => e.variantId === apron.id).quantity, stock);
    // Other visitors fill carts with the whole stock too; of all of them entering checkout at once, one holds it.
    const others = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const c = createClient(server.port);
        const token = await c.crumb();
        await add(c, variant('bread-class').id, 1, token);
        assert.equal((await add(c, apron.id, stock, token)).status, 200);
        return c;
      }),
    );
    const entries = await Promise.all([client, ...others].map((c) => c.call('GET', '/commerce/goto-checkout')));
    assert.equal(entries.filter((a) => a.status === 303).length, 1);
    assert.ok(entries.every((a) => a.status === 303 || (a.status === 409 && a.body.variantId === apron.id)));
    const left = (await client.call('GET', '/api/commerce/products/linen-apron')).body.structuredContent.variants;
    assert.equal(left.find((v) => v.id === apron.id).qtyInStock, 0);
  });

  it('answers every malformed cart request with a 4xx JSON error and keeps answering', async () => {
    const loaf = variant('sourdough-loaf').id;
    const cases = [
      ['POST', '/api/commerce/cart/entries', { json: { variantId: loaf } }, 401],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { body: 'variantId=1' }, 415],
      [
        'POST',
        `/api/commerce/cart/entries?crumb=${crumb}`,
        { body: '{', headers: { 'content-type': 'application/json' } },
        400,
      ],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: [1] }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: null }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId: '1' } }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId: loaf, quantity: 0 } }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId: loaf, quantity: 1.5 } }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId: loaf, quantity: 1000 } }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId: -1 } }, 400],
      ['POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { pad: 'x'.repeat(MAX_STORE_BODY) } }, 413],
      [
        'POST',
        `/api/commerce/cart/entries?crumb=${crumb}`,
        { body: '['.repeat(100), headers: { 'content-type': 'application/json' } },
        400,
      ],
      ['PUT', `/api/commerce/cart/entries/1?crumb=${crumb}`, { json: { quantity: 1 } }, 404],
      ['PUT', `/api/commerce/cart/entries/abc?crumb=${crumb}`, { json: { quantity: 1 } }, 400],
      ['PUT', `/api/commerce/cart/entries/1?crumb=${crumb}`, { json: { quantity: -1 } }, 400],
      ['DELETE', '/api/commerce/cart/entries/1', {}, 401],
      ['DELETE', `/api/commerce/cart/entries/1?crumb=${crumb}`, {}, 404],
      ['POST', `/api/commerce/cart/coupons?crumb=${crumb}`, { json: { code: 'BAKE10' } }, 404],
      ['POST', `/api/commerce/cart/coupons?crumb=${crumb}`, { json: { code: 5 } }, 400],
      ['POST', `/api/commerce/cart/coupons?crumb=${crumb}`, { json: { code: 'x'.repeat(41) } }, 400],
      ['DELETE', `/api/commerce/cart/coupons?crumb=${crumb}`, {}, 404],
      ['PATCH', '/api/commerce/cart', {}, 405],
    ];
    for (const [method, path, options, status] of cases) {
      const answer = await client.call(method, path, options);
      assert.equal(answer.status, status, `${method} ${path} ${JSON.stringify(options).slice(0, 80)}`);
      assert.match(answer.headers['content-type'], /^application\/json/);
      assert.equal(typeof answer.body.error, 'string');
    }
    // With a cart, another visitor's entry is not found.
    const other = createClient(server.port);
    const theirs = (await add(other, variant('recipe-book').id, 1, await other.crumb())).body.entries[0].id;
    await add(client, variant('bread-class').id, 1);
    const foreign = await client.call('PUT', `/api/commerce/cart/entries/${theirs}?crumb=${crumb}`, {
      json: { quantity: 2 },
    });
    assert.equal(foreign.status, 404);
    assert.equal((await client.call('GET', '/api/health')).status, 200);
  });

  it('goto-checkout without a cart session answers 401 with the spec alert and sessionMissing', async () => {
    const { status, body } = await client.call('GET', '/commerce/goto-checkout');
    assert.deepEqual([status, body], [401, { error: SESSION_ALERT, sessionMissing: true }]);
    assert.equal(
      body.error,
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    const forged = await client.call('GET', '/commerce/goto-checkout', {
      headers: { cookie: `CartSession=${'a'.repeat(32)}` },
    });
    assert.equal(forged.status, 401);
  });

  it('goto-checkout with a session redirects to a checkout page that shows the order, escaped, under the CSP', async () => {
    await add(client, variant('linen-apron', { Size: 'S', Colour: 'Natural' }).id, 1);
    const { status, headers } = await client.call('GET', '/commerce/goto-checkout');
    assert.equal(status, 303);
    const match = /^\/checkout\?cartToken=([\w-]{32})$/.exec(headers.location);
    assert.ok(match, headers.location);
    const page = await client.call('GET', headers.location);
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /^text\/html/);
    assert.match(page.headers['content-security-policy'], /script-src 'self'/);
    assert.match(page.text, /<h1>Checkout<\/h1>/);
    assert.match(page.text, /<td>Linen baker’s apron · S · Natural<\/td><td>1<\/td><td>\$32\.00<\/td>/);
    assert.match(page.text, /<th scope="row" colspan="2">Total<\/th><td>\$40\.56<\/td>/);
    assert.doesNotMatch(page.text, /<script/);
    // The token is the link: another browser holding it sees the order too; a made-up or malformed one does not.
    const elsewhere = await createClient(server.port).call('GET', headers.location);
    assert.deepEqual([elsewhere.status, elsewhere.text], [200, page.text]);
    for (const [path, expected] of [
      ['/checkout', 400],
      ['/checkout?cartToken=short', 400],
      [`/checkout?cartToken=${'b'.repeat(32)}`, 404],
    ]) {
      const answer = await client.call('GET', path);
      assert.deepEqual([answer.status, typeof answer.body.error], [expected, 'string'], path);
    }
    // A token past its hour is refused.
    await server.api.sql.run('UPDATE checkout_tokens SET expires_at = ? WHERE token = ?', Date.now() - 1, match[1]);
    const expired = await client.call('GET', headers.location);
    assert.deepEqual([expired.status, expired.body.error], [404, 'No such checkout, or it has expired']);
    const empty = createClient(server.port);
    const c = await empty.crumb();
    const entry = (await add(empty, variant('bread-class').id, 1, c)).body.entries[0].id;
    await empty.call('DELETE', `/api/commerce/cart/entries/${entry}?crumb=${c}`);
    assert.deepEqual((await empty.call('GET', '/commerce/goto-checkout')).status, 409);
  });

  it('serves the subscription checkout for a cart with a subscription, with its plan text', async () => {
    await add(client, variant('bread-of-the-month').id, 1);
    const token = new URL(
      (await client.call('GET', '/commerce/goto-checkout')).headers.location,
      'http://x',
    ).searchParams.get('cartToken');
    const page = await client.call('GET', `/checkout/subscribe?cartToken=${token}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<li>Bread of the month: Billed every month, 12 payments<\/li>/);
    const other = createClient(server.port);
    await add(other, variant('bread-class').id, 1, await other.crumb());
    const plain = new URL((await other.call('GET', '/commerce/goto-checkout')).headers.location, 'http://x');
    const refused = await other.call('GET', `/checkout/subscribe?cartToken=${plain.searchParams.get('cartToken')}`);
    assert.deepEqual([refused.status, refused.body.error], [400, 'The cart holds no subscription']);
    assert.equal((await client.call('GET', '/checkout/subscribe')).status, 400);
  });

  it('serves the donation and gift-card checkouts for valid parameters and 4xx JSON for the rest', async () => {
    const donate = await client.call('GET', '/checkout/donate?donatePageId=bread-for-all');
    assert.equal(donate.status, 200);
    assert.match(donate.text, /<h1>Donate<\/h1><p>Bread for all: the community oven<\/p>/);
    const giftId = products.find((p) => p.slug === 'gift-card').id;
    const gift = await client.call(
      'GET',
      `/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${giftId}&sku=GIFT-50`,
    );
    assert.equal(gift.status, 200);
    assert.match(gift.text, /<li aria-current="true">\$50\.00 \(chosen\)<\/li>/);
    const noSku = await client.call('GET', `/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${giftId}`);
    assert.equal(noSku.status, 200);
    const loafId = products.find((p) => p.slug === 'sourdough-loaf').id;
    for (const [path, status] of [
      ['/checkout/donate', 400],
      ['/checkout/donate?donatePageId=<script>', 400],
      ['/checkout/donate?donatePageId=unknown', 404],
      ['/checkout/giftcard', 400],
      [`/checkout/giftcard?giftCardProductId=${giftId}`, 400],
      ['/checkout/giftcard?websiteId=bakery-website', 400],
      ['/checkout/giftcard?websiteId=bakery-website&giftCardProductId=x', 400],
      [`/checkout/giftcard?websiteId=other&giftCardProductId=${giftId}`, 404],
      [`/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${loafId}`, 404],
      [`/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${giftId}&sku=GIFT-7`, 404],
      [`/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${giftId}&sku=${'x'.repeat(61)}`, 400],
      [`/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${giftId}&sku=`, 400],
      ['/checkout/nope', 404],
    ]) {
      const answer = await client.call('GET', path);
      assert.deepEqual([answer.status, typeof answer.body.error], [status, 'string'], path);
    }
  });
});

describe('stock hoarding', () => {
  let server;
  let clock = Date.UTC(2026, 0, 1);
  before(async () => {
    server = await startServer({ now: () => clock });
  });
  after(() => server.close());

  /** Returns a new shopper: its client and `add(variantId, quantity)`. */
  async function shopper(port = server.port) {
    const c = createClient(port);
    const crumb = await c.crumb();
    const add = (variantId, quantity) =>
      c.call('POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId, quantity } });
    return { ...c, crumb, add };
  }
  /** Resolves with the published variants of limited stock, as the catalogue lists them now. */
  const limitedVariants = async (port = server.port) =>
    (await createClient(port).call('GET', '/api/commerce/products')).body.products
      .flatMap((p) => p.structuredContent.variants)
      .filter((v) => !v.unlimited);
  /** Resolves with the stock of each limited variant by SKU. */
  const shelf = async () => Object.fromEntries((await limitedVariants()).map((v) => [v.sku, v.qtyInStock]));

  it('adding takes no stock; checkout entry holds it for STOCK_HOLD_MS, then it is back for everyone', async () => {
    const full = await shelf();
    const stock = (await limitedVariants()).filter((v) => v.qtyInStock > 0);
    assert.equal(stock.length, 6);
    const first = await shopper();
    for (const v of stock) assert.equal((await first.add(v.id, v.qtyInStock)).status, 200, v.sku);
    // A second shopper can still add every item: the first cart holds nothing yet.
    const second = await shopper();
    for (const v of stock) assert.equal((await second.add(v.id, v.qtyInStock)).status, 200, v.sku);
    assert.deepEqual(await shelf(), full);

    assert.equal((await first.call('GET', '/commerce/goto-checkout')).status, 303);
    assert.ok(Object.values(await shelf()).every((n) => n === 0));
    const refused = await second.call('GET', '/commerce/goto-checkout');
    assert.deepEqual([refused.status, refused.body.error], [409, 'Not enough stock']);
    const third = await shopper();
    const late = await third.add(stock[0].id, 1);
    assert.deepEqual([late.status, late.body.error, late.body.variantId], [409, 'Not enough stock', stock[0].id]);

    clock += STOCK_HOLD_MS - 1;
    assert.equal((await second.call('GET', '/commerce/goto-checkout')).status, 409);
    clock += 1;
    // The hold expired: the stock is back, and whoever enters checkout first holds it now.
    assert.deepEqual(await shelf(), full);
    assert.equal((await second.call('GET', '/commerce/goto-checkout')).status, 303);
    assert.equal((await first.call('GET', '/commerce/goto-checkout')).status, 409);
    // Changing the cart gives its hold back (entering checkout again holds it again).
    const entry = (await second.call('GET', '/api/commerce/cart')).body.entries[0];
    await second.call('PUT', `/api/commerce/cart/entries/${entry.id}?crumb=${second.crumb}`, { json: { quantity: 1 } });
    assert.equal((await first.call('GET', '/commerce/goto-checkout')).status, 303);
  });

  it('caps what one cart holds of an item at MAX_CART_QUANTITY', async () => {
    const gift = (await createClient(server.port).call('GET', '/api/commerce/products')).body.products
      .find((p) => p.slug === 'gift-card')
      .structuredContent.variants.find((v) => v.sku === 'GIFT-100');
    const buyer = await shopper();
    const full = await buyer.add(gift.id, MAX_CART_QUANTITY);
    assert.deepEqual([full.status, full.body.totalQuantity], [200, MAX_CART_QUANTITY]);
    const more = await buyer.add(gift.id, 1);
    assert.deepEqual([more.status, more.body.error], [400, `A cart holds at most ${MAX_CART_QUANTITY} of an item`]);
    const entry = full.body.entries[0].id;
    const put = await buyer.call('PUT', `/api/commerce/cart/entries/${entry}?crumb=${buyer.crumb}`, {
      json: { quantity: MAX_CART_QUANTITY + 1 },
    });
    assert.equal(put.status, 400);
    assert.equal((await buyer.call('GET', '/api/commerce/cart')).body.totalQuantity, MAX_CART_QUANTITY);
  });

  it('limits the carts one address creates, counting only the carts it keeps', async () => {
    const limited = await startServer({ now: () => clock, limits: { cartsPer10Minutes: 2 } });
    try {
      const loaf = (await limitedVariants(limited.port)).find((v) => v.sku === 'LOAF-SOURDOUGH');
      for (const _ of [1, 2]) assert.equal((await (await shopper(limited.port)).add(loaf.id, 1)).status, 200);
      const tooMany = await (await shopper(limited.port)).add(loaf.id, 1);
      assert.deepEqual([tooMany.status, tooMany.body.error], [429, 'Too many new carts']);
      assert.ok(Number(tooMany.headers['retry-after']) > 0);
      clock += 10 * 60_000;
      // A refused first add keeps no cart, so it counts for nothing.
      assert.equal((await (await shopper(limited.port)).add(loaf.id, loaf.qtyInStock + 1)).status, 409);
      for (const _ of [1, 2]) assert.equal((await (await shopper(limited.port)).add(loaf.id, 1)).status, 200);
    } finally {
      await limited.close();
    }
  });

  it('limits the unknown coupon codes one address tries, so short codes cannot be guessed one after another', async () => {
    const limited = await startServer({ now: () => clock, limits: { unknownCouponsPer10Minutes: 3 } });
    try {
      const loaf = (await limitedVariants(limited.port)).find((v) => v.sku === 'LOAF-SOURDOUGH');
      const guesser = await shopper(limited.port);
      assert.equal((await guesser.add(loaf.id, 1)).status, 200);
      const coupon = (code) =>
        guesser.call('POST', `/api/commerce/cart/coupons?crumb=${guesser.crumb}`, { json: { code } });
      for (const code of ['BAKE1', 'BAKE2', 'BAKE3']) assert.equal((await coupon(code)).status, 404, code);
      const held = await coupon('BAKE10');
      assert.deepEqual([held.status, held.body.error], [429, 'Too many unknown coupon codes']);
      assert.ok(Number(held.headers['retry-after']) > 0);
      clock += 10 * 60_000;
      assert.equal((await coupon('BAKE10')).status, 200);
    } finally {
      await limited.close();
    }
  });
});

// A SQLite store an older server made (lib/store-seed.mjs `upgradeSqliteStore`): a PostgreSQL store has no such past.
describe('a store from before stock holds', { skip: Boolean(process.env.DATABASE_URL) && 'SQLite stores only' }, () => {
  it('puts back on the shelf what its carts took when adding, since they now take it only at checkout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqs-store-'));
    const database = join(dir, 'store.sqlite');
    const loafStock = (server) =>
      server.api.db.prepare("SELECT qty_in_stock AS n FROM variants WHERE sku = 'LOAF-SOURDOUGH'").get().n;
    try {
      const first = await startServer({ database });
      const c = createClient(first.port);
      const loaf = first.api.db.prepare("SELECT id FROM variants WHERE sku = 'LOAF-SOURDOUGH'").get();
      await c.call('POST', `/api/commerce/cart/entries?crumb=${await c.crumb()}`, {
        json: { variantId: loaf.id, quantity: 2 },
      });
      const stock = loafStock(first);
      // As the store was before: no holds table, and the stock of the cart's entry taken when it was added.
      first.api.db.exec('DROP TABLE stock_holds');
      first.api.db.prepare('UPDATE variants SET qty_in_stock = qty_in_stock - 2 WHERE id = ?').run(loaf.id);
      await first.close();
      const second = await startServer({ database });
      try {
        assert.equal(loafStock(second), stock);
        // The same browser's cart is still there.
        const again = createClient(second.port);
        for (const [name, value] of c.jar) again.jar.set(name, value);
        assert.equal((await again.call('GET', '/api/commerce/cart')).body.totalQuantity, 2);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('product reviews over HTTP', () => {
  let server;
  let client;
  let crumb;
  const review = (token, json) =>
    client.call('POST', `/api/commerce/review-requests/${token}/reviews?crumb=${crumb}`, { json });
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
    crumb = await client.crumb();
  });
  after(() => server.close());

  it('tells a review request ok, expired or already reviewed; an unknown token is a 404, a malformed one a 400', async () => {
    const status = async (token) => (await client.call('GET', `/api/commerce/review-requests/${token}`)).body.status;
    assert.equal(await status(REVIEW_TOKENS.valid), 'ok');
    assert.equal(await status(REVIEW_TOKENS.expired), 'expired');
    assert.equal(await status(REVIEW_TOKENS.used), 'reviewed');
    const ok = await client.call('GET', `/api/commerce/review-requests/${REVIEW_TOKENS.valid}`);
    assert.deepEqual(ok.body.product, { id: 2, slug: 'sourdough-loaf', name: 'Sourdough loaf' });
    assert.equal((await client.call('GET', '/api/commerce/review-requests/unknown-token')).status, 404);
    assert.equal((await client.call('GET', '/api/commerce/review-requests/x')).status, 400);
  });

  it('refuses a review without a rating 1–5, with a text too long, without a crumb, or with a used or expired token', async () => {
    for (const [json, status] of [
      [{}, 400],
      [{ rating: 0 }, 400],
      [{ rating: 6 }, 400],
      [{ rating: 4.5 }, 400],
      [{ rating: '5' }, 400],
      [{ rating: 5, text: 7 }, 400],
      [{ rating: 5, text: 'x'.repeat(MAX_REVIEW_TEXT + 1) }, 400],
    ]) {
      const answer = await review(REVIEW_TOKENS.valid, json);
      assert.deepEqual(
        [answer.status, typeof answer.body.error],
        [status, 'string'],
        JSON.stringify(json).slice(0, 50),
      );
    }
    const noCrumb = await client.call('POST', `/api/commerce/review-requests/${REVIEW_TOKENS.valid}/reviews`, {
      json: { rating: 5 },
    });
    assert.equal(noCrumb.status, 401);
    assert.deepEqual((await review(REVIEW_TOKENS.used, { rating: 5 })).body.status, 'reviewed');
    assert.equal((await review(REVIEW_TOKENS.used, { rating: 5 })).status, 409);
    assert.equal((await review(REVIEW_TOKENS.expired, { rating: 5 })).status, 410);
    assert.equal((await review('unknown-token', { rating: 5 })).status, 404);
    // Nothing above used the valid token up.
    assert.equal((await client.call('GET', `/api/commerce/review-requests/${REVIEW_TOKENS.valid}`)).body.status, 'ok');
  });

  it('stores one review per token, even when submits race, and the token becomes used', async () => {
    const text = 'x'.repeat(MAX_REVIEW_TEXT);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => review(REVIEW_TOKENS.valid, { rating: 4, text })),
    );
    const stored = answers.filter((a) => a.status === 201);
    assert.equal(stored.length, 1);
    assert.deepEqual(
      [stored[0].body.rating, stored[0].body.text.length, stored[0].body.productId],
      [4, MAX_REVIEW_TEXT, 2],
    );
    assert.ok(answers.filter((a) => a.status !== 201).every((a) => a.status === 409));
    const after = await client.call('GET', `/api/commerce/review-requests/${REVIEW_TOKENS.valid}`);
    assert.equal(after.body.status, 'reviewed');
  });

  it('issues fresh review requests for tests only, in the state asked for, with a forced first answer when asked', async () => {
    const inspecting = await startServer({ inspection: true });
    try {
      const c = createClient(inspecting.port);
      const issue = async (json) => (await c.call('POST', '/api/_faults/review-requests', { json })).body.token;
      const status = async (token) => (await c.call('GET', `/api/commerce/review-requests/${token}`)).body.status;
      const [fresh, other] = [await issue({}), await issue({})];
      assert.notEqual(fresh, other);
      assert.deepEqual(
        [
          await status(fresh),
          await status(await issue({ status: 'expired' })),
          await status(await issue({ status: 'reviewed' })),
        ],
        ['ok', 'expired', 'reviewed'],
      );
      const token = await issue({ failWith: 503 });
      const send = async () =>
        (
          await c.call('POST', `/api/commerce/review-requests/${token}/reviews?crumb=${await c.crumb()}`, {
            json: { rating: 3 },
          })
        ).status;
      assert.deepEqual(
        [await send(), await status(token), await send(), await status(token)],
        [503, 'ok', 201, 'reviewed'],
      );
      for (const json of [{ status: 'used' }, { failWith: 200 }, { failWith: '500' }])
        assert.equal(
          (await c.call('POST', '/api/_faults/review-requests', { json })).status,
          400,
          JSON.stringify(json),
        );
    } finally {
      await inspecting.close();
    }
    // Without inspection there is no such endpoint.
    assert.equal((await client.call('POST', '/api/_faults/review-requests', { json: {} })).status, 404);
  });
});

describe('the store past its row cap', () => {
  let server;
  before(async () => {
    server = await startServer({ limits: { cartsPerClient: 2 } });
  });
  after(() => server.close());

  it("keeps an address's newest carts, giving back the stock a dropped one holds, and refuses prices and SKUs past the caps", async () => {
    const { sql } = server.api;
    const loaf = await sql.get("SELECT id, qty_in_stock AS stock FROM variants WHERE sku = 'LOAF-SOURDOUGH'");
    const bread = await sql.get("SELECT id FROM variants WHERE sku = 'CLASS-BREAD'");
    const clients = [0, 1, 2].map(() => createClient(server.port));
    for (const c of clients) {
      const crumb = await c.crumb();
      for (const variantId of [loaf.id, bread.id]) {
        const answer = await c.call('POST', `/api/commerce/cart/entries?crumb=${crumb}`, {
          json: { variantId, quantity: 1 },
        });
        assert.equal(answer.status, 200);
      }
      // Entering checkout holds the loaf; the third cart drops the first, whose hold goes back.
      assert.equal((await c.call('GET', '/commerce/goto-checkout')).status, 303);
    }
    assert.equal((await sql.get('SELECT count(*) AS n FROM carts')).n, 2);
    assert.equal((await sql.get('SELECT qty_in_stock AS n FROM variants WHERE id = ?', loaf.id)).n, loaf.stock - 2);
    assert.equal((await clients[0].call('GET', '/api/commerce/cart')).body.id, null);
    assert.equal((await clients[2].call('GET', '/api/commerce/cart')).body.totalQuantity, 2);
    const insert = (sku, price) =>
      sql.run(
        'INSERT INTO variants (product_id, sku, price_cents, sale_price_cents, qty_in_stock) VALUES (1, ?, ?, 0, 0)',
        sku,
        price,
      );
    // Each engine words the refusal its own way: SQLite's "CHECK constraint failed", PostgreSQL's "violates check constraint".
    await assert.rejects(insert('OVER', MAX_PRICE_CENTS + 1), /check constraint/i);
    await assert.rejects(insert('x'.repeat(MAX_SKU + 1), 1), /check constraint/i);
    await assert.rejects(sql.run('UPDATE variants SET qty_in_stock = -1 WHERE id = ?', loaf.id), /check/i);
  });
});
