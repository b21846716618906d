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
import { openStore } from './store-seed.mjs';

/** The cart session cookie. */
export const CART_COOKIE = 'CartSession';
/** How long entering checkout holds the cart's stock for it (docs/reference-api.md, "Store"). */
export const STOCK_HOLD_MS = 15 * 60 * 1000;

const SESSION = /^[\w-]{32}$/;
const notFound = (message) => new HttpError(404, message);
const noStock = (variantId) => new HttpError(409, 'Not enough stock', { variantId });

/**
 * Returns the cart access of `db` (opening the store's tables) on the clock `now`: `cartOf(req)`, `cartById(id)`,
 * `requireCart(req)`, `entityOf(cart)`, `entryOf(cart, id)`, `linesOf`, `formOf` (a product's details form), `settings()`, `setQuantity(entry, quantity)`,
 * `holdStock(cart)`, `releaseExpiredHolds()` and `dropOldCarts(req, cartId)`.
 */
export function createCarts(db, limits, now = Date.now) {
  openStore(db);
  const settings = () => db.prepare('SELECT * FROM store_settings WHERE id = 1').get();
  const linesOf = db.prepare(
    `SELECT e.id AS entry_id, e.variant_id, e.quantity, e.details, v.sku, v.price_cents, v.sale_price_cents, v.on_sale,
       v.option_values, p.id AS product_id, p.name, p.product_type, p.billing_period_unit, p.billing_period_value,
       p.num_billing_cycles
     FROM cart_entries e JOIN variants v ON v.id = e.variant_id JOIN products p ON p.id = v.product_id
     WHERE e.cart_id = ? ORDER BY e.id`,
  );
  // Takes n of a limited variant (never below 0): `changes` is 0 when it cannot.
  const take = db.prepare(
    'UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE id = ? AND unlimited = 0 AND qty_in_stock >= ?',
  );
  const giveBack = db.prepare('UPDATE variants SET qty_in_stock = qty_in_stock + ? WHERE id = ? AND unlimited = 0');
  const stockOf = db.prepare('SELECT qty_in_stock, unlimited FROM variants WHERE id = ?');

  /** Gives back the stock of the holds `where` selects (with `args`) and deletes them. */
  function release(where, ...args) {
    for (const h of db.prepare(`SELECT variant_id, quantity FROM stock_holds WHERE ${where}`).all(...args))
      giveBack.run(h.quantity, h.variant_id);
    db.prepare(`DELETE FROM stock_holds WHERE ${where}`).run(...args);
  }
  /** Gives back the stock of every expired hold. */
  const releaseExpiredHolds = () => release('expires_at <= ?', now());

  /** Returns the cart of the request's session cookie (`{ id, created_at, coupon }`), or undefined. */
  function cartOf(req) {
    const id = readSessionCookie(req, CART_COOKIE);
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
  const formOf = db.prepare('SELECT * FROM product_form_fields WHERE product_id = ? ORDER BY position');
  const entityOf = (cart) =>
    cartEntity(
      cart ?? null,
      cart ? linesOf.all(cart.id).map((line) => ({ ...line, form: formOf.all(line.product_id) })) : [],
      settings(),
    );

  db.exec('CREATE TABLE IF NOT EXISTS cart_clients (cart_id TEXT PRIMARY KEY, client TEXT NOT NULL)');
  /**
   * Records `cartId` as a cart of the address that sent `req` and drops that address's own oldest carts past
   * `cartsPerClient`, giving back the stock they hold: other shoppers' carts are never dropped.
   */
  function dropOldCarts(req, cartId) {
    const client = clientOf(req);
    db.prepare('INSERT OR IGNORE INTO cart_clients (cart_id, client) VALUES (?, ?)').run(cartId, client);
    for (const { cart_id: id } of keepNewestOf(db, 'cart_clients', 'client', client, limits.cartsPerClient)) {
      release('cart_id = ?', id);
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

  /** Returns the entry `id` of `cart` (`{ id, cart_id, variant_id, quantity }`), or throws a 404. */
  function entryOf(cart, id) {
    const entry = db
      .prepare('SELECT id, cart_id, variant_id, quantity FROM cart_entries WHERE id = ? AND cart_id = ?')
      .get(id, cart.id);
    if (!entry) throw notFound('No such entry in the cart');
    return entry;
  }

  /**
   * Sets the entry's quantity (0 removes it; an entry without `id` is added), giving back what the cart holds. More
   * than the stock is a 409, more than `MAX_CART_QUANTITY` a 400.
   */
  const setQuantity = db.transaction((entry, quantity) => {
    releaseExpiredHolds();
    release('cart_id = ?', entry.cart_id);
    if (quantity > entry.quantity) {
      const stock = stockOf.get(entry.variant_id);
      if (!stock.unlimited && quantity > stock.qty_in_stock) throw noStock(entry.variant_id);
      if (quantity > MAX_CART_QUANTITY)
        throw new HttpError(400, `A cart holds at most ${MAX_CART_QUANTITY} of an item`);
    }
    if (entry.id === undefined)
      db.prepare('INSERT INTO cart_entries (cart_id, variant_id, quantity) VALUES (?, ?, ?)').run(
        entry.cart_id,
        entry.variant_id,
        quantity,
      );
    else if (quantity === 0) db.prepare('DELETE FROM cart_entries WHERE id = ?').run(entry.id);
    else db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, entry.id);
  });

  /**
   * Takes the stock of every limited entry of `cart` for `STOCK_HOLD_MS` (renewing a hold it has); throws a 409
   * `Not enough stock` and holds nothing when an entry has too little.
   */
  const holdStock = db.transaction((cart) => {
    releaseExpiredHolds();
    release('cart_id = ?', cart.id);
    const until = now() + STOCK_HOLD_MS;
    const hold = db.prepare('INSERT INTO stock_holds (cart_id, variant_id, quantity, expires_at) VALUES (?, ?, ?, ?)');
    for (const line of linesOf.all(cart.id)) {
      if (stockOf.get(line.variant_id).unlimited) continue;
      if (take.run(line.quantity, line.variant_id, line.quantity).changes === 0) throw noStock(line.variant_id);
      hold.run(cart.id, line.variant_id, line.quantity, until);
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
