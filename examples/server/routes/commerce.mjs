/**
 * The store's catalogue and the visitor's cart (spec 000 §3): products, variants and the cart entity, whose totals
 * the server computes (lib/store.mjs). The cart belongs to the `CartSession` cookie (lib/carts.mjs), set by the first
 * add; an add is checked against the stock, answered 409 `Not enough stock` when there is too little, but takes none
 * (checkout entry holds it, routes/checkout.mjs). A client address creates at most `cartsPer10Minutes` carts and
 * tries at most `unknownCouponsPer10Minutes` unknown coupon codes. An entry of a product with a details form (a gift
 * card's recipient and message) has its answers read and written at `…/entries/:entryId/details`. Writes need a crumb (lib/crumb.mjs); bodies are
 * JSON objects of at most `MAX_STORE_BODY` bytes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCarts, CART_COOKIE } from '../lib/carts.mjs';
import { sessionCookie } from '../lib/cookies.mjs';
import { clientOf, createSharedLimiter } from '../lib/rate-limit.mjs';
import { MAX_QUANTITY, productOf, readDetails, readJsonObject, wholeNumber } from '../lib/store.mjs';
import { API_HEADERS, HttpError } from '../router.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';

const MAX_COUPON = 40;
/** The most products one page of a collection lists (spec 000 §9: max products in a collection 200). */
export const MAX_COLLECTION_PRODUCTS = 200;
const MAX_CATEGORY = 60;

const bad = (message) => new HttpError(400, message);
const notFound = (message) => new HttpError(404, message);

/** Returns the entry id of the path parameter `param`, or throws a 400. */
function entryIdOf(param) {
  if (!/^\d{1,12}$/.test(param)) throw bad('entryId must be a number');
  return Number(param);
}

/**
 * Returns the query `name` as a whole number (`fallback` when absent), or throws a 400 below `min`; a value past
 * `max` is clamped to it.
 */
function queryNumber(query, name, min, max, fallback) {
  const text = query.get(name);
  if (text === null) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min) throw bad(`${name} must be a whole number from ${min}`);
  return Math.min(max, Number(text));
}

/** Registers the catalogue and cart endpoints; resolves once the store is seeded. */
/** The cart example page, which the site's cart page (/cart) shows. */
const CART_PAGE = fileURLToPath(new URL('../../cart.html', import.meta.url));

export async function register(router, sql, { limits, now }) {
  const {
    cartOf,
    cartById,
    requireCart,
    entityOf,
    entryOf,
    formOf,
    settings,
    setQuantity,
    releaseExpiredHolds,
    dropOldCarts,
  } = await createCarts(sql, limits, now);
  const newCarts = createSharedLimiter(sql, { name: 'cart', limit: limits.cartsPer10Minutes, windowMs: 10 * 60_000 });
  // Codes are short words (BAKE10): unknown ones are counted per address, so guessing them takes a very long time.
  const unknownCoupons = createSharedLimiter(sql, {
    name: 'unknown-coupon',
    limit: limits.unknownCouponsPer10Minutes,
    windowMs: 10 * 60_000,
  });
  const variantsOf = (productId) => sql.all('SELECT * FROM variants WHERE product_id = ? ORDER BY id', productId);
  const productsOf = async (rows, currency) => {
    const products = [];
    for (const row of rows) products.push(productOf(row, await variantsOf(row.id), currency));
    return products;
  };

  // One page of the published products, of a category or of all: at most MAX_COLLECTION_PRODUCTS, with the total
  // and every category in use, so a list can offer its filter whichever page it shows.
  // The site's cart page lives at /cart (where a cart indicator links by default): here, the cart example page.
  router.route('GET', '/cart', ({ res }) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      ...API_HEADERS,
    });
    res.end(readFileSync(CART_PAGE));
  });

  router.route('GET', '/api/commerce/products', async ({ query }) => {
    const category = query.get('category') ?? '';
    if (category.length > MAX_CATEGORY) throw bad(`category must be at most ${MAX_CATEGORY} characters`);
    const offset = queryNumber(query, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
    const limit = queryNumber(query, 'limit', 1, MAX_COLLECTION_PRODUCTS, MAX_COLLECTION_PRODUCTS);
    await releaseExpiredHolds();
    const { currency } = await settings();
    const where = "workflow_state = 'published' AND (? = '' OR category = ?)";
    const rows = await sql.all(
      `SELECT * FROM products WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`,
      category,
      category,
      limit,
      offset,
    );
    const { total } = await sql.get(`SELECT count(*) AS total FROM products WHERE ${where}`, category, category);
    const categories = (
      await sql.all(
        "SELECT DISTINCT category FROM products WHERE workflow_state = 'published' AND category != '' ORDER BY category",
      )
    ).map((row) => row.category);
    return { products: await productsOf(rows, currency), total, offset, limit, categories };
  });

  router.route('GET', '/api/commerce/products/:slug', async ({ params }) => {
    const row = await sql.get("SELECT * FROM products WHERE slug = ? AND workflow_state = 'published'", params.slug);
    if (!row) throw notFound('No such product');
    await releaseExpiredHolds();
    return productOf(row, await variantsOf(row.id), (await settings()).currency);
  });

  router.route('GET', '/api/commerce/cart', async ({ req }) => entityOf(await cartOf(req)));

  router.route('POST', '/api/commerce/cart/entries', async ({ req, res }) => {
    const body = await readJsonObject(req);
    const variantId = wholeNumber(body.variantId, 'variantId', 1, Number.MAX_SAFE_INTEGER);
    const quantity = wholeNumber(body.quantity ?? 1, 'quantity', 1, MAX_QUANTITY);
    const variant = await sql.get(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.id = ? AND p.workflow_state = 'published'`,
      variantId,
    );
    if (!variant) throw notFound('No such variant');
    const client = clientOf(req);
    const cart = await sql.transaction(async (tx) => {
      let found = await cartOf(req, tx);
      if (!found) {
        const wait = await newCarts.retryAfter(client, now(), tx);
        if (wait) throw new HttpError(429, 'Too many new carts', {}, { 'retry-after': String(wait) });
        found = { id: randomBytes(24).toString('base64url'), created_at: now(), fresh: true };
        await tx.run('INSERT INTO carts (id, created_at) VALUES (?, ?)', found.id, found.created_at);
        await dropOldCarts(req, found.id, tx);
      } else {
        // Locks the cart's row until this transaction ends (a no-op write; SQLite's transactions are one at a time
        // anyway): concurrent adds to one cart then read its entry one after another on PostgreSQL too.
        await tx.run('UPDATE carts SET created_at = created_at WHERE id = ?', found.id);
      }
      const entry = await tx.get(
        'SELECT id, cart_id, variant_id, quantity FROM cart_entries WHERE cart_id = ? AND variant_id = ?',
        found.id,
        variantId,
      );
      const added = entry ?? { cart_id: found.id, variant_id: variantId, quantity: 0 };
      await setQuantity(added, added.quantity + quantity, tx);
      return found;
    });
    // Only a cart that was kept counts: a refused first add leaves none.
    if (cart.fresh) await newCarts.hit(client, now());
    res.setHeader('set-cookie', sessionCookie(req, CART_COOKIE, cart.id));
    return entityOf(await cartById(cart.id));
  });

  router.route('PUT', '/api/commerce/cart/entries/:entryId', async ({ req, params }) => {
    const id = entryIdOf(params.entryId);
    const body = await readJsonObject(req);
    const quantity = wholeNumber(body.quantity, 'quantity', 0, MAX_QUANTITY);
    const cart = await requireCart(req);
    await setQuantity(await entryOf(cart, id), quantity);
    return entityOf(cart);
  });

  router.route('DELETE', '/api/commerce/cart/entries/:entryId', async ({ req, params }) => {
    const id = entryIdOf(params.entryId);
    const cart = await requireCart(req);
    await setQuantity(await entryOf(cart, id), 0);
    return entityOf(cart);
  });

  /** Resolves with entry `id` of the request's cart with its product's details form (`{ cart, entry, form }`), or a 404. */
  async function detailsOf(req, id) {
    const cart = await cartOf(req);
    const entry =
      cart &&
      (await sql.get(
        `SELECT e.id, e.details, v.product_id FROM cart_entries e JOIN variants v ON v.id = e.variant_id
         WHERE e.id = ? AND e.cart_id = ?`,
        id,
        cart.id,
      ));
    if (!entry) throw notFound('No such entry in the cart');
    const form = await formOf(entry.product_id);
    if (form.length === 0) throw notFound('This entry has no details form');
    return { cart, entry, form };
  }

  router.route('GET', '/api/commerce/cart/entries/:entryId/details', async ({ req, params }) => {
    const { entry, form } = await detailsOf(req, entryIdOf(params.entryId));
    const values = JSON.parse(entry.details);
    const fields = form.map((f) => ({
      name: f.name,
      label: f.label,
      required: Boolean(f.required),
      maxLength: f.max_length,
      value: Object.hasOwn(values, f.name) ? values[f.name] : '',
    }));
    return { entryId: entry.id, fields };
  });

  router.route('PUT', '/api/commerce/cart/entries/:entryId/details', async ({ req, params }) => {
    const id = entryIdOf(params.entryId);
    const body = await readJsonObject(req);
    const { cart, entry, form } = await detailsOf(req, id);
    const values = readDetails(form, body);
    await sql.run('UPDATE cart_entries SET details = ? WHERE id = ?', JSON.stringify(values), entry.id);
    return entityOf(cart);
  });

  router.route('POST', '/api/commerce/cart/coupons', async ({ req }) => {
    const { code } = await readJsonObject(req);
    if (typeof code !== 'string' || code.length < 1 || code.length > MAX_COUPON)
      throw bad(`code must be 1 to ${MAX_COUPON} characters`);
    const cart = await requireCart(req);
    const client = clientOf(req);
    const wait = await unknownCoupons.retryAfter(client, now());
    if (wait) throw new HttpError(429, 'Too many unknown coupon codes', {}, { 'retry-after': String(wait) });
    // Whatever the case (ASCII letters).
    const coupon = await sql.get('SELECT code, kind, amount FROM coupons WHERE lower(code) = lower(?)', code.trim());
    if (!coupon) {
      await unknownCoupons.hit(client, now());
      throw notFound('Unknown coupon code');
    }
    await sql.run('UPDATE carts SET coupon_code = ? WHERE id = ?', coupon.code, cart.id);
    return entityOf({ ...cart, coupon });
  });

  router.route('DELETE', '/api/commerce/cart/coupons', async ({ req }) => {
    const cart = await requireCart(req);
    await sql.run('UPDATE carts SET coupon_code = NULL WHERE id = ?', cart.id);
    return entityOf({ ...cart, coupon: undefined });
  });
}
