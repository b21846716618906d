/**
 * The details form of a cart entry over HTTP (examples/server/routes/commerce.mjs): a gift card's recipient and
 * message are read and written at `/api/commerce/cart/entries/:id/details`, missing or too-long answers are a 400
 * naming each field, another visitor's entry is a 404, and checkout entry waits for the required answers.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { MAX_STORE_BODY } from '../../examples/server/lib/store.mjs';
import { createClient, startServer } from './support.mjs';

describe('cart entry details over HTTP', () => {
  let server;
  let client;
  let crumb;
  let variants;
  const add = (c, variantId, token = crumb) =>
    c.call('POST', `/api/commerce/cart/entries?crumb=${token}`, { json: { variantId, quantity: 1 } });
  const details = (id, token = crumb) => `/api/commerce/cart/entries/${id}/details?crumb=${token}`;

  before(async () => {
    server = await startServer({ limits: { writesPerMinute: 1e6 } });
    const { products } = (await createClient(server.port).call('GET', '/api/commerce/products')).body;
    const first = (slug) => products.find((p) => p.slug === slug).structuredContent.variants[0].id;
    variants = { gift: first('gift-card'), book: first('recipe-book') };
  });
  after(() => server.close());
  beforeEach(async () => {
    client = createClient(server.port);
    crumb = await client.crumb();
  });

  it('marks the entries with a details form, answers its fields and values, and stores complete answers', async () => {
    await add(client, variants.book);
    const cart = (await add(client, variants.gift)).body;
    const [book, gift] = cart.entries;
    assert.equal(book.hasDetails, undefined);
    assert.deepEqual([gift.hasDetails, gift.detailsComplete], [true, false]);
    const form = await client.call('GET', details(gift.id));
    assert.equal(form.status, 200);
    assert.deepEqual(form.body, {
      entryId: gift.id,
      fields: [
        { name: 'recipient', label: 'Recipient’s name', required: true, maxLength: 60, value: '' },
        { name: 'message', label: 'Gift message', required: false, maxLength: 200, value: '' },
      ],
    });
    const saved = await client.call('PUT', details(gift.id), { json: { recipient: 'Ada', message: 'Enjoy' } });
    assert.equal(saved.status, 200);
    assert.deepEqual([saved.body.entries[1].detailsComplete, saved.body.totalQuantity], [true, 2]);
    const again = await client.call('GET', details(gift.id));
    assert.deepEqual(
      again.body.fields.map((f) => f.value),
      ['Ada', 'Enjoy'],
    );
    // Answers replace the earlier ones: a field left out is emptied.
    await client.call('PUT', details(gift.id), { json: { recipient: 'Grace' } });
    assert.deepEqual(
      (await client.call('GET', details(gift.id))).body.fields.map((f) => f.value),
      ['Grace', ''],
    );
  });

  it('answers missing or too-long answers with a 400 naming each field, and keeps the earlier answers', async () => {
    const gift = (await add(client, variants.gift)).body.entries[0];
    await client.call('PUT', details(gift.id), { json: { recipient: 'Ada' } });
    const cases = [
      [{}, { recipient: 'required' }],
      [
        { recipient: '   ', message: 'x'.repeat(201) },
        { recipient: 'required', message: 'too-long' },
      ],
      [{ recipient: 'x'.repeat(61) }, { recipient: 'too-long' }],
    ];
    for (const [json, fields] of cases) {
      const answer = await client.call('PUT', details(gift.id), { json });
      assert.equal(answer.status, 400, JSON.stringify(json).slice(0, 60));
      assert.deepEqual(answer.body, { error: 'Some details are missing or invalid', fields });
    }
    assert.equal((await client.call('GET', details(gift.id))).body.fields[0].value, 'Ada');
  });

  it('answers every malformed details request with a 4xx JSON error; another visitor’s entry is a 404', async () => {
    const none = await client.call('GET', details(1));
    assert.equal(none.status, 404, 'no cart');
    const cart = (await add(client, variants.book)).body;
    const gift = (await add(client, variants.gift)).body.entries[1].id;
    const other = createClient(server.port);
    const token = await other.crumb();
    const theirs = (await add(other, variants.gift, token)).body.entries[0].id;
    const cases = [
      ['GET', details('abc'), {}, 400],
      ['GET', details(cart.entries[0].id), {}, 404],
      ['GET', details(theirs), {}, 404],
      ['GET', details(999_999), {}, 404],
      ['PUT', `/api/commerce/cart/entries/${gift}/details`, { json: { recipient: 'A' } }, 401],
      ['PUT', details(theirs), { json: { recipient: 'A' } }, 404],
      ['PUT', details(gift), { body: 'recipient=A' }, 415],
      ['PUT', details(gift), { body: '{', headers: { 'content-type': 'application/json' } }, 400],
      ['PUT', details(gift), { json: ['A'] }, 400],
      ['PUT', details(gift), { json: null }, 400],
      ['PUT', details(gift), { json: { recipient: 5 } }, 400],
      ['PUT', details(gift), { json: { recipient: 'A', colour: 'red' } }, 400],
      [
        'PUT',
        details(gift),
        { body: '{"__proto__":"A","recipient":"A"}', headers: { 'content-type': 'application/json' } },
        400,
      ],
      ['PUT', details(gift), { json: { recipient: 'x'.repeat(MAX_STORE_BODY) } }, 413],
      ['DELETE', details(gift), {}, 405],
    ];
    for (const [method, path, options, status] of cases) {
      const answer = await client.call(method, path, options);
      assert.equal(answer.status, status, `${method} ${path} ${JSON.stringify(options).slice(0, 80)}`);
      assert.match(answer.headers['content-type'], /^application\/json/);
      assert.equal(typeof answer.body.error, 'string');
    }
    // Nothing reached the other visitor's entry.
    const theirForm = await other.call('GET', details(theirs, token));
    assert.deepEqual(
      theirForm.body.fields.map((f) => f.value),
      ['', ''],
    );
    assert.equal((await client.call('GET', '/api/health')).status, 200);
  });

  it('refuses checkout entry (409) while an entry misses its required details, then lets it in', async () => {
    const gift = (await add(client, variants.gift)).body.entries[0].id;
    const refused = await client.call('GET', '/commerce/goto-checkout');
    assert.deepEqual(
      [refused.status, refused.body.error, refused.body.entryIds],
      [409, 'Some items need their details first', [gift]],
    );
    await client.call('PUT', details(gift), { json: { recipient: 'Ada' } });
    const entered = await client.call('GET', '/commerce/goto-checkout');
    assert.equal(entered.status, 303);
  });
});

// A SQLite store an older server made (lib/store-seed.mjs `upgradeSqliteStore`): a PostgreSQL store has no such past.
describe(
  'a store from before details forms',
  { skip: Boolean(process.env.DATABASE_URL) && 'SQLite stores only' },
  () => {
    it('adds the forms and an answers column to the cart entries it has, keeping its carts', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sqs-details-'));
      const database = join(dir, 'store.sqlite');
      try {
        const first = await startServer({ database });
        const c = createClient(first.port);
        const gift = first.api.db.prepare("SELECT id FROM variants WHERE sku = 'GIFT-25'").get();
        await c.call('POST', `/api/commerce/cart/entries?crumb=${await c.crumb()}`, {
          json: { variantId: gift.id, quantity: 1 },
        });
        // As the store was before: no forms, and entries without answers.
        first.api.db.exec('DROP TABLE product_form_fields; ALTER TABLE cart_entries DROP COLUMN details');
        await first.close();
        const second = await startServer({ database });
        try {
          const again = createClient(second.port);
          for (const [name, value] of c.jar) again.jar.set(name, value);
          const [entry] = (await again.call('GET', '/api/commerce/cart')).body.entries;
          assert.deepEqual([entry.quantity, entry.hasDetails, entry.detailsComplete], [1, true, false]);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
