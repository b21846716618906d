/**
 * The performance collector's endpoints (spec 001 §7): settings (a fresh pageLoadId per page load) and records,
 * which arrive as text (sendBeacon) or JSON: a list of `{ app, data, event, pageLoadId, ts }`.
 *
 * A pageLoadId is 36 URL-safe characters: 12 random, then 24 of an HMAC of them (the store's page-load secret,
 * lib/secrets.mjs: the same on every server of one store, so records may go to another server than the one that
 * issued the id), so handing one out stores nothing — a page (or an `<img>` on another site) asking for settings in a loop writes no
 * row. The page load is stored with its first records.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkBytes } from '../lib/byte-budget.mjs';
import { sharedSecret } from '../lib/secrets.mjs';
import { HttpError, MAX_NESTING, nestingOf, readParsedBody } from '../router.mjs';

const EVENTS = new Set(['page_speed', 'user', 'image']);
const MAX_RECORDS = 500;

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

/** Registers the performance endpoints and their tables. */
export async function register(router, sql, { limits, write, secret: configured }) {
  const secret = await sharedSecret(sql, 'page-load', configured);
  const sign = (id) => createHmac('sha256', secret).update(id).digest('base64url').slice(0, 24);
  /** Returns whether `pageLoadId` was handed out by this API. */
  const issued = (pageLoadId) => {
    if (typeof pageLoadId !== 'string' || pageLoadId.length !== 36) return false;
    const expected = Buffer.from(sign(pageLoadId.slice(0, 12)));
    const given = Buffer.from(pageLoadId.slice(12));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  router.route('GET', '/api/1/performance/settings', () => {
    const id = randomBytes(9).toString('base64url');
    return { pageLoadId: `${id}${sign(id)}` };
  });

  router.route('POST', '/api/1/performance/records', async ({ req }) => {
    const body = await readParsedBody(req);
    let records = body;
    if (typeof body === 'string') {
      if (nestingOf(body) > MAX_NESTING) throw bad(`Body is nested deeper than ${MAX_NESTING} levels`);
      try {
        records = JSON.parse(body);
      } catch {
        throw bad('Body is not valid JSON');
      }
    }
    if (!Array.isArray(records) || records.length === 0) throw bad('Expected a JSON list of performance records');
    if (records.length > MAX_RECORDS) throw bad(`At most ${MAX_RECORDS} records per request`);
    records.forEach((r, i) => {
      if (!isObject(r)) throw bad(`records[${i}] must be an object`);
      if (typeof r.app !== 'string' || !r.app) throw bad(`records[${i}].app must be a non-empty string`);
      if (!EVENTS.has(r.event)) throw bad(`records[${i}].event must be page_speed, user or image`);
      if (!isObject(r.data) || Object.keys(r.data).length === 0)
        throw bad(`records[${i}].data must be a non-empty object`);
      if (!Number.isFinite(r.ts)) throw bad(`records[${i}].ts must be a number`);
      if (!issued(r.pageLoadId)) throw bad(`records[${i}].pageLoadId is unknown`);
      checkBytes('performance_records', { app: r.app, data: r.data }, `records[${i}]`);
    });
    // The batch writes the page loads, then the records, each in one multi-row insert (lib/write-batch.mjs); page loads
    // whose records were all dropped go at the next retention sweep (lib/retention.mjs).
    await write(async (tx) => {
      for (const r of records) {
        tx.append(
          'performance_page_loads',
          { page_load_id: r.pageLoadId, created_at: Date.now() },
          { ignoreConflicts: true },
        );
        tx.append(
          'performance_records',
          {
            page_load_id: r.pageLoadId,
            app: r.app,
            event: r.event,
            data: JSON.stringify(r.data),
            ts: r.ts,
            received_at: Date.now(),
          },
          { keep: limits.maxRows },
        );
      }
    });
    return { stored: records.length };
  });

  // Inspection (read-only): every stored record, oldest first.
  router.route('GET', '/api/_inspect/performance-records', async () =>
    (await sql.all('SELECT * FROM performance_records ORDER BY id')).map((r) => ({
      app: r.app,
      data: JSON.parse(r.data),
      event: r.event,
      pageLoadId: r.page_load_id,
      ts: r.ts,
    })),
  );
}
