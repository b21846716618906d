/**
 * Events: JavaScript error reports (spec 000 §7 RecordJavascriptErrors), internal analytics events (RecordEvent),
 * trace records (spec 001 §7 Trace), external analytics events (/api/v1/events) and marketing Track hits, each
 * stored in SQLite, with read-only /api/_inspect/… endpoints that return what was stored.
 */
import { checkBytes } from '../lib/byte-budget.mjs';
import { acceptOnce } from '../lib/outbox.mjs';
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

/** Registers the event endpoints and their inspection endpoints. */
export function register(router, sql, { limits, write }) {
  /**
   * Hands one row of `table` (`values` by column) to the batch of `tx`, which writes the rows of all its writes in one
   * multi-row insert and then drops the oldest past the cap (lib/write-batch.mjs).
   */
  const insert = (tx, table, values) => tx.append(table, values, { keep: limits.maxRows });

  // spec 000 §7: a JSON list of { event, data, timestamp }, with the crumb in the CSRF header (X-CSRF-Token); the
  // `crumb` query parameter is accepted instead for senders that cannot set headers.
  router.route('POST', '/api/events/RecordJavascriptErrors', async ({ req, url }) => {
    const header = req.headers['x-csrf-token'];
    const events = await readParsedBody(req);
    if (!Array.isArray(events) || events.length === 0) throw bad('Expected a JSON list of error events');
    if (events.length > MAX_ERRORS) throw bad(`At most ${MAX_ERRORS} error events per request`);
    events.forEach(checkErrorEvent);
    return write((tx) =>
      acceptOnce(tx, url, async () => {
        for (const { event, data, timestamp } of events) {
          const kept = Object.fromEntries(ERROR_FIELDS.map((f) => [f, data[f] ?? null]));
          insert(tx, 'js_errors', {
            event,
            data: JSON.stringify(kept),
            timestamp,
            crumb_from: header ? 'header' : 'query',
            outbox_id: url.searchParams.get('outboxId'),
            received_at: Date.now(),
          });
        }
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
    return write((tx) =>
      acceptOnce(tx, url, async () => {
        insert(tx, 'record_events', {
          event: form.event,
          data: JSON.stringify(data),
          outbox_id: url.searchParams.get('outboxId'),
          received_at: Date.now(),
        });
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
    await write(async (tx) => {
      for (const r of records)
        insert(tx, 'traces', { page_url: r.pageUrl, type: r.type, data: r.data, received_at: Date.now() });
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
    await write(async (tx) => {
      insert(tx, 'analytics_events', {
        analytics_id: analyticsId,
        common_data: JSON.stringify(commonData),
        custom_data: JSON.stringify(customData ?? {}),
        custom_schema_name: customSchemaName,
        received_at: Date.now(),
      });
    });
    sendJson(res, 202, { accepted: true });
  });

  // spec 000 §7: the marketing hit; only the twelve named query fields are kept.
  router.route(
    'GET',
    '/api/track/Track',
    async ({ query }) => {
      const fields = Object.fromEntries(TRACK_FIELDS.filter((f) => query.has(f)).map((f) => [f, query.get(f)]));
      await write(async (tx) => insert(tx, 'track_hits', { fields: JSON.stringify(fields), received_at: Date.now() }));
      return { ok: true };
    },
    { stores: true },
  );

  // Inspection endpoints (read-only): what the routes above stored, oldest first.
  router.route('GET', '/api/_inspect/js-errors', async () =>
    (await sql.all('SELECT * FROM js_errors ORDER BY id')).map((r) => ({
      event: r.event,
      data: JSON.parse(r.data),
      timestamp: r.timestamp,
      crumbFrom: r.crumb_from,
      outboxId: r.outbox_id,
    })),
  );
  router.route('GET', '/api/_inspect/record-events', async () =>
    (await sql.all('SELECT * FROM record_events ORDER BY id')).map((r) => ({
      event: r.event,
      data: JSON.parse(r.data),
      outboxId: r.outbox_id,
    })),
  );
  router.route('GET', '/api/_inspect/traces', async () =>
    (await sql.all('SELECT * FROM traces ORDER BY id')).map((r) => ({
      pageUrl: r.page_url,
      type: r.type,
      data: r.data,
    })),
  );
  router.route('GET', '/api/_inspect/analytics-events', async () =>
    (await sql.all('SELECT * FROM analytics_events ORDER BY id')).map((r) => ({
      analyticsId: r.analytics_id,
      commonData: JSON.parse(r.common_data),
      customData: JSON.parse(r.custom_data),
      customSchemaName: r.custom_schema_name,
    })),
  );
  router.route('GET', '/api/_inspect/track', async () =>
    (await sql.all('SELECT fields FROM track_hits ORDER BY id')).map((r) => JSON.parse(r.fields)),
  );
}
