/**
 * Product reviews (spec 000 §2: the product-reviews request page, page type 209): a review request is a token sent
 * to a customer for one product. `GET /api/commerce/review-requests/:token` tells the page what to show — `ok`,
 * `expired` or `reviewed` (already used) — and `POST …/:token/reviews` stores the review (crumb; JSON
 * `{ rating, text }`: rating a whole number 1–5, required; text at most `MAX_REVIEW_TEXT` characters) and uses the
 * token up, in one conditional UPDATE, so a token gives one review however many submits race.
 *
 * Seeded (docs/reference-api.md): `example-review-valid` (the sourdough loaf, valid for 30 days from the first
 * start), `example-review-expired` and `example-review-used`. The products table is the store's (lib/store-seed.mjs).
 *
 * For tests and demos (inspection only): POST /api/_faults/review-requests `{ status?: 'ok' | 'expired' | 'reviewed',
 * failWith?: 400–599 }` issues a fresh request for the loaf in that state (default `ok`) and answers `{ token }`;
 * with `failWith`, the first review sent for it answers that status (`{ error }`) and leaves the token unused.
 */
import { randomBytes } from 'node:crypto';
import { HttpError, sendJson } from '../router.mjs';
import { seedStore } from '../lib/store-seed.mjs';
import { readJsonObject, wholeNumber } from '../lib/store.mjs';

/** The longest review text, in characters. */
export const MAX_REVIEW_TEXT = 2000;
/** The seeded review-request tokens. */
export const REVIEW_TOKENS = Object.freeze({
  valid: 'example-review-valid',
  expired: 'example-review-expired',
  used: 'example-review-used',
});

const TOKEN = /^[\w-]{8,64}$/;
const DAY = 24 * 60 * 60 * 1000;
/** Forced failures pending at most (one per issued test token). */
const MAX_FAULTS = 1000;

/** Returns what a request `row` stands for at `now`: 'reviewed', 'expired' or 'ok'. */
const statusOf = (row, now) => (row.used_at !== null ? 'reviewed' : row.expires_at <= now ? 'expired' : 'ok');

/** Registers the review endpoints; resolves once the example requests are seeded (first start only). */
export async function register(router, sql) {
  await seedStore(sql);
  const productId = async (q = sql) => (await q.get("SELECT id FROM products WHERE slug = 'sourdough-loaf'")).id;
  if (!(await sql.get('SELECT 1 AS found FROM review_requests LIMIT 1'))) {
    const now = Date.now();
    await sql.transaction(async (tx) => {
      const product = await productId(tx);
      const request = (token, expiresAt, usedAt) =>
        tx.run(
          'INSERT INTO review_requests (token, product_id, expires_at, used_at) VALUES (?, ?, ?, ?) ON CONFLICT (token) DO NOTHING',
          token,
          product,
          expiresAt,
          usedAt,
        );
      // Servers starting together on one store seed it once.
      if ((await request(REVIEW_TOKENS.valid, now + 30 * DAY, null)).changes === 0) return;
      await request(REVIEW_TOKENS.expired, now - DAY, null);
      await request(REVIEW_TOKENS.used, now + 30 * DAY, now);
      await tx.run(
        'INSERT INTO reviews (product_id, token, rating, text, created_at) VALUES (?, ?, 5, ?, ?)',
        product,
        REVIEW_TOKENS.used,
        'The best crust in town.',
        now,
      );
    });
  }

  /** Forced first answers of the review POST, by token (test-only requests). */
  const faults = new Map();

  /** Resolves with the review request of `token` with its product, or rejects with a 4xx. */
  async function requestOf(token) {
    if (!TOKEN.test(token)) throw new HttpError(400, 'token must be 8 to 64 letters, digits, - or _');
    const row = await sql.get(
      `SELECT r.token, r.expires_at, r.used_at, p.id, p.slug, p.name FROM review_requests r
       JOIN products p ON p.id = r.product_id WHERE r.token = ?`,
      token,
    );
    if (!row) throw new HttpError(404, 'No such review request');
    return row;
  }

  router.route('GET', '/api/commerce/review-requests/:token', async ({ params }) => {
    const row = await requestOf(params.token);
    return {
      status: statusOf(row, Date.now()),
      expiresAt: row.expires_at,
      product: { id: row.id, slug: row.slug, name: row.name },
    };
  });

  router.route('POST', '/api/commerce/review-requests/:token/reviews', async ({ req, res, params }) => {
    const fault = faults.get(params.token);
    if (fault) {
      faults.delete(params.token);
      throw new HttpError(fault, 'Forced failure');
    }
    const body = await readJsonObject(req);
    const rating = wholeNumber(body.rating, 'rating', 1, 5);
    const text = body.text ?? '';
    if (typeof text !== 'string' || text.length > MAX_REVIEW_TEXT)
      throw new HttpError(400, `text must be a string of at most ${MAX_REVIEW_TEXT} characters`);
    const row = await requestOf(params.token);
    const now = Date.now();
    const review = await sql.transaction(async (tx) => {
      const used = await tx.run(
        'UPDATE review_requests SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ?',
        now,
        row.token,
        now,
      );
      if (used.changes === 0) return undefined;
      const { id } = await tx.get(
        'INSERT INTO reviews (product_id, token, rating, text, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
        row.id,
        row.token,
        rating,
        text.trim(),
        now,
      );
      return { id, productId: row.id, rating, text: text.trim(), created: now };
    });
    if (!review) {
      const status = statusOf(await requestOf(row.token), now);
      if (status === 'reviewed') throw new HttpError(409, 'This product has already been reviewed', { status });
      throw new HttpError(410, 'This review request has expired', { status });
    }
    sendJson(res, 201, review);
  });

  router.route('POST', '/api/_faults/review-requests', async ({ req }) => {
    const { status = 'ok', failWith } = await readJsonObject(req);
    if (!['ok', 'expired', 'reviewed'].includes(status))
      throw new HttpError(400, 'status must be ok, expired or reviewed');
    if (failWith !== undefined && !(Number.isInteger(failWith) && failWith >= 400 && failWith <= 599))
      throw new HttpError(400, 'failWith must be a status 400–599');
    const token = `test-review-${randomBytes(12).toString('hex')}`;
    const now = Date.now();
    await sql.run(
      'INSERT INTO review_requests (token, product_id, expires_at, used_at) VALUES (?, ?, ?, ?)',
      token,
      await productId(),
      status === 'expired' ? now - DAY : now + 30 * DAY,
      status === 'reviewed' ? now : null,
    );
    if (failWith !== undefined) {
      if (faults.size >= MAX_FAULTS) faults.delete(faults.keys().next().value);
      faults.set(token, failWith);
    }
    return { token };
  });
}
