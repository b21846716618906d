/**
 * The store's tables and their seed (docs/reference-api.md, "Store"): the settings row, a small bakery catalogue,
 * coupons and a donation page, written on first start.
 */
import { ensureColumn } from '../db.mjs';
import { checkVariant, MAX_DETAIL_LENGTH, PRODUCT_TYPE } from './store.mjs';

// The tables a store from before them lacks, as migrations/009-store.sql makes them: a SQLite store made before the
// migrations (their steps create only what is missing) gets them at start, with what the rules that came with them
// change (`upgradeSqliteStore`).
const LATER_TABLES = `
  CREATE TABLE IF NOT EXISTS product_form_fields (
    product_id INTEGER NOT NULL REFERENCES products (id), position INTEGER NOT NULL, name TEXT NOT NULL,
    label TEXT NOT NULL, required INTEGER NOT NULL DEFAULT 0,
    max_length INTEGER NOT NULL CHECK (max_length BETWEEN 1 AND ${MAX_DETAIL_LENGTH}), PRIMARY KEY (product_id, name));
  CREATE TABLE IF NOT EXISTS stock_holds (
    cart_id TEXT NOT NULL REFERENCES carts (id), variant_id INTEGER NOT NULL REFERENCES variants (id),
    quantity INTEGER NOT NULL CHECK (quantity >= 1), expires_at INTEGER NOT NULL, PRIMARY KEY (cart_id, variant_id));
  CREATE INDEX IF NOT EXISTS stock_holds_expiry ON stock_holds (expires_at);
`;

// [slug, name, description, type, state, plan, variants]; a variant is [options, priceCents, stock, extra].
const UNLIMITED = -1;
const CATALOGUE = [
  [
    'linen-apron',
    'Linen baker’s apron',
    'Stonewashed linen with a deep front pocket.',
    PRODUCT_TYPE.physical,
    'published',
    null,
    ['S', 'M', 'L'].flatMap((size) =>
      ['Natural', 'Sage'].map((colour) => [
        { Size: size, Colour: colour },
        3200,
        size === 'L' && colour === 'Sage' ? 0 : 5,
        size === 'M' && colour === 'Natural' ? { onSale: true, salePriceCents: 2600 } : {},
      ]),
    ),
  ],
  [
    'sourdough-loaf',
    'Sourdough loaf',
    'A long-fermented country loaf, baked every morning.',
    PRODUCT_TYPE.physical,
    'published',
    null,
    [[{}, 650, 3, { sku: 'LOAF-SOURDOUGH' }]],
  ],
  [
    'bread-class',
    'Bread-baking class',
    'Three hours at the bench with our head baker.',
    PRODUCT_TYPE.service,
    'published',
    null,
    [[{}, 6500, UNLIMITED, { sku: 'CLASS-BREAD' }]],
  ],
  [
    'recipe-book',
    'Sourdough recipe book (PDF)',
    'Forty recipes, from starter to stollen.',
    PRODUCT_TYPE.digital,
    'published',
    null,
    [[{}, 1200, UNLIMITED, { sku: 'BOOK-PDF', onSale: true, salePriceCents: 900 }]],
  ],
  [
    'gift-card',
    'Bakery gift card',
    'For the bread lover in your life.',
    PRODUCT_TYPE.giftCard,
    'published',
    null,
    [2500, 5000, 10000].map((cents) => [
      { Amount: `$${cents / 100}` },
      cents,
      UNLIMITED,
      { sku: `GIFT-${cents / 100}` },
    ]),
  ],
  [
    'bread-of-the-month',
    'Bread of the month',
    'A new loaf at your door every month for a year.',
    PRODUCT_TYPE.physical,
    'published',
    { unit: 'monthly', value: 1, cycles: 12 },
    [[{}, 2400, UNLIMITED, { sku: 'SUB-BREAD' }]],
  ],
  [
    'christmas-stollen',
    'Christmas stollen',
    'Back in December.',
    PRODUCT_TYPE.physical,
    'draft',
    null,
    [[{}, 1800, 10, { sku: 'STOLLEN' }]],
  ],
];
/** The category and the picture of each seeded product, by slug (a product list filters and shows them). */
const SHELF = {
  'linen-apron': ['Kitchen', '/examples/images/photo-01.jpg'],
  'sourdough-loaf': ['Bread', '/examples/images/photo-02.jpg'],
  'bread-class': ['Classes', '/examples/images/photo-03.jpg'],
  'recipe-book': ['Books', '/examples/images/photo-04.jpg'],
  'gift-card': ['Gifts', '/examples/images/photo-05.jpg'],
  'bread-of-the-month': ['Bread', '/examples/images/photo-06.jpg'],
  'christmas-stollen': ['Bread', '/examples/images/photo-07.jpg'],
};
// The details form of a product, by slug: [name, label, required, maxLength].
const FORMS = {
  'gift-card': [
    ['recipient', 'Recipient’s name', true, 60],
    ['message', 'Gift message', false, 200],
  ],
};
const COUPONS = [
  ['BAKE10', 'percent', 10],
  ['FIVEOFF', 'fixed', 500],
];

/**
 * Brings a SQLite store made by an older server (or one a test took tables and columns from) to the shape the
 * migrations give a new one, with what the rules that came since change: the cart entries' details, the products'
 * category and image (the seeded ones get theirs), the details forms, and the stock holds (what old carts took
 * when adding goes back on the shelf, since carts now take it only at checkout). Runs at every start on SQLite,
 * before the migrations (app.mjs); a new store, without products, is left to them.
 */
export async function upgradeSqliteStore(sql) {
  const db = sql.sqlite;
  const has = (name) => Boolean(db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name));
  if (!has('products')) return;
  const holdsAreNew = !has('stock_holds');
  const formsAreNew = !has('product_form_fields');
  if (has('cart_entries') && formsAreNew) ensureColumn(db, 'cart_entries', 'details', "TEXT NOT NULL DEFAULT '{}'");
  db.exec(LATER_TABLES);
  const shelfIsNew = !db.prepare("SELECT 1 FROM pragma_table_info('products') WHERE name = 'category'").get();
  ensureColumn(db, 'products', 'category', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'products', 'asset_url', "TEXT NOT NULL DEFAULT ''");
  if (shelfIsNew) {
    const shelve = db.prepare('UPDATE products SET category = ?, asset_url = ? WHERE slug = ?');
    for (const [slug, [category, assetUrl]] of Object.entries(SHELF)) shelve.run(category, assetUrl, slug);
  }
  if (formsAreNew) await seedForms(sql);
  if (holdsAreNew)
    db.prepare(
      `UPDATE variants SET qty_in_stock = qty_in_stock +
         (SELECT coalesce(sum(quantity), 0) FROM cart_entries WHERE variant_id = variants.id) WHERE unlimited = 0`,
    ).run();
}

const seeded = new WeakMap();

/**
 * Seeds the store of `sql` (lib/sql.mjs) on its first start: the settings, the catalogue, coupons and a donation
 * page; resolves once it is (later calls wait for the same seed).
 */
export function seedStore(sql) {
  if (!seeded.has(sql)) seeded.set(sql, seedOnce(sql));
  return seeded.get(sql);
}

async function seedOnce(sql) {
  if (await sql.get('SELECT 1 AS found FROM store_settings')) return;
  await sql.transaction(async (tx) => {
    const added = await tx.run(
      `INSERT INTO store_settings (id, website_id, currency, minimum_subtotal_cents, tax_rate_basis_points,
       shipping_cents, free_shipping_from_cents) VALUES (1, 'bakery-website', 'USD', 2000, 800, 600, 7500)
       ON CONFLICT (id) DO NOTHING`,
    );
    // Servers starting together on one store seed it once.
    if (added.changes === 0) return;
    for (const [slug, name, description, type, state, plan, variants] of CATALOGUE) {
      const { id } = await tx.get(
        `INSERT INTO products (slug, name, description, product_type, workflow_state, billing_period_unit,
         billing_period_value, num_billing_cycles, category, asset_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        slug,
        name,
        description,
        type,
        state,
        plan?.unit ?? null,
        plan?.value ?? null,
        plan?.cycles ?? null,
        ...SHELF[slug],
      );
      for (const [options, priceCents, stock, extra] of variants) {
        const v = checkVariant({ priceCents, ...extra });
        const optionValues = Object.entries(options).map(([optionName, value]) => ({ optionName, value }));
        await tx.run(
          `INSERT INTO variants (product_id, sku, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited,
           option_values) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          id,
          v.sku,
          v.priceCents,
          v.salePriceCents,
          v.onSale ? 1 : 0,
          Math.max(0, stock),
          stock === UNLIMITED ? 1 : 0,
          JSON.stringify(optionValues),
        );
      }
    }
    await seedForms(tx);
    for (const [code, kind, amount] of COUPONS)
      await tx.run('INSERT INTO coupons (code, kind, amount) VALUES (?, ?, ?)', code, kind, amount);
    await tx.run("INSERT INTO donate_pages (id, title) VALUES ('bread-for-all', 'Bread for all: the community oven')");
  });
}

/** Writes the seeded details forms of the products there are. */
async function seedForms(sql) {
  for (const [slug, fields] of Object.entries(FORMS))
    for (const [i, [name, label, required, maxLength]] of fields.entries())
      await sql.run(
        `INSERT INTO product_form_fields (product_id, position, name, label, required, max_length)
         SELECT id, ?, ?, ?, ?, ? FROM products WHERE slug = ? ON CONFLICT DO NOTHING`,
        i,
        name,
        label,
        required ? 1 : 0,
        maxLength,
        slug,
      );
}
