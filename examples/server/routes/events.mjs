/**
 * Events: JavaScript error reports (spec 000 §7 RecordJavascriptErrors), internal analytics events (RecordEvent),
 * trace records (spec 001 §7 Trace), external analytics events (/api/v1/events) and marketing Track hits, each
 * stored in SQLite, with read-only /api/_inspect/… endpoints that return what was stored.
 */
import { checkBytes } from '../lib/byte-budget.mjs';
import { acceptOnce } from '../lib/outbox.mjs';
import { keepNewest } from '../lib/row-cap.mjs';
import { HttpError, MAX_NESTING, nestingOf, readParsedBody, sendJson } from '../router.mjs';

const TRACK_FIELDS = [
  'landing',
  'refer',
  'rk',
  'lang',
  'screen',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
];
const ERROR_FIELDS = ['websiteId', 'templateId', 'url', 'userAgent', 'message', 'stack', 'file', 'line', 'column'];
/** spec 000 §9: a page sends at most 20 reports, each stack at most 5000 characters. */
const MAX_ERRORS = 20;
const MAX_STACK = 5000;

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

/** Parses `text` as JSON, or throws a 400 naming `what`. */
function parseJson(text, what) {
  if (typeof text !== 'string') throw bad(`${what} is required`);
  if (nestingOf(text) > MAX_NESTING) throw bad(`${what} is nested deeper than ${MAX_NESTING} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw bad(`${what} is not valid JSON`);
  }
}

/** Returns the request body as an object, or throws a 400. */
async function formOrJson(req) {
  const body = await readParsedBody(req);
  if (!isObject(body)) throw bad('Expected a form-encoded or JSON body');
  return body;
}

/** Checks one JavaScript error event `{ event, data, timestamp }` (spec 000 §7). */
function checkErrorEvent(item, i) {
  if (!isObject(item) || typeof item.event !== 'string' || !item.event)
    throw bad(`events[${i}].event must be a non-empty string`);
  if (!Number.isFinite(item.timestamp)) throw bad(`events[${i}].timestamp must be a number`);
  if (!isObject(item.data)) throw bad(`events[${i}].data must be an object`);
  const { data } = item;
  if (typeof data.message !== 'string') throw bad(`events[${i}].data.message must be a string`);
  for (const field of ['websiteId', 'templateId', 'url', 'userAgent', 'stack', 'file']) {
    if (data[field] !== undefined && data[field] !== null && typeof data[field] !== 'string')
      throw bad(`events[${i}].data.${field} must be a string or null`);
  }
  for (const field of ['line', 'column']) {
    if (data[field] !== undefined && data[field] !== null && !Number.isFinite(data[field]))
      throw bad(`events[${i}].data.${field} must be a number or null`);
  }
  if ((data.stack ?? '').length > MAX_STACK)
    throw bad(`events[${i}].data.stack is longer than ${MAX_STACK} characters`);
  const kept = Object.fromEntries(ERROR_FIELDS.map((f) => [f, data[f]]));
  checkBytes('js_errors', { event: item.event, ...kept }, `events[${i}]`);
}

/** Runs its own better-sqlite3 statements: served on SQLite only until it speaks through lib/sql.mjs (app.mjs). */
export const sqliteOnly = true;

/** Registers the event endpoints, their tables and their inspection endpoints. */
export function register(router, db, { limits, write }) {
  /** Drops the oldest rows of `table` past the cap, given the last rowid inserted. */
  const cap = (table, lastRowid) => keepNewest(db, table, lastRowid, limits.maxRows);

  db.exec(`
    CREATE TABLE IF NOT EXISTS js_errors (
      id INTEGER PRIMARY KEY, event TEXT NOT NULL, data TEXT NOT NULL, timestamp INTEGER NOT NULL,
      crumb_from TEXT NOT NULL, outbox_id TEXT, received_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS record_events (
      id INTEGER PRIMARY KEY, event TEXT NOT NULL, data TEXT NOT NULL, outbox_id TEXT, received_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS traces (
      id INTEGER PRIMARY KEY, page_url TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, received_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS analytics_events (
      id INTEGER PRIMARY KEY, analytics_id TEXT NOT NULL, common_data TEXT NOT NULL, custom_data TEXT NOT NULL,
      custom_schema_name TEXT NOT NULL, received_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS track_hits (id INTEGER PRIMARY KEY, fields TEXT NOT NULL, received_at INTEGER NOT NULL);
  `);
  const insertError = db.prepare(
    'INSERT INTO js_errors (event, data, timestamp, crumb_from, outbox_id, received_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare('INSERT INTO record_events (event, data, outbox_id, received_at) VALUES (?, ?, ?, ?)');
  const insertTrace = db.prepare('INSERT INTO traces (page_url, type, data, received_at) VALUES (?, ?, ?, ?)');
  const insertAnalytics = db.prepare(
    'INSERT INTO analytics_events (analytics_id, common_data, custom_data, custom_schema_name, received_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTrack = db.prepare('INSERT INTO track_hits (fields, received_at) VALUES (?, ?)');

  // spec 000 §7: a JSON list of { event, data, timestamp }, with the crumb in the CSRF header (X-CSRF-Token); the
  // `crumb` query parameter is accepted instead for senders that cannot set headers.
  router.route('POST', '/api/events/RecordJavascriptErrors', async ({ req, url }) => {
    const header = req.headers['x-csrf-token'];
    const events = await readParsedBody(req);
    if (!Array.isArray(events) || events.length === 0) throw bad('Expected a JSON list of error events');
    if (events.length > MAX_ERRORS) throw bad(`At most ${MAX_ERRORS} error events per request`);
    events.forEach(checkErrorEvent);
    return write(() =>
      acceptOnce(db, url, () => {
        let last = 0;
        for (const { event, data, timestamp } of events) {
          const kept = Object.fromEntries(ERROR_FIELDS.map((f) => [f, data[f] ?? null]));
          last = insertError.run(
            event,
            JSON.stringify(kept),
            timestamp,
            header ? 'header' : 'query',
            url.searchParams.get('outboxId'),
            Date.now(),
          ).lastInsertRowid;
        }
        cap('js_errors', last);
        return { stored: events.length };
      }),
    );
  });

  // spec 000 §7: form-encoded crumb, event, data (JSON object).
  router.route('POST', '/api/events/RecordEvent', async ({ req, url }) => {
    const form = await formOrJson(req);
    if (typeof form.event !== 'string' || !form.event) throw bad('event is required');
    const data = parseJson(form.data, 'data');
    if (!isObject(data)) throw bad('data must be a JSON object');
    checkBytes('record_events', { event: form.event, data });
    return write(() =>
      acceptOnce(db, url, () => {
        const { lastInsertRowid } = insertEvent.run(
          form.event,
          JSON.stringify(data),
          url.searchParams.get('outboxId'),
          Date.now(),
        );
        cap('record_events', lastInsertRowid);
        return { stored: 1 };
      }),
    );
  });

  // spec 001 §7: form field `data` holding a JSON list of { pageUrl, type, data (JSON text) }.
  router.route('POST', '/api/events/Trace', async ({ req }) => {
    const form = await formOrJson(req);
    const records = parseJson(form.data, 'data');
    if (!Array.isArray(records)) throw bad('data must be a JSON list of trace records');
    records.forEach((r, i) => {
      if (!isObject(r) || typeof r.pageUrl !== 'string' || typeof r.type !== 'string' || typeof r.data !== 'string') {
        throw bad(`data[${i}] must have pageUrl, type and data strings`);
      }
      checkBytes('traces', { pageUrl: r.pageUrl, type: r.type, data: r.data }, `data[${i}]`);
    });
    await write(() => {
      let last = 0;
      for (const r of records) last = insertTrace.run(r.pageUrl, r.type, r.data, Date.now()).lastInsertRowid;
      cap('traces', last);
    });
    return { stored: records.length };
  });

  // spec 001 §7: JSON analyticsId, commonData (strings or null), customData, customSchemaName; answers 202.
  router.route('POST', '/api/v1/events', async ({ req, res }) => {
    const body = await readParsedBody(req);
    if (!isObject(body)) throw bad('Expected a JSON object');
    const { analyticsId, commonData, customData, customSchemaName } = body;
    if (typeof analyticsId !== 'string' || !analyticsId) throw bad('analyticsId is required');
    if (typeof customSchemaName !== 'string' || !customSchemaName) throw bad('customSchemaName is required');
    if (!isObject(commonData)) throw bad('commonData must be an object');
    for (const [field, value] of Object.entries(commonData)) {
      if (value !== null && typeof value !== 'string') throw bad(`commonData.${field} must be a string or null`);
    }
    if (customData !== undefined && !isObject(customData)) throw bad('customData must be an object');
    checkBytes('analytics_events', { analyticsId, commonData, customData, customSchemaName });
    await write(() => {
      const { lastInsertRowid } = insertAnalytics.run(
        analyticsId,
        JSON.stringify(commonData),
        JSON.stringify(customData ?? {}),
        customSchemaName,
        Date.now(),
      );
      cap('analytics_events', lastInsertRowid);
    });
    sendJson(res, 202, { accepted: true });
  });

  // spec 000 §7: the marketing hit; only the twelve named query fields are kept.
  router.route(
    'GET',
    '/api/track/Track',
    async ({ query }) => {
      const fields = Object.fromEntries(TRACK_FIELDS.filter((f) => query.has(f)).map((f) => [f, query.get(f)]));
      await write(() => cap('track_hits', insertTrack.run(JSON.stringify(fields), Date.now()).lastInsertRowid));
      return { ok: true };
    },
    { stores: true },
  );

  // Inspection endpoints (read-only): what the routes above stored, oldest first.
  router.route('GET', '/api/_inspect/js-errors', () =>
    db
      .prepare('SELECT * FROM js_errors ORDER BY id')
      .all()
      .map((r) => ({
        event: r.event,
        data: JSON.parse(r.data),
        timestamp: r.timestamp,
        crumbFrom: r.crumb_from,
        outboxId: r.outbox_id,
      })),
  );
  router.route('GET', '/api/_inspect/record-events', () =>
    db
      .prepare('SELECT * FROM record_events ORDER BY id')
      .all()
      .map((r) => ({ event: r.event, data: JSON.parse(r.data), outboxId: r.outbox_id })),
  );
  router.route('GET', '/api/_inspect/traces', () =>
    db
      .prepare('SELECT * FROM traces ORDER BY id')
      .all()
      .map((r) => ({ pageUrl: r.page_url, type: r.type, data: r.data })),
  );
  router.route('GET', '/api/_inspect/analytics-events', () =>
    db
      .prepare('SELECT * FROM analytics_events ORDER BY id')
      .all()
      .map((r) => ({
        analyticsId: r.analytics_id,
        commonData: JSON.parse(r.common_data),
        customData: JSON.parse(r.custom_data),
        customSchemaName: r.custom_schema_name,
      })),
  );
  router.route('GET', '/api/_inspect/track', () =>
    db
      .prepare('SELECT fields FROM track_hits ORDER BY id')
      .all()
      .map((r) => JSON.parse(r.fields)),
  );
}
