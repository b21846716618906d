/**
 * The visitors' carts in the store's tables: a cart belongs to a browser-session cookie, `CartSession` (HttpOnly).
 * Adding takes no stock, so no cart makes an item unavailable to other shoppers: an add is checked against the stock
 * (at most `MAX_CART_QUANTITY` of an item per cart) and the stock is taken only when the cart enters checkout, as a
 * hold of `STOCK_HOLD_MS`. The hold is a conditional UPDATE (`qty_in_stock >= wanted`) in one transaction, so
 * concurrent checkouts never take the stock below 0. A hold ends, giving its stock back, when it expires (released on
 * the next read of the stock), when the cart changes (entering checkout again holds it again), or when the cart is
 * dropped: past `cartsPerClient` carts from one address, that address's oldest go (other shoppers' carts never do).
 */
import { readSessionCookie } from './cookies.mjs';
import { HttpError } from '../router.mjs';
import { cartEntity, MAX_CART_QUANTITY } from './store.mjs';
import { clientOf } from './rate-limit.mjs';
import { keepNewestOf } from './row-cap.mjs';
import { seedStore } from './store-seed.mjs';

/** The cart session cookie. */
export const CART_COOKIE = 'CartSession';
/** How long entering checkout holds the cart's stock for it (docs/reference-api.md, "Store"). */
export const STOCK_HOLD_MS = 15 * 60 * 1000;

const SESSION = /^[\w-]{32}$/;
const notFound = (message) => new HttpError(404, message);
const noStock = (variantId) => new HttpError(409, 'Not enough stock', { variantId });

/**
 * Resolves with the cart access of the store `sql` (lib/sql.mjs; seeded on first use) on the clock `now`. Each
 * returns a promise: `cartOf(req)`, `cartById(id)`, `requireCart(req)`, `entityOf(cart)`, `entryOf(cart, id)`,
 * `linesOf(cartId)`, `formOf(productId)` (a product's details form), `settings()`, `setQuantity(entry, quantity)`,
 * `holdStock(cart)`, `releaseExpiredHolds()` and `dropOldCarts(req, cartId)`. The last argument `q` of those that
 * take one is the transaction to run in (the store by default): the cart reads and writes of one request share it.
 */
export async function createCarts(sql, limits, now = Date.now) {
  await seedStore(sql);
  const settings = (q = sql) => q.get('SELECT * FROM store_settings WHERE id = 1');
  const linesOf = (cartId, q = sql) =>
    q.all(
      `SELECT e.id AS entry_id, e.variant_id, e.quantity, e.details, v.sku, v.price_cents, v.sale_price_cents, v.on_sale,
         v.option_values, p.id AS product_id, p.name, p.product_type, p.billing_period_unit, p.billing_period_value,
         p.num_billing_cycles
       FROM cart_entries e JOIN variants v ON v.id = e.variant_id JOIN products p ON p.id = v.product_id
       WHERE e.cart_id = ? ORDER BY e.id`,
      cartId,
    );
  const stockOf = (variantId, q) => q.get('SELECT qty_in_stock, unlimited FROM variants WHERE id = ?', variantId);

  /** Gives back the stock of the holds `where` selects (with `args`) and deletes them, in the transaction `tx`. */
  async function release(tx, where, ...args) {
    for (const h of await tx.all(`SELECT variant_id, quantity FROM stock_holds WHERE ${where}`, ...args))
      await tx.run(
        'UPDATE variants SET qty_in_stock = qty_in_stock + ? WHERE id = ? AND unlimited = 0',
        h.quantity,
        h.variant_id,
      );
    await tx.run(`DELETE FROM stock_holds WHERE ${where}`, ...args);
  }
  /** Gives back the stock of every expired hold. */
  const releaseExpiredHolds = (q = sql) => q.transaction((tx) => release(tx, 'expires_at <= ?', now()));

  /** Resolves with the cart of the request's session cookie (`{ id, created_at, coupon }`), or undefined. */
  function cartOf(req, q = sql) {
    const id = readSessionCookie(req, CART_COOKIE);
    return typeof id === 'string' && SESSION.test(id) ? cartById(id, q) : undefined;
  }
  /** Resolves with the cart `id` (`{ id, created_at, coupon }`), or undefined. */
  async function cartById(id, q = sql) {
    const cart = await q.get('SELECT id, created_at, coupon_code FROM carts WHERE id = ?', id);
    if (!cart) return undefined;
    const coupon = cart.coupon_code
      ? await q.get('SELECT code, kind, amount FROM coupons WHERE code = ?', cart.coupon_code)
      : undefined;
    return { ...cart, coupon };
  }
  const formOf = (productId, q = sql) =>
    q.all('SELECT * FROM product_form_fields WHERE product_id = ? ORDER BY position', productId);
  const entityOf = async (cart, q = sql) => {
    const lines = [];
    if (cart)
      for (const line of await linesOf(cart.id, q)) lines.push({ ...line, form: await formOf(line.product_id, q) });
    return cartEntity(cart ?? null, lines, await settings(q));
  };

  /**
   * Records `cartId` as a cart of the address that sent `req` and drops that address's own oldest carts past
   * `cartsPerClient`, giving back the stock they hold: other shoppers' carts are never dropped.
   */
  function dropOldCarts(req, cartId, q = sql) {
    const client = clientOf(req);
    return q.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO cart_clients (cart_id, client) VALUES (?, ?) ON CONFLICT (cart_id) DO NOTHING',
        cartId,
        client,
      );
      const dropped = await keepNewestOf(tx, 'cart_clients', 'client', client, limits.cartsPerClient, {
        order: 'id',
        key: 'cart_id',
        keep: cartId,
      });
      for (const { cart_id: id } of dropped) {
        await release(tx, 'cart_id = ?', id);
        await tx.run('DELETE FROM cart_entries WHERE cart_id = ?', id);
        await tx.run('DELETE FROM checkout_tokens WHERE cart_id = ?', id);
        await tx.run('DELETE FROM carts WHERE id = ?', id);
      }
    });
  }

  /** Resolves with the request's cart, or rejects with a 404 when it has none. */
  async function requireCart(req, q = sql) {
    const cart = await cartOf(req, q);
    if (!cart) throw notFound('No cart: add an item first');
    return cart;
  }

  /** Resolves with the entry `id` of `cart` (`{ id, cart_id, variant_id, quantity }`), or rejects with a 404. */
  async function entryOf(cart, id, q = sql) {
    const entry = await q.get(
      'SELECT id, cart_id, variant_id, quantity FROM cart_entries WHERE id = ? AND cart_id = ?',
      id,
      cart.id,
    );
    if (!entry) throw notFound('No such entry in the cart');
    return entry;
  }

  /**
   * Sets the entry's quantity (0 removes it; an entry without `id` is added), giving back what the cart holds. More
   * than the stock is a 409, more than `MAX_CART_QUANTITY` a 400.
   */
  const setQuantity = (entry, quantity, q = sql) =>
    q.transaction(async (tx) => {
      await release(tx, 'expires_at <= ?', now());
      await release(tx, 'cart_id = ?', entry.cart_id);
      if (quantity > entry.quantity) {
        const stock = await stockOf(entry.variant_id, tx);
        if (!stock.unlimited && quantity > stock.qty_in_stock) throw noStock(entry.variant_id);
        if (quantity > MAX_CART_QUANTITY)
          throw new HttpError(400, `A cart holds at most ${MAX_CART_QUANTITY} of an item`);
      }
      if (entry.id === undefined)
        await tx.run(
          'INSERT INTO cart_entries (cart_id, variant_id, quantity) VALUES (?, ?, ?)',
          entry.cart_id,
          entry.variant_id,
          quantity,
        );
      else if (quantity === 0) await tx.run('DELETE FROM cart_entries WHERE id = ?', entry.id);
      else await tx.run('UPDATE cart_entries SET quantity = ? WHERE id = ?', quantity, entry.id);
    });

  /**
   * Takes the stock of every limited entry of `cart` for `STOCK_HOLD_MS` (renewing a hold it has); rejects with a 409
   * `Not enough stock` and holds nothing when an entry has too little.
   */
  const holdStock = (cart, q = sql) =>
    q.transaction(async (tx) => {
      await release(tx, 'expires_at <= ?', now());
      await release(tx, 'cart_id = ?', cart.id);
      const until = now() + STOCK_HOLD_MS;
      for (const line of await linesOf(cart.id, tx)) {
        if ((await stockOf(line.variant_id, tx)).unlimited) continue;
        // Takes n of a limited variant (never below 0): `changes` is 0 when it cannot.
        const taken = await tx.run(
          'UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE id = ? AND unlimited = 0 AND qty_in_stock >= ?',
          line.quantity,
          line.variant_id,
          line.quantity,
        );
        if (taken.changes === 0) throw noStock(line.variant_id);
        await tx.run(
          'INSERT INTO stock_holds (cart_id, variant_id, quantity, expires_at) VALUES (?, ?, ?, ?)',
          cart.id,
          line.variant_id,
          line.quantity,
          until,
        );
      }
    });

  return {
    cartOf,
    formOf,
    cartById,
    requireCart,
    entityOf,
    entryOf,
    linesOf,
    settings,
    setQuantity,
    holdStock,
    releaseExpiredHolds,
    dropOldCarts,
  };
}
