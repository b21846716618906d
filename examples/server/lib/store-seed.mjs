/**
 * The store's tables and their seed (docs/reference-api.md, "Store"): the settings row, a small bakery catalogue,
 * coupons and a donation page, written on first start.
 */
import { ensureColumn } from '../db.mjs';
import { checkVariant, MAX_DETAIL_LENGTH, MAX_PRICE_CENTS, MAX_QUANTITY, MAX_SKU, PRODUCT_TYPE } from './store.mjs';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS store_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1), website_id TEXT NOT NULL, currency TEXT NOT NULL,
    minimum_subtotal_cents INTEGER NOT NULL, tax_rate_basis_points INTEGER NOT NULL, shipping_cents INTEGER NOT NULL,
    free_shipping_from_cents INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL,
    product_type INTEGER NOT NULL CHECK (product_type IN (1, 2, 3, 4)),
    workflow_state TEXT NOT NULL CHECK (workflow_state IN ('published', 'scheduled', 'draft')),
    billing_period_unit TEXT CHECK (billing_period_unit IN ('weekly', 'monthly', 'yearly')),
    billing_period_value INTEGER CHECK (billing_period_value BETWEEN 1 AND 52),
    num_billing_cycles INTEGER CHECK (num_billing_cycles >= 0));
  CREATE TABLE IF NOT EXISTS variants (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products (id),
    sku TEXT NOT NULL UNIQUE CHECK (length(sku) BETWEEN 1 AND ${MAX_SKU}),
    price_cents INTEGER NOT NULL CHECK (price_cents BETWEEN 0 AND ${MAX_PRICE_CENTS}),
    sale_price_cents INTEGER NOT NULL CHECK (sale_price_cents BETWEEN 0 AND ${MAX_PRICE_CENTS}),
    on_sale INTEGER NOT NULL DEFAULT 0, qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0),
    unlimited INTEGER NOT NULL DEFAULT 0, option_values TEXT NOT NULL DEFAULT '[]');
  CREATE TABLE IF NOT EXISTS coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE, kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    amount INTEGER NOT NULL CHECK (amount > 0));
  CREATE TABLE IF NOT EXISTS carts (
    id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, coupon_code TEXT REFERENCES coupons (code));
  CREATE TABLE IF NOT EXISTS cart_entries (
    id INTEGER PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts (id), variant_id INTEGER NOT NULL REFERENCES variants (id),
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND ${MAX_QUANTITY}), details TEXT NOT NULL DEFAULT '{}',
    UNIQUE (cart_id, variant_id));
  CREATE TABLE IF NOT EXISTS product_form_fields (
    product_id INTEGER NOT NULL REFERENCES products (id), position INTEGER NOT NULL, name TEXT NOT NULL,
    label TEXT NOT NULL, required INTEGER NOT NULL DEFAULT 0,
    max_length INTEGER NOT NULL CHECK (max_length BETWEEN 1 AND ${MAX_DETAIL_LENGTH}), PRIMARY KEY (product_id, name));
  CREATE TABLE IF NOT EXISTS checkout_tokens (
    token TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts (id), expires_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS stock_holds (
    cart_id TEXT NOT NULL REFERENCES carts (id), variant_id INTEGER NOT NULL REFERENCES variants (id),
    quantity INTEGER NOT NULL CHECK (quantity >= 1), expires_at INTEGER NOT NULL, PRIMARY KEY (cart_id, variant_id));
  CREATE INDEX IF NOT EXISTS stock_holds_expiry ON stock_holds (expires_at);
  CREATE TABLE IF NOT EXISTS donate_pages (id TEXT PRIMARY KEY, title TEXT NOT NULL);
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

const ready = new WeakSet();

/** Creates the store tables of `db` and seeds the settings, the catalogue, coupons and a donation page, once. */
export function openStore(db) {
  if (ready.has(db)) return;
  ready.add(db);
  const holdsAreNew = !db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'stock_holds'").get();
  const formsAreNew = !db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'product_form_fields'").get();
  // A store from before details forms has cart entries without their answers.
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'cart_entries'").get() && formsAreNew)
    db.exec("ALTER TABLE cart_entries ADD COLUMN details TEXT NOT NULL DEFAULT '{}'");
  db.exec(SCHEMA);
  // A store from before categories gains the two columns; its seeded products get theirs (others stay uncategorised).
  const shelfIsNew = !db.prepare("SELECT 1 FROM pragma_table_info('products') WHERE name = 'category'").get();
  ensureColumn(db, 'products', 'category', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'products', 'asset_url', "TEXT NOT NULL DEFAULT ''");
  if (shelfIsNew) {
    const shelve = db.prepare('UPDATE products SET category = ?, asset_url = ? WHERE slug = ?');
    for (const [slug, [category, assetUrl]] of Object.entries(SHELF)) shelve.run(category, assetUrl, slug);
  }
  if (formsAreNew) seedForms(db);
  // A store from before stock holds took the stock at every add: what its carts hold goes back on the shelf, since
  // they now take it only at checkout (a new store has no entries yet).
  if (holdsAreNew)
    db.prepare(
      `UPDATE variants SET qty_in_stock = qty_in_stock +
         (SELECT coalesce(sum(quantity), 0) FROM cart_entries WHERE variant_id = variants.id) WHERE unlimited = 0`,
    ).run();
  if (db.prepare('SELECT 1 FROM store_settings').get()) return;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO store_settings (id, website_id, currency, minimum_subtotal_cents, tax_rate_basis_points,
       shipping_cents, free_shipping_from_cents) VALUES (1, 'bakery-website', 'USD', 2000, 800, 600, 7500)`,
    ).run();
    const product = db.prepare(
      `INSERT INTO products (slug, name, description, product_type, workflow_state, billing_period_unit,
       billing_period_value, num_billing_cycles, category, asset_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const variant = db.prepare(
      `INSERT INTO variants (product_id, sku, price_cents, sale_price_cents, on_sale, qty_in_stock, unlimited,
       option_values) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [slug, name, description, type, state, plan, variants] of CATALOGUE) {
      const { lastInsertRowid: id } = product.run(
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
        variant.run(
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
    seedForms(db);
    const coupon = db.prepare('INSERT INTO coupons (code, kind, amount) VALUES (?, ?, ?)');
    for (const row of COUPONS) coupon.run(...row);
    db.prepare(
      "INSERT INTO donate_pages (id, title) VALUES ('bread-for-all', 'Bread for all: the community oven')",
    ).run();
  })();
}

/** Writes the seeded details forms of the products there are. */
function seedForms(db) {
  const field = db.prepare(
    `INSERT OR IGNORE INTO product_form_fields (product_id, position, name, label, required, max_length)
     SELECT id, ?, ?, ?, ?, ? FROM products WHERE slug = ?`,
  );
  for (const [slug, fields] of Object.entries(FORMS))
    fields.forEach(([name, label, required, maxLength], i) =>
      field.run(i, name, label, required ? 1 : 0, maxLength, slug),
    );
}
