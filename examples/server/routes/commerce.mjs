/**
 * The store (spec 000 §2, §3, §9): the catalogue, the visitor's cart and the checkout pages. Everything a visitor
 * sees is computed here: the cart entity (spec 000 §3 "Shopping cart") carries its subtotal, tax, shipping, coupon
 * discount, grand total, item count and whether the store's minimum order subtotal is met.
 *
 * The cart belongs to a browser-session cookie, `CartSession` (HttpOnly), set by the first add. Adding reserves stock:
 * one transaction with a conditional UPDATE (`qty_in_stock >= wanted`), so concurrent adds never take the stock
 * below 0 — the ones that find too little are answered 409. Lowering a quantity or removing an entry gives the stock
 * back. Writes need a crumb (lib/crumb.mjs); bodies are JSON objects of at most `MAX_STORE_BODY` bytes.
 *
 * Totals (the store settings row): tax is `taxRateBasisPoints` (800 = 8 %) of the discounted subtotal of everything
 * but gift cards, rounded to the cent; shipping is `shippingCents` when the cart holds a physical product, free from
 * `freeShippingFromCents` of subtotal and for carts of digital products, services and gift cards only; a percent
 * coupon takes that share of the subtotal (rounded), a fixed one its amount (at most the subtotal).
 *
 * `/commerce/goto-checkout` without a cart session answers 401 `{ error, sessionMissing: true }` with the spec's
 * alert text as `error` (the client shows it); with one it issues a checkout token (an hour) and redirects (303) to
 * `/checkout?cartToken=…`, a server-rendered summary of the order (no payment here).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { parseCookies, serverCookie } from '../lib/cookies.mjs';
import { checkCrumb } from '../lib/crumb.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { escapeHtml } from '../lib/html.mjs';
import { keepNewest } from '../lib/row-cap.mjs';
import { API_HEADERS, HttpError, MAX_NESTING, nestingOf, receiveBody } from '../router.mjs';

/** Price cap in cents (spec 000 §9: 1e8 cents). */
export const MAX_PRICE_CENTS = 100_000_000;
/** SKU length cap (spec 000 §9). */
export const MAX_SKU = 60;
/** A generated SKU: the letters SQ and 7 digits (spec 000 §9). */
export const GENERATED_SKU = /^SQ\d{7}$/;
/** The largest store request body, in bytes. */
export const MAX_STORE_BODY = 4_000;
/** The largest quantity of one entry. */
export const MAX_QUANTITY = 999;
/** The spec's checkout alert (spec 000 §2), the `error` of goto-checkout without a cart session. */
export const SESSION_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
/** The cart session cookie. */
export const CART_COOKIE = 'CartSession';
/** How long a checkout token lasts. */
export const CHECKOUT_TOKEN_MS = 60 * 60 * 1000;
/** Product types (spec 000 §9; runtime/enums.ts `ProductType`). */
export const PRODUCT_TYPE = Object.freeze({ physical: 1, digital: 2, service: 3, giftCard: 4 });
/** The product workflow labels (spec 000 §4). */
const WORKFLOW_LABEL = { published: 'Available', scheduled: 'Scheduled', draft: 'Hidden' };

const SESSION = /^[\w-]{32}$/;
const TOKEN = /^[\w-]{32}$/;
const ID = /^[\w-]{1,64}$/;
const MAX_COUPON = 40;

const bad = (message) => new HttpError(400, message);
const notFound = (message) => new HttpError(404, message);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Returns `value` when it is a whole number from `min` to `max`, else throws a 400 naming `name`. */
export function wholeNumber(value, name, min, max) {
  if (!Number.isInteger(value) || value < min || value > max)
    throw bad(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Returns a generated SKU: SQ and 7 random digits. */
export const generateSku = () => `SQ${String(randomInt(10_000_000)).padStart(7, '0')}`;

/**
 * Returns the variant `{ sku, priceCents, salePriceCents }` checked against the caps (price ≤ 1e8 cents, SKU 1–60
 * characters; a missing SKU is generated), or throws a 400.
 */
export function checkVariant({ sku = generateSku(), priceCents, salePriceCents = priceCents, ...rest }) {
  if (typeof sku !== 'string' || sku.length < 1 || sku.length > MAX_SKU)
    throw bad(`sku must be 1 to ${MAX_SKU} characters`);
  wholeNumber(priceCents, 'priceCents', 0, MAX_PRICE_CENTS);
  wholeNumber(salePriceCents, 'salePriceCents', 0, MAX_PRICE_CENTS);
  return { ...rest, sku, priceCents, salePriceCents };
}

/** Returns the JSON object body of `req` (at most `MAX_STORE_BODY` bytes), or throws a 4xx. */
export async function readJsonObject(req) {
  const chunks = [];
  await receiveBody(req, (c) => chunks.push(c), MAX_STORE_BODY);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Expected a JSON body');
  const text = Buffer.concat(chunks).toString('utf8');
  if (nestingOf(text) > MAX_NESTING) throw bad(`JSON nested deeper than ${MAX_NESTING} levels`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw bad('Malformed JSON body');
  }
  if (!isObject(body)) throw bad('Expected a JSON object');
  return body;
}

/** Returns `cents` as a Money value (spec 000 §3) in `currency` (two fraction digits: the seeded store uses USD). */
const money = (cents, currency) => ({ value: (cents / 100).toFixed(2), currencyCode: currency });

/**
 * Returns the cart entity (spec 000 §3) of `cart` (`{ id, created_at, coupon }` or null for none) and its `lines`
 * (rows joining entry, variant and product) under the store `settings`.
 */
export function cartEntity(cart, lines, settings) {
  const currency = settings.currency;
  const entries = lines.map((l) => {
    const unitPriceCents = l.on_sale ? l.sale_price_cents : l.price_cents;
    return {
      id: l.entry_id,
      variantId: l.variant_id,
      productId: l.product_id,
      productName: l.name,
      productType: l.product_type,
      sku: l.sku,
      optionValues: JSON.parse(l.option_values),
      quantity: l.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * l.quantity,
    };
  });
  const sum = (list) => list.reduce((n, e) => n + e.lineTotalCents, 0);
  const physical = entries.filter((e) => e.productType === PRODUCT_TYPE.physical);
  const subtotalCents = sum(entries);
  const coupon = cart?.coupon;
  const discountCents = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.amount) / 100)
      : Math.min(coupon.amount, subtotalCents);
  const taxable = Math.max(0, sum(entries.filter((e) => e.productType !== PRODUCT_TYPE.giftCard)) - discountCents);
  const taxCents = Math.round((taxable * settings.tax_rate_basis_points) / 10_000);
  const requiresShipping = physical.length > 0;
  const shippingCostCents =
    requiresShipping && subtotalCents < settings.free_shipping_from_cents ? settings.shipping_cents : 0;
  const hasDigital = entries.some((e) => e.productType === PRODUCT_TYPE.digital);
  return {
    id: cart?.id ?? null,
    websiteId: settings.website_id,
    orderId: null,
    created: cart?.created_at ?? null,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [{ name: 'Sales tax', rateBasisPoints: settings.tax_rate_basis_points }],
    coupons: coupon ? [{ code: coupon.code, kind: coupon.kind, amount: coupon.amount }] : [],
    validCoupons: coupon ? [coupon.code] : [],
    invalidCoupons: [],
    subtotalCents,
    subtotalAmount: money(subtotalCents, currency),
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents - discountCents + taxCents + shippingCostCents,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    hasDigital,
    purelyDigital: hasDigital && entries.every((e) => e.productType === PRODUCT_TYPE.digital),
    requiresShipping,
    minimumSubtotalCents: settings.minimum_subtotal_cents,
    minimumSubtotalMet: entries.length > 0 && subtotalCents >= settings.minimum_subtotal_cents,
  };
}

/** Returns the subscription text of a plan (spec 000 §3): weekly, monthly or yearly; one or more periods; finite or not. */
export function planText({ unit, value, cycles }) {
  const word = { weekly: 'week', monthly: 'month', yearly: 'year' }[unit];
  const every = value === 1 ? `every ${word}` : `every ${value} ${word}s`;
  return `Billed ${every}, ${cycles === 0 ? 'until cancelled' : `${cycles} payment${cycles === 1 ? '' : 's'}`}`;
}

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
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND ${MAX_QUANTITY}), UNIQUE (cart_id, variant_id));
  CREATE TABLE IF NOT EXISTS checkout_tokens (
    token TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts (id), expires_at INTEGER NOT NULL);
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
const COUPONS = [
  ['BAKE10', 'percent', 10],
  ['FIVEOFF', 'fixed', 500],
];

/** Creates the store tables and seeds the settings, the catalogue, coupons and a donation page on first start. */
function seed(db) {
  db.exec(SCHEMA);
  if (db.prepare('SELECT 1 FROM store_settings').get()) return;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO store_settings (id, website_id, currency, minimum_subtotal_cents, tax_rate_basis_points,
       shipping_cents, free_shipping_from_cents) VALUES (1, 'bakery-website', 'USD', 2000, 800, 600, 7500)`,
    ).run();
    const product = db.prepare(
      `INSERT INTO products (slug, name, description, product_type, workflow_state, billing_period_unit,
       billing_period_value, num_billing_cycles) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
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
    const coupon = db.prepare('INSERT INTO coupons (code, kind, amount) VALUES (?, ?, ?)');
    for (const row of COUPONS) coupon.run(...row);
    db.prepare(
      "INSERT INTO donate_pages (id, title) VALUES ('bread-for-all', 'Bread for all: the community oven')",
    ).run();
  })();
}

/** Returns the product `row` as the API shows it (spec 000 §3 "Product"), with its `variants` rows. */
function productOf(row, variants, currency) {
  const shown = variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: money(v.price_cents, currency),
    priceCents: v.price_cents,
    salePrice: money(v.sale_price_cents, currency),
    salePriceCents: v.sale_price_cents,
    onSale: Boolean(v.on_sale),
    qtyInStock: v.qty_in_stock,
    unlimited: Boolean(v.unlimited),
    optionValues: JSON.parse(v.option_values),
  }));
  const structuredContent = { productType: row.product_type, variants: shown };
  // spec 000 §3: digital products also carry priceCents, salePriceCents and onSale themselves.
  if (row.product_type === PRODUCT_TYPE.digital)
    Object.assign(structuredContent, {
      priceCents: shown[0].priceCents,
      salePriceCents: shown[0].salePriceCents,
      onSale: shown[0].onSale,
    });
  if (row.billing_period_unit) {
    const plan = { unit: row.billing_period_unit, value: row.billing_period_value, cycles: row.num_billing_cycles };
    structuredContent.subscriptionPlan = {
      billingPeriod: { value: plan.value, unit: plan.unit },
      numBillingCycles: plan.cycles,
      text: planText(plan),
    };
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    workflowState: row.workflow_state,
    workflowLabel: WORKFLOW_LABEL[row.workflow_state] ?? 'Unsupported',
    structuredContent,
  };
}

/** Returns the HTML page titled `title` around `body` (already escaped). */
const pageOf = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Sends `html` as a 200 page under the site's Content-Security-Policy. */
function sendPage(res, html) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    ...API_HEADERS,
  });
  res.end(html);
}

const dollars = (cents) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** Registers the store's endpoints and pages and its tables, seeded on first start. */
export function register(router, db, { limits }) {
  seed(db);
  const settings = () => db.prepare('SELECT * FROM store_settings WHERE id = 1').get();
  const variantsOf = db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY id');
  const linesOf = db.prepare(
    `SELECT e.id AS entry_id, e.variant_id, e.quantity, v.sku, v.price_cents, v.sale_price_cents, v.on_sale,
       v.option_values, p.id AS product_id, p.name, p.product_type, p.billing_period_unit, p.billing_period_value,
       p.num_billing_cycles
     FROM cart_entries e JOIN variants v ON v.id = e.variant_id JOIN products p ON p.id = v.product_id
     WHERE e.cart_id = ? ORDER BY e.id`,
  );
  // Reserves `n` of a variant: never below 0 (an unlimited variant keeps its count); returns whether it could.
  const reserve = db.prepare(
    `UPDATE variants SET qty_in_stock = qty_in_stock - CASE WHEN unlimited = 1 THEN 0 ELSE ? END
     WHERE id = ? AND (unlimited = 1 OR qty_in_stock >= ?)`,
  );
  const release = db.prepare('UPDATE variants SET qty_in_stock = qty_in_stock + ? WHERE id = ? AND unlimited = 0');

  /** Returns the cart of the request's session cookie (`{ id, created_at, coupon }`), or undefined. */
  function cartOf(req) {
    const id = parseCookies(req)[CART_COOKIE];
    return typeof id === 'string' && SESSION.test(id) ? cartById(id) : undefined;
  }
  /** Returns the cart `id` (`{ id, created_at, coupon }`), or undefined. */
  function cartById(id) {
    const cart = db.prepare('SELECT id, created_at, coupon_code FROM carts WHERE id = ?').get(id);
    if (!cart) return undefined;
    const coupon = cart.coupon_code
      ? db.prepare('SELECT code, kind, amount FROM coupons WHERE code = ?').get(cart.coupon_code)
      : undefined;
    return { ...cart, coupon };
  }
  const entityOf = (cart) => cartEntity(cart ?? null, cart ? linesOf.all(cart.id) : [], settings());

  /** Drops the oldest carts past the row cap, giving their reserved stock back. */
  function dropOldCarts() {
    const old = db
      .prepare('SELECT id FROM carts ORDER BY rowid DESC LIMIT -1 OFFSET ?')
      .all(limits.maxRows)
      .map((c) => c.id);
    for (const id of old) {
      for (const e of db.prepare('SELECT variant_id, quantity FROM cart_entries WHERE cart_id = ?').all(id))
        release.run(e.quantity, e.variant_id);
      db.prepare('DELETE FROM cart_entries WHERE cart_id = ?').run(id);
      db.prepare('DELETE FROM checkout_tokens WHERE cart_id = ?').run(id);
      db.prepare('DELETE FROM carts WHERE id = ?').run(id);
    }
  }

  /** Returns the request's cart, or a 404 when it has none. */
  function requireCart(req) {
    const cart = cartOf(req);
    if (!cart) throw notFound('No cart: add an item first');
    return cart;
  }

  /** Returns the entry id of the path parameter `param`, or throws a 400. */
  function entryIdOf(param) {
    if (!/^\d{1,12}$/.test(param)) throw bad('entryId must be a number');
    return Number(param);
  }

  /** Returns the entry `id` of `cart` (`{ id, variant_id, quantity }`), or throws a 404. */
  function entryOf(cart, id) {
    const entry = db
      .prepare('SELECT id, variant_id, quantity FROM cart_entries WHERE id = ? AND cart_id = ?')
      .get(id, cart.id);
    if (!entry) throw notFound('No such entry in the cart');
    return entry;
  }

  /** Sets the entry's quantity (0 removes it), reserving or releasing the difference; throws a 409 for too little stock. */
  const setQuantity = db.transaction((cart, entry, quantity) => {
    const more = quantity - entry.quantity;
    if (more > 0 && reserve.run(more, entry.variant_id, more).changes === 0)
      throw new HttpError(409, 'Not enough stock', { variantId: entry.variant_id });
    if (more < 0) release.run(-more, entry.variant_id);
    if (quantity === 0) db.prepare('DELETE FROM cart_entries WHERE id = ?').run(entry.id);
    else db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id);
  });

  router.route('GET', '/api/commerce/products', () => {
    const { currency } = settings();
    const rows = db.prepare("SELECT * FROM products WHERE workflow_state = 'published' ORDER BY id").all();
    return { products: rows.map((row) => productOf(row, variantsOf.all(row.id), currency)) };
  });

  router.route('GET', '/api/commerce/products/:slug', ({ params }) => {
    const row = db.prepare("SELECT * FROM products WHERE slug = ? AND workflow_state = 'published'").get(params.slug);
    if (!row) throw notFound('No such product');
    return productOf(row, variantsOf.all(row.id), settings().currency);
  });

  router.route('GET', '/api/commerce/cart', ({ req }) => entityOf(cartOf(req)));

  router.route('POST', '/api/commerce/cart/entries', async ({ req, res }) => {
    checkCrumb(db, req);
    const body = await readJsonObject(req);
    const variantId = wholeNumber(body.variantId, 'variantId', 1, Number.MAX_SAFE_INTEGER);
    const quantity = wholeNumber(body.quantity ?? 1, 'quantity', 1, MAX_QUANTITY);
    const variant = db
      .prepare(
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.id = ? AND p.workflow_state = 'published'`,
      )
      .get(variantId);
    if (!variant) throw notFound('No such variant');
    const cart = db.transaction(() => {
      let found = cartOf(req);
      if (!found) {
        found = { id: randomBytes(24).toString('base64url'), created_at: Date.now() };
        db.prepare('INSERT INTO carts (id, created_at) VALUES (?, ?)').run(found.id, found.created_at);
        dropOldCarts();
      }
      const entry = db
        .prepare('SELECT id, variant_id, quantity FROM cart_entries WHERE cart_id = ? AND variant_id = ?')
        .get(found.id, variantId);
      if (entry) {
        if (entry.quantity + quantity > MAX_QUANTITY) throw bad(`An entry holds at most ${MAX_QUANTITY}`);
        setQuantity(found, entry, entry.quantity + quantity);
      } else {
        if (reserve.run(quantity, variantId, quantity).changes === 0)
          throw new HttpError(409, 'Not enough stock', { variantId });
        db.prepare('INSERT INTO cart_entries (cart_id, variant_id, quantity) VALUES (?, ?, ?)').run(
          found.id,
          variantId,
          quantity,
        );
      }
      return found;
    })();
    res.setHeader('set-cookie', serverCookie(req, CART_COOKIE, cart.id));
    return entityOf(cartById(cart.id));
  });

  router.route('PUT', '/api/commerce/cart/entries/:entryId', async ({ req, params }) => {
    checkCrumb(db, req);
    const id = entryIdOf(params.entryId);
    const body = await readJsonObject(req);
    const quantity = wholeNumber(body.quantity, 'quantity', 0, MAX_QUANTITY);
    const cart = requireCart(req);
    setQuantity(cart, entryOf(cart, id), quantity);
    return entityOf(cart);
  });

  router.route('DELETE', '/api/commerce/cart/entries/:entryId', ({ req, params }) => {
    checkCrumb(db, req);
    const id = entryIdOf(params.entryId);
    const cart = requireCart(req);
    setQuantity(cart, entryOf(cart, id), 0);
    return entityOf(cart);
  });

  router.route('POST', '/api/commerce/cart/coupons', async ({ req }) => {
    checkCrumb(db, req);
    const { code } = await readJsonObject(req);
    if (typeof code !== 'string' || code.length < 1 || code.length > MAX_COUPON)
      throw bad(`code must be 1 to ${MAX_COUPON} characters`);
    const cart = requireCart(req);
    const coupon = db.prepare('SELECT code, kind, amount FROM coupons WHERE code = ?').get(code.trim());
    if (!coupon) throw notFound('Unknown coupon code');
    db.prepare('UPDATE carts SET coupon_code = ? WHERE id = ?').run(coupon.code, cart.id);
    return entityOf({ ...cart, coupon });
  });

  router.route('DELETE', '/api/commerce/cart/coupons', ({ req }) => {
    checkCrumb(db, req);
    const cart = requireCart(req);
    db.prepare('UPDATE carts SET coupon_code = NULL WHERE id = ?').run(cart.id);
    return entityOf({ ...cart, coupon: undefined });
  });

  router.route(
    'GET',
    '/commerce/goto-checkout',
    ({ req, res }) => {
      const cart = cartOf(req);
      if (!cart) throw new HttpError(401, SESSION_ALERT, { sessionMissing: true });
      const entity = entityOf(cart);
      if (entity.entries.length === 0) throw new HttpError(409, 'Your cart is empty');
      if (!entity.minimumSubtotalMet)
        throw new HttpError(409, `The order subtotal must be at least ${dollars(entity.minimumSubtotalCents)}`, {
          minimumSubtotalCents: entity.minimumSubtotalCents,
        });
      const token = randomBytes(24).toString('base64url');
      db.prepare('DELETE FROM checkout_tokens WHERE expires_at <= ?').run(Date.now());
      const { lastInsertRowid } = db
        .prepare('INSERT INTO checkout_tokens (token, cart_id, expires_at) VALUES (?, ?, ?)')
        .run(token, cart.id, Date.now() + CHECKOUT_TOKEN_MS);
      keepNewest(db, 'checkout_tokens', lastInsertRowid, limits.maxRows);
      res.writeHead(303, { location: `/checkout?cartToken=${token}`, ...API_HEADERS });
      res.end();
    },
    { stores: true },
  );

  /** Returns the cart entity of the query's unexpired `cartToken`, or throws a 4xx. */
  function checkoutCart(query) {
    const token = query.get('cartToken');
    if (!token || !TOKEN.test(token)) throw bad('cartToken must be a checkout token');
    const row = db
      .prepare('SELECT cart_id FROM checkout_tokens WHERE token = ? AND expires_at > ?')
      .get(token, Date.now());
    if (!row) throw notFound('No such checkout, or it has expired');
    return { entity: entityOf(cartById(row.cart_id)), cartId: row.cart_id };
  }

  const orderHtml = (entity) => {
    const rows = entity.entries.map(
      (e) =>
        `<tr><td>${escapeHtml(e.productName)}${e.optionValues.map((o) => ` · ${escapeHtml(o.value)}`).join('')}</td>` +
        `<td>${e.quantity}</td><td>${dollars(e.lineTotalCents)}</td></tr>`,
    );
    const total = (label, cents) => `<tr><th scope="row" colspan="2">${label}</th><td>${dollars(cents)}</td></tr>`;
    return (
      '<table><caption>Your order</caption><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th>' +
      `<th scope="col">Price</th></tr></thead><tbody>${rows.join('')}</tbody><tfoot>` +
      total('Subtotal', entity.subtotalCents) +
      (entity.discountCents ? total('Discount', -entity.discountCents) : '') +
      total('Tax', entity.taxCents) +
      total('Shipping', entity.shippingCostCents) +
      total('Total', entity.grandTotalCents) +
      '</tfoot></table><p>Payment is not part of this reference server.</p>'
    );
  };

  router.route('GET', '/checkout', ({ res, query }) => {
    sendPage(res, pageOf('Checkout', orderHtml(checkoutCart(query).entity)));
  });

  router.route('GET', '/checkout/subscribe', ({ res, query }) => {
    const { entity, cartId } = checkoutCart(query);
    const plans = linesOf.all(cartId).filter((l) => l.billing_period_unit);
    if (plans.length === 0) throw bad('The cart holds no subscription');
    const items = plans.map(
      (l) =>
        `<li>${escapeHtml(l.name)}: ${escapeHtml(
          planText({ unit: l.billing_period_unit, value: l.billing_period_value, cycles: l.num_billing_cycles }),
        )}</li>`,
    );
    sendPage(res, pageOf('Subscription checkout', `<ul>${items.join('')}</ul>${orderHtml(entity)}`));
  });

  router.route('GET', '/checkout/donate', ({ res, query }) => {
    const id = query.get('donatePageId');
    if (!id || !ID.test(id)) throw bad('donatePageId must be 1 to 64 letters, digits, - or _');
    const page = db.prepare('SELECT title FROM donate_pages WHERE id = ?').get(id);
    if (!page) throw notFound('No such donation page');
    sendPage(
      res,
      pageOf('Donate', `<p>${escapeHtml(page.title)}</p><p>Payment is not part of this reference server.</p>`),
    );
  });

  router.route('GET', '/checkout/giftcard', ({ res, query }) => {
    const websiteId = query.get('websiteId');
    const productId = query.get('giftCardProductId');
    const sku = query.get('sku');
    if (!websiteId || !ID.test(websiteId)) throw bad('websiteId must be 1 to 64 letters, digits, - or _');
    if (!productId || !/^\d{1,12}$/.test(productId)) throw bad('giftCardProductId must be a number');
    if (sku !== null && (sku.length < 1 || sku.length > MAX_SKU)) throw bad(`sku must be 1 to ${MAX_SKU} characters`);
    const store = settings();
    if (websiteId !== store.website_id) throw notFound('No such website');
    const product = db
      .prepare("SELECT * FROM products WHERE id = ? AND product_type = ? AND workflow_state = 'published'")
      .get(Number(productId), PRODUCT_TYPE.giftCard);
    if (!product) throw notFound('No such gift card');
    const variants = variantsOf.all(product.id);
    if (sku !== null && !variants.some((v) => v.sku === sku)) throw notFound('No such gift-card amount');
    const items = variants.map(
      (v) =>
        `<li${v.sku === sku ? ' aria-current="true"' : ''}>${escapeHtml(dollars(v.price_cents))}` +
        `${v.sku === sku ? ' (chosen)' : ''}</li>`,
    );
    sendPage(
      res,
      pageOf(
        'Gift card checkout',
        `<p>${escapeHtml(product.name)}</p><ul>${items.join('')}</ul><p>Payment is not part of this reference server.</p>`,
      ),
    );
  });
}
