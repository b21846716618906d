/**
 * The store's checkout entry and pages (spec 000 §2). `GET /commerce/goto-checkout` without a cart session answers
 * 401 `{ error, sessionMissing: true }` with the spec's alert as `error` (the client shows it); an empty cart, or one
 * under the minimum order subtotal, is a 409, and so is one with an item out of stock (`Not enough stock`).
 * Otherwise it holds the cart's stock for `STOCK_HOLD_MS` (lib/carts.mjs), issues a checkout token (an hour) and
 * redirects (303) to `/checkout?cartToken=…`. The pages — the order, the subscription, a donation, a gift card — are server-rendered,
 * every text escaped, under the site's Content-Security-Policy, without payment; bad parameters are a 4xx JSON error.
 */
import { randomBytes } from 'node:crypto';
import { createCarts } from '../lib/carts.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { escapeHtml } from '../lib/html.mjs';
import { keepNewestOf } from '../lib/row-cap.mjs';
import { MAX_SKU, planText, PRODUCT_TYPE } from '../lib/store.mjs';
import { API_HEADERS, HttpError } from '../router.mjs';

/** The spec's checkout alert (spec 000 §2), the `error` of goto-checkout without a cart session. */
export const SESSION_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
/** How long a checkout token lasts. */
export const CHECKOUT_TOKEN_MS = 60 * 60 * 1000;

const TOKEN = /^[\w-]{32}$/;
const ID = /^[\w-]{1,64}$/;

const bad = (message) => new HttpError(400, message);
const notFound = (message) => new HttpError(404, message);

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

/** Registers goto-checkout and the checkout pages. */
export function register(router, db, { limits, now }) {
  const { cartOf, cartById, entityOf, linesOf, settings, holdStock } = createCarts(db, limits, now);
  const variantsOf = db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY id');

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
      holdStock(cart);
      const token = randomBytes(24).toString('base64url');
      db.prepare('DELETE FROM checkout_tokens WHERE expires_at <= ?').run(now());
      db.prepare('INSERT INTO checkout_tokens (token, cart_id, expires_at) VALUES (?, ?, ?)').run(
        token,
        cart.id,
        now() + CHECKOUT_TOKEN_MS,
      );
      keepNewestOf(db, 'checkout_tokens', 'cart_id', cart.id, limits.checkoutsPerCart);
      res.writeHead(303, { location: `/checkout?cartToken=${token}`, ...API_HEADERS });
      res.end();
    },
    { stores: true },
  );

  /** Returns the cart entity of the query's unexpired `cartToken`, or throws a 4xx. */
  function checkoutCart(query) {
    const token = query.get('cartToken');
    if (!token || !TOKEN.test(token)) throw bad('cartToken must be a checkout token');
    const row = db.prepare('SELECT cart_id FROM checkout_tokens WHERE token = ? AND expires_at > ?').get(token, now());
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
