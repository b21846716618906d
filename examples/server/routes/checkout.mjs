/**
 * The store's checkout entry and pages (spec 000 §2). `GET /commerce/goto-checkout` without a cart session answers
 * 401 `{ error, sessionMissing: true }` with the spec's alert as `error` (the client shows it); an empty cart, or one
 * under the minimum order subtotal, is a 409, and so is one with an item out of stock (`Not enough stock`) or an
 * item whose required details are missing (`entryIds` names them).
 * Otherwise it holds the cart's stock for `STOCK_HOLD_MS` (lib/carts.mjs), issues a checkout token (an hour) and
 * redirects (303) to `/checkout?cartToken=…`. `POST /api/commerce/subscriptions` `{ variantId }` puts one subscription
 * product in a cart of its own (the visitor's cart stays as it is) and answers `{ cartToken }` for
 * `/checkout/subscribe?cartToken=…`. The pages — the order, the subscription, a donation (with its amount, in minor
 * units), a gift card, and the donation's and subscription's confirmations — are server-rendered, every text escaped,
 * under the site's Content-Security-Policy, without payment; the donation page and the two confirmations carry a site
 * context naming their page type (donate 203, contribution confirmed 204, subscription confirmed 206; spec 000 §9)
 * and the site's time zone once an owner chose one (`website.timeZone`, lib/site-settings.mjs).
 * Confirming stores nothing: the confirmation pages are what a visitor reaches once paid. Bad parameters are a 4xx
 * JSON error.
 */
import { randomBytes } from 'node:crypto';
import { createCarts } from '../lib/carts.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { escapeHtml } from '../lib/html.mjs';
import { keepNewestOf } from '../lib/row-cap.mjs';
import { clientOf, createSharedLimiter } from '../lib/rate-limit.mjs';
import { settingsContext } from '../lib/site-settings.mjs';
import { MAX_SKU, planText, PRODUCT_TYPE, readJsonObject, wholeNumber } from '../lib/store.mjs';
import { API_HEADERS, HttpError } from '../router.mjs';

/** The spec's checkout alert (spec 000 §2), the `error` of goto-checkout without a cart session. */
export const SESSION_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
/** How long a checkout token lasts. */
export const CHECKOUT_TOKEN_MS = 60 * 60 * 1000;

/** The largest donation, in minor units (a million in the store's currency). */
export const MAX_DONATION = 100_000_000;

const TOKEN = /^[\w-]{32}$/;
const ID = /^[\w-]{1,64}$/;

const bad = (message) => new HttpError(400, message);
const notFound = (message) => new HttpError(404, message);

/**
 * Returns the HTML page titled `title` around `body` (already escaped), with the site context `context` when given
 * (JSON in a data script, `<` escaped so no text closes it).
 */
const pageOf = (title, body, context) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title>` +
  (context
    ? `<script type="application/json" id="sqs-site-context">${JSON.stringify(context).replace(/</g, '\\u003c')}</script>`
    : '') +
  `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** The page types of spec 000 §9 these pages are (runtime/enums.ts `PageType`). */
export const PAGE_TYPE = Object.freeze({ donate: 203, contributionConfirmed: 204, subscriptionConfirmed: 206 });

/** Sends `html` as a 200 page under the site's Content-Security-Policy. */
function sendPage(res, html) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    ...API_HEADERS,
  });
  res.end(html);
}

/** Returns a form going to `action` with the hidden `fields` and a submit button saying `label` (all escaped). */
const confirmForm = (action, fields, label) =>
  `<form method="get" action="${action}">` +
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('') +
  `<button type="submit">${escapeHtml(label)}</button></form>`;

const dollars = (cents) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** Registers goto-checkout and the checkout pages. */
export async function register(router, sql, { limits, now }) {
  const { cartOf, cartById, entityOf, linesOf, settings, holdStock, dropOldCarts, setQuantity } = await createCarts(
    sql,
    limits,
    now,
  );
  const newCarts = createSharedLimiter(sql, {
    name: 'subscription-cart',
    limit: limits.cartsPer10Minutes,
    windowMs: 10 * 60_000,
  });

  /** Issues a checkout token of an hour for `cartId` (in the transaction `q`, by default its own); resolves with it. */
  function issueToken(cartId, q = sql) {
    const token = randomBytes(24).toString('base64url');
    return q.transaction(async (tx) => {
      await tx.run('DELETE FROM checkout_tokens WHERE expires_at <= ?', now());
      await tx.run(
        'INSERT INTO checkout_tokens (token, cart_id, expires_at) VALUES (?, ?, ?)',
        token,
        cartId,
        now() + CHECKOUT_TOKEN_MS,
      );
      await keepNewestOf(tx, 'checkout_tokens', 'cart_id', cartId, limits.checkoutsPerCart, {
        order: 'expires_at',
        key: 'token',
        keep: token,
      });
      return token;
    });
  }

  router.route(
    'GET',
    '/commerce/goto-checkout',
    async ({ req, res }) => {
      const cart = await cartOf(req);
      if (!cart) throw new HttpError(401, SESSION_ALERT, { sessionMissing: true });
      const entity = await entityOf(cart);
      if (entity.entries.length === 0) throw new HttpError(409, 'Your cart is empty');
      if (!entity.minimumSubtotalMet)
        throw new HttpError(409, `The order subtotal must be at least ${dollars(entity.minimumSubtotalCents)}`, {
          minimumSubtotalCents: entity.minimumSubtotalCents,
        });
      const missing = entity.entries.filter((e) => e.hasDetails && !e.detailsComplete).map((e) => e.id);
      if (missing.length) throw new HttpError(409, 'Some items need their details first', { entryIds: missing });
      await holdStock(cart);
      const token = await issueToken(cart.id);
      res.writeHead(303, { location: `/checkout?cartToken=${token}`, ...API_HEADERS });
      res.end();
    },
    { stores: true },
  );

  /** Resolves with the cart entity of the query's unexpired `cartToken`, or rejects with a 4xx. */
  async function checkoutCart(query) {
    const token = query.get('cartToken');
    if (!token || !TOKEN.test(token)) throw bad('cartToken must be a checkout token');
    const row = await sql.get('SELECT cart_id FROM checkout_tokens WHERE token = ? AND expires_at > ?', token, now());
    if (!row) throw notFound('No such checkout, or it has expired');
    return { entity: await entityOf(await cartById(row.cart_id)), cartId: row.cart_id };
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

  router.route('GET', '/checkout', async ({ res, query }) => {
    sendPage(res, pageOf('Checkout', orderHtml((await checkoutCart(query)).entity)));
  });

  // A subscription is bought on its own: one product in a cart of its own, which goes straight to its checkout.
  router.route('POST', '/api/commerce/subscriptions', async ({ req }) => {
    const body = await readJsonObject(req);
    const variantId = wholeNumber(body.variantId, 'variantId', 1, Number.MAX_SAFE_INTEGER);
    const found = await sql.get(
      `SELECT v.id, p.billing_period_unit FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.id = ? AND p.workflow_state = 'published'`,
      variantId,
    );
    if (!found) throw notFound('No such variant');
    if (!found.billing_period_unit) throw bad('The variant is not a subscription');
    const client = clientOf(req);
    const wait = await newCarts.retryAfter(client, now());
    if (wait) throw new HttpError(429, 'Too many new carts', {}, { 'retry-after': String(wait) });
    const cart = { id: randomBytes(24).toString('base64url'), created_at: now() };
    const cartToken = await sql.transaction(async (tx) => {
      await tx.run('INSERT INTO carts (id, created_at) VALUES (?, ?)', cart.id, cart.created_at);
      await dropOldCarts(req, cart.id, tx);
      await setQuantity({ cart_id: cart.id, variant_id: variantId, quantity: 0 }, 1, tx);
      await holdStock(cart, tx);
      return issueToken(cart.id, tx);
    });
    await newCarts.hit(client, now());
    return { cartToken };
  });

  /** Resolves with the subscription lines of the query's checkout, or rejects with a 4xx. */
  async function subscriptionOf(query) {
    const { entity, cartId } = await checkoutCart(query);
    const plans = (await linesOf(cartId)).filter((l) => l.billing_period_unit);
    if (plans.length === 0) throw bad('The cart holds no subscription');
    const items = plans.map(
      (l) =>
        `<li>${escapeHtml(l.name)}: ${escapeHtml(
          planText({ unit: l.billing_period_unit, value: l.billing_period_value, cycles: l.num_billing_cycles }),
        )}</li>`,
    );
    return { entity, list: `<ul>${items.join('')}</ul>` };
  }

  router.route('GET', '/checkout/subscribe', async ({ res, query }) => {
    const { entity, list } = await subscriptionOf(query);
    const form = confirmForm(
      '/checkout/subscribe/confirmed',
      { cartToken: query.get('cartToken') },
      'Confirm subscription',
    );
    sendPage(res, pageOf('Subscription checkout', `${list}${orderHtml(entity)}${form}`));
  });

  router.route('GET', '/checkout/subscribe/confirmed', async ({ res, query }) => {
    const { list } = await subscriptionOf(query);
    sendPage(
      res,
      pageOf('Subscription confirmed', `<p>Thank you for subscribing.</p>${list}`, {
        websiteId: (await settings()).website_id,
        ...(await settingsContext(sql)),
        pageType: PAGE_TYPE.subscriptionConfirmed,
      }),
    );
  });

  /**
   * Resolves with the donation page and amount (minor units; 0 when the query names none) of the query, or a 4xx. A
   * donation form sent without a script (a server-rendered `<sqs-donation>`) names its other amount as typed:
   * `amount=other&other=12.50` (major units, `.` or `,` before at most two decimals) is 1250; an empty one is none.
   */
  async function donationOf(query) {
    const id = query.get('donatePageId');
    if (!id || !ID.test(id)) throw bad('donatePageId must be 1 to 64 letters, digits, - or _');
    const typed = query.get('amount') === 'other' ? (query.get('other') ?? '').replace(/\s/g, '') : null;
    if (typed && !/^\d{1,7}(?:[.,]\d{0,2})?$/.test(typed))
      throw bad('other must be an amount with at most two decimals');
    // Other chosen but left empty names no amount yet, as a page without one.
    const text =
      typed === null ? query.get('amount') : typed ? String(Math.round(Number(typed.replace(',', '.')) * 100)) : null;
    if (text !== null && !/^\d{1,9}$/.test(text)) throw bad('amount must be a whole number of minor units');
    const amount = text === null ? 0 : Number(text);
    if (text !== null && (amount < 1 || amount > MAX_DONATION)) throw bad(`amount must be 1 to ${MAX_DONATION}`);
    const page = await sql.get('SELECT title FROM donate_pages WHERE id = ?', id);
    if (!page) throw notFound('No such donation page');
    return { id, title: page.title, amount };
  }

  router.route('GET', '/checkout/donate', async ({ res, query }) => {
    const { id, title, amount } = await donationOf(query);
    const chosen = amount ? `<p>Amount: ${escapeHtml(dollars(amount))}</p>` : '';
    const form = amount
      ? confirmForm('/checkout/donate/confirmed', { donatePageId: id, amount: String(amount) }, 'Confirm donation')
      : '';
    sendPage(
      res,
      pageOf(
        'Donate',
        `<p>${escapeHtml(title)}</p>${chosen}<p>Payment is not part of this reference server.</p>${form}`,
        { websiteId: (await settings()).website_id, ...(await settingsContext(sql)), pageType: PAGE_TYPE.donate },
      ),
    );
  });

  router.route('GET', '/checkout/donate/confirmed', async ({ res, query }) => {
    const { title, amount } = await donationOf(query);
    if (!amount) throw bad('amount must be given');
    sendPage(
      res,
      pageOf(
        'Thank you',
        `<p>Your contribution of ${escapeHtml(dollars(amount))} to ${escapeHtml(title)} is confirmed.</p>`,
        {
          websiteId: (await settings()).website_id,
          ...(await settingsContext(sql)),
          pageType: PAGE_TYPE.contributionConfirmed,
        },
      ),
    );
  });

  router.route('GET', '/checkout/giftcard', async ({ res, query }) => {
    const websiteId = query.get('websiteId');
    const productId = query.get('giftCardProductId');
    const sku = query.get('sku');
    if (!websiteId || !ID.test(websiteId)) throw bad('websiteId must be 1 to 64 letters, digits, - or _');
    if (!productId || !/^\d{1,12}$/.test(productId)) throw bad('giftCardProductId must be a number');
    if (sku !== null && (sku.length < 1 || sku.length > MAX_SKU)) throw bad(`sku must be 1 to ${MAX_SKU} characters`);
    const store = await settings();
    if (websiteId !== store.website_id) throw notFound('No such website');
    const product = await sql.get(
      "SELECT * FROM products WHERE id = ? AND product_type = ? AND workflow_state = 'published'",
      Number(productId),
      PRODUCT_TYPE.giftCard,
    );
    if (!product) throw notFound('No such gift card');
    const variants = await sql.all('SELECT * FROM variants WHERE product_id = ? ORDER BY id', product.id);
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
