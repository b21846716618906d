/**
 * The performance collector's endpoints (spec 001 §7): settings (a fresh pageLoadId per page load) and records,
 * which arrive as text (sendBeacon) or JSON: a list of `{ app, data, event, pageLoadId, ts }`.
 */
import { randomUUID } from 'node:crypto';
import { HttpError, readParsedBody } from '../router.mjs';

const EVENTS = new Set(['page_speed', 'user', 'image']);
const MAX_RECORDS = 500;

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

export function register(router, db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS performance_page_loads (page_load_id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS performance_records (
      id INTEGER PRIMARY KEY, page_load_id TEXT NOT NULL REFERENCES performance_page_loads(page_load_id),
      app TEXT NOT NULL, event TEXT NOT NULL, data TEXT NOT NULL, ts INTEGER NOT NULL, received_at INTEGER NOT NULL);
  `);

  router.route('GET', '/api/1/performance/settings', () => {
    const pageLoadId = randomUUID();
    db.prepare('INSERT INTO performance_page_loads (page_load_id, created_at) VALUES (?, ?)').run(
      pageLoadId,
      Date.now(),
    );
    return { pageLoadId };
  });

  router.route('POST', '/api/1/performance/records', async ({ req }) => {
    const body = await readParsedBody(req);
    let records = body;
    if (typeof body === 'string') {
      try {
        records = JSON.parse(body);
      } catch {
        throw bad('Body is not valid JSON');
      }
    }
    if (!Array.isArray(records) || records.length === 0) throw bad('Expected a JSON list of performance records');
    if (records.length > MAX_RECORDS) throw bad(`At most ${MAX_RECORDS} records per request`);
    const known = db.prepare('SELECT 1 FROM performance_page_loads WHERE page_load_id = ?');
    records.forEach((r, i) => {
      if (!isObject(r)) throw bad(`records[${i}] must be an object`);
      if (typeof r.app !== 'string' || !r.app) throw bad(`records[${i}].app must be a non-empty string`);
      if (!EVENTS.has(r.event)) throw bad(`records[${i}].event must be page_speed, user or image`);
      if (!isObject(r.data) || Object.keys(r.data).length === 0)
        throw bad(`records[${i}].data must be a non-empty object`);
      if (!Number.isFinite(r.ts)) throw bad(`records[${i}].ts must be a number`);
      if (typeof r.pageLoadId !== 'string' || !known.get(r.pageLoadId))
        throw bad(`records[${i}].pageLoadId is unknown`);
    });
    const insert = db.prepare(
      'INSERT INTO performance_records (page_load_id, app, event, data, ts, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    db.transaction(() =>
      records.forEach((r) => insert.run(r.pageLoadId, r.app, r.event, JSON.stringify(r.data), r.ts, Date.now())),
    )();
    return { stored: records.length };
  });

  // Inspection (read-only): every stored record, oldest first.
  router.route('GET', '/api/_inspect/performance-records', () =>
    db
      .prepare('SELECT * FROM performance_records ORDER BY id')
      .all()
      .map((r) => ({
        app: r.app,
        data: JSON.parse(r.data),
        event: r.event,
        pageLoadId: r.page_load_id,
        ts: r.ts,
      })),
  );
}
