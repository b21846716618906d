/**
 * What a product list asks of the reference API (examples/server/routes/commerce.mjs, census.mjs): a page of the
 * published products of a category or of all, at most 200 (spec 000 §9), with their categories, pictures and prices;
 * the quick views it records; and the categories a store from before them gains.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openMigrated } from '../../examples/server/lib/migrations.mjs';
import { seedStore } from '../../examples/server/lib/store-seed.mjs';
import { MAX_COLLECTION_PRODUCTS } from '../../examples/server/routes/commerce.mjs';
import { createClient, startServer, storeFor } from './support.mjs';

const PRODUCTS = '/api/commerce/products';

describe('the product list over HTTP', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer({ inspection: true, limits: { writesPerMinute: 1e6 } });
    client = createClient(server.port);
  });
  after(() => server.close());

  it('lists every published product with its category, picture, prices and the categories in use', async () => {
    const { status, body } = await client.call('GET', PRODUCTS);
    assert.equal(status, 200);
    assert.deepEqual(
      body.products.map((p) => [p.slug, p.categories, p.assetUrl]),
      [
        ['linen-apron', ['Kitchen'], '/examples/images/photo-01.jpg'],
        ['sourdough-loaf', ['Bread'], '/examples/images/photo-02.jpg'],
        ['bread-class', ['Classes'], '/examples/images/photo-03.jpg'],
        ['recipe-book', ['Books'], '/examples/images/photo-04.jpg'],
        ['gift-card', ['Gifts'], '/examples/images/photo-05.jpg'],
        ['bread-of-the-month', ['Bread'], '/examples/images/photo-06.jpg'],
      ],
    );
    // The draft stollen is Bread too, but hidden: neither listed nor counted.
    assert.deepEqual(
      [body.total, body.offset, body.limit, body.categories],
      [6, 0, MAX_COLLECTION_PRODUCTS, ['Books', 'Bread', 'Classes', 'Gifts', 'Kitchen']],
    );
    const book = body.products[3].structuredContent;
    assert.deepEqual([book.priceCents, book.salePriceCents, book.onSale], [1200, 900, true]);
  });

  it('filters by category and pages with offset and limit', async () => {
    const bread = (await client.call('GET', `${PRODUCTS}?category=Bread`)).body;
    assert.deepEqual(
      [bread.products.map((p) => p.slug), bread.total, bread.categories.length],
      [['sourdough-loaf', 'bread-of-the-month'], 2, 5],
    );
    const page = (await client.call('GET', `${PRODUCTS}?offset=2&limit=3`)).body;
    assert.deepEqual(
      [page.products.map((p) => p.slug), page.total, page.offset, page.limit],
      [['bread-class', 'recipe-book', 'gift-card'], 6, 2, 3],
    );
    const none = (await client.call('GET', `${PRODUCTS}?category=Nothing`)).body;
    assert.deepEqual([none.products, none.total], [[], 0]);
    const past = (await client.call('GET', `${PRODUCTS}?offset=50`)).body;
    assert.deepEqual([past.products, past.total], [[], 6]);
  });

  it('answers a malformed page query with a 400 JSON error and keeps answering', async () => {
    for (const query of [
      'limit=0',
      'limit=-1',
      'limit=x',
      'limit=',
      'offset=-1',
      'offset=1.5',
      'offset=1e3',
      `category=${'c'.repeat(61)}`,
    ]) {
      const { status, body } = await client.call('GET', `${PRODUCTS}?${query}`);
      assert.deepEqual([status, typeof body.error], [400, 'string'], query);
    }
    assert.equal((await client.call('GET', PRODUCTS)).status, 200);
  });

  it('records a quick view by item id, and refuses a malformed id with a 400', async () => {
    const recorded = await client.call('POST', '/api/census/RecordQuickView/2?outboxId=quick-view-1');
    assert.deepEqual([recorded.status, recorded.body], [200, { ok: true }]);
    // Once per outbox id: a repeated delivery is not a second view.
    await client.call('POST', '/api/census/RecordQuickView/2?outboxId=quick-view-1');
    const stored = (await client.call('GET', '/api/_inspect/census/events?kind=quick-view&subject=2')).body;
    assert.deepEqual(
      stored.map(({ receivedAt: _, ...rest }) => rest),
      [{ id: '2', outboxId: 'quick-view-1' }],
    );
    for (const id of ['a%20b', '%3Cscript%3E', 'a.b', 'x'.repeat(101), '%2F']) {
      const { status, body } = await client.call('POST', `/api/census/RecordQuickView/${id}`);
      assert.deepEqual([status, typeof body.error], [400, 'string'], id);
    }
  });
});

describe('a collection of more than 200 products', () => {
  let dir;
  let server;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sqs-product-list-'));
    const file = join(dir, 'store.db');
    const sql = await openMigrated(await storeFor(file));
    await seedStore(sql);
    await sql.transaction(async (tx) => {
      for (let i = 0; i < 250; i++)
        await tx.run(
          `INSERT INTO products (slug, name, description, product_type, workflow_state, category)
           VALUES (?, ?, '', 1, 'published', 'Rolls')`,
          `roll-${i}`,
          `Roll ${i}`,
        );
    });
    await sql.close();
    server = await startServer({ database: file });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists at most 200 at a time, clamping a larger limit, and the rest from an offset', async () => {
    const client = createClient(server.port);
    const all = (await client.call('GET', `${PRODUCTS}?category=Rolls`)).body;
    assert.deepEqual([all.products.length, all.total, all.limit], [200, 250, 200]);
    const asked = (await client.call('GET', `${PRODUCTS}?category=Rolls&limit=500`)).body;
    assert.deepEqual([asked.products.length, asked.limit], [200, 200]);
    const rest = (await client.call('GET', `${PRODUCTS}?category=Rolls&offset=200`)).body;
    assert.deepEqual([rest.products.length, rest.products[0].slug], [50, 'roll-200']);
  });
});

// A SQLite store an older server made (lib/store-seed.mjs `upgradeSqliteStore`): a PostgreSQL store has no such past.
describe('a store from before categories', { skip: Boolean(process.env.DATABASE_URL) && 'SQLite stores only' }, () => {
  it('gains the category and picture columns, and its seeded products their category and picture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqs-product-list-old-'));
    try {
      const file = join(dir, 'store.db');
      const sql = await openMigrated(file);
      await seedStore(sql);
      // As a SQLite store of an older server was (lib/store-seed.mjs `upgradeSqliteStore`).
      const db = sql.sqlite;
      db.exec('ALTER TABLE products DROP COLUMN category; ALTER TABLE products DROP COLUMN asset_url');
      db.prepare(
        "INSERT INTO products (slug, name, description, product_type, workflow_state) VALUES ('own', 'Own', '', 1, 'published')",
      ).run();
      await sql.close();
      const server = await startServer({ database: file });
      try {
        const { body } = await createClient(server.port).call('GET', PRODUCTS);
        const bySlug = Object.fromEntries(body.products.map((p) => [p.slug, [p.categories, p.assetUrl]]));
        assert.deepEqual(bySlug['sourdough-loaf'], [['Bread'], '/examples/images/photo-02.jpg']);
        // A product the owner added keeps no category rather than a guessed one.
        assert.deepEqual(bySlug.own, [[], '']);
        assert.equal(body.total, 7);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
