/**
 * The visitors' carts in the store's tables: a cart belongs to a browser-session cookie, `CartSession` (HttpOnly).
 * Adding reserves stock with a conditional UPDATE (`qty_in_stock >= wanted`) inside the caller's transaction, so
 * concurrent adds never take the stock below 0; lowering a quantity or removing an entry gives the stock back. Past
 * `cartsPerClient` carts from one address, that address's oldest are dropped and their stock comes back.
 */
import { parseCookies } from './cookies.mjs';
import { HttpError } from '../router.mjs';
import { cartEntity } from './store.mjs';
import { clientOf } from './rate-limit.mjs';
import { keepNewestOf } from './row-cap.mjs';
import { openStore } from './store-seed.mjs';

/** The cart session cookie. */
export const CART_COOKIE = 'CartSession';

const SESSION = /^[\w-]{32}$/;
const notFound = (message) => new HttpError(404, message);

/**
 * Returns the cart access of `db` (opening the store's tables): `cartOf(req)`, `cartById(id)`, `requireCart(req)`,
 * `entityOf(cart)`, `entryOf(cart, id)`, `linesOf`, `settings()`, `reserve`, `setQuantity(entry, quantity)` and
 * `dropOldCarts()`.
 */
export function createCarts(db, limits) {
  openStore(db);
  const settings = () => db.prepare('SELECT * FROM store_settings WHERE id = 1').get();
  const linesOf = db.prepare(
    `SELECT e.id AS entry_id, e.variant_id, e.quantity, v.sku, v.price_cents, v.sale_price_cents, v.on_sale,
       v.option_values, p.id AS product_id, p.name, p.product_type, p.billing_period_unit, p.billing_period_value,
       p.num_billing_cycles
     FROM cart_entries e JOIN variants v ON v.id = e.variant_id JOIN products p ON p.id = v.product_id
     WHERE e.cart_id = ? ORDER BY e.id`,
  );
  // Reserves n of a variant (never below 0; an unlimited variant keeps its count): `changes` is 0 when it cannot.
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

  db.exec('CREATE TABLE IF NOT EXISTS cart_clients (cart_id TEXT PRIMARY KEY, client TEXT NOT NULL)');
  /**
   * Records `cartId` as a cart of the address that sent `req` and drops that address's own oldest carts past
   * `cartsPerClient`, giving their reserved stock back: other shoppers' carts are never dropped.
   */
  function dropOldCarts(req, cartId) {
    const client = clientOf(req);
    db.prepare('INSERT OR IGNORE INTO cart_clients (cart_id, client) VALUES (?, ?)').run(cartId, client);
    for (const { cart_id: id } of keepNewestOf(db, 'cart_clients', 'client', client, limits.cartsPerClient)) {
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

  /** Returns the entry `id` of `cart` (`{ id, variant_id, quantity }`), or throws a 404. */
  function entryOf(cart, id) {
    const entry = db
      .prepare('SELECT id, variant_id, quantity FROM cart_entries WHERE id = ? AND cart_id = ?')
      .get(id, cart.id);
    if (!entry) throw notFound('No such entry in the cart');
    return entry;
  }

  /** Sets the entry's quantity (0 removes it), reserving or releasing the difference; throws a 409 for too little stock. */
  const setQuantity = db.transaction((entry, quantity) => {
    const more = quantity - entry.quantity;
    if (more > 0 && reserve.run(more, entry.variant_id, more).changes === 0)
      throw new HttpError(409, 'Not enough stock', { variantId: entry.variant_id });
    if (more < 0) release.run(-more, entry.variant_id);
    if (quantity === 0) db.prepare('DELETE FROM cart_entries WHERE id = ?').run(entry.id);
    else db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id);
  });

  return { cartOf, cartById, requireCart, entityOf, entryOf, linesOf, settings, reserve, setQuantity, dropOldCarts };
}
