/**
 * Census (spec 000 §7): POST /api/census/RecordHit (form-encoded event, data, ss_cvr), button-render, button-click,
 * form-render, overlay and RecordQuickView/{id}. Every call is accepted once per outboxId (lib/outbox.mjs) and
 * answers `{ ok: true }`. Inspection (read-only, for tests and operators): GET /api/_inspect/census/hits?urlPrefix=…
 * and GET /api/_inspect/census/events?kind=…&subject=….
 */
import { acceptOnce } from '../lib/outbox.mjs';
import { HttpError, readParsedBody } from '../router.mjs';

const HIT_EVENTS = new Set([1, 2, 10, 20, 21]);
const VISITOR_RECORD = /^[\w-]+(\|[1-9]\d*){4}$/;
const MAX_FIELD = 2000;
// An item id as the platform and the store give them: a number, or letters, digits, `_` and `-` (24 hex digits).
const ITEM_ID = /^[\w-]{1,100}$/;

/** Returns form field `name` as a string (400 when required and missing, or too long). */
function field(form, name, { required = false } = {}) {
  const value = form[name];
  if (value === undefined || value === '') {
    if (required) throw new HttpError(400, `Missing field ${name}`);
    return undefined;
  }
  if (typeof value !== 'string' || value.length > MAX_FIELD) throw new HttpError(400, `Invalid field ${name}`);
  return value;
}

async function readForm(req) {
  const form = await readParsedBody(req);
  if (typeof form !== 'object' || form === null || Array.isArray(form))
    throw new HttpError(400, 'Expected a form-encoded body');
  return form;
}

function oneOf(form, name, allowed) {
  const value = field(form, name, { required: true });
  if (!allowed.includes(value)) throw new HttpError(400, `Field ${name} must be one of ${allowed.join(', ')}`);
  return value;
}

const PARSERS = {
  'button-render': buttonEvent,
  'button-click': buttonEvent,
  'form-render': (form) => ({
    formId: field(form, 'formId', { required: true }),
    visitorCookie: field(form, 'visitorCookie') ?? '',
  }),
  overlay: (form) => ({
    id: field(form, 'id', { required: true }),
    action: oneOf(form, 'action', ['show', 'close', 'submit']),
    visitorCookie: field(form, 'visitorCookie') ?? '',
  }),
};

function buttonEvent(form) {
  return {
    id: field(form, 'id', { required: true }),
    buttonText: field(form, 'buttonText') ?? '',
    clickthroughUrl: field(form, 'clickthroughUrl') ?? '',
    alignment: field(form, 'alignment') ?? null,
    size: field(form, 'size') ?? null,
    newWindow: oneOf(form, 'newWindow', ['true', 'false']) === 'true',
    context: Number(oneOf(form, 'context', ['1', '2'])),
  };
}

/** Registers the census endpoints. */
export function register(router, sql, { limits, write }) {
  // Rows go to the batch's multi-row insert of their table (lib/write-batch.mjs), capped at the newest maxRows.
  const storeEvent = (tx, kind, subject, payload, outboxId, receivedAt) =>
    tx.append(
      'census_events',
      { kind, subject, payload, outbox_id: outboxId, received_at: receivedAt },
      { keep: limits.maxRows },
    );

  router.route('POST', '/api/census/RecordHit', async ({ req, url }) => {
    const form = await readForm(req);
    const event = Number(field(form, 'event', { required: true }));
    if (!HIT_EVENTS.has(event)) throw new HttpError(400, 'Unknown hit event type');
    let data;
    try {
      data = JSON.parse(field(form, 'data', { required: true }));
    } catch {
      throw new HttpError(400, 'Field data must be JSON');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new HttpError(400, 'Field data must be a JSON object');
    const record = field(form, 'ss_cvr') ?? '';
    if (record && !VISITOR_RECORD.test(record)) throw new HttpError(400, 'Field ss_cvr is not a visitor record');
    return write((tx) =>
      acceptOnce(tx, url, async () => {
        tx.append(
          'census_hits',
          {
            event,
            data: JSON.stringify(data),
            url: typeof data.url === 'string' ? data.url : null,
            ss_cvr: record,
            outbox_id: url.searchParams.get('outboxId'),
            received_at: Date.now(),
          },
          { keep: limits.maxRows },
        );
        return { ok: true };
      }),
    );
  });

  for (const [kind, parse] of Object.entries(PARSERS)) {
    router.route('POST', `/api/census/${kind}`, async ({ req, url }) => {
      const payload = parse(await readForm(req));
      return write((tx) =>
        acceptOnce(tx, url, async () => {
          await storeEvent(
            tx,
            kind,
            payload.id ?? payload.formId,
            JSON.stringify(payload),
            url.searchParams.get('outboxId'),
            Date.now(),
          );
          return { ok: true };
        }),
      );
    });
  }

  router.route('POST', '/api/census/RecordQuickView/:id', async ({ req, url, params }) => {
    await readParsedBody(req);
    if (!ITEM_ID.test(params.id ?? '')) throw new HttpError(400, 'Invalid item id');
    return write((tx) =>
      acceptOnce(tx, url, async () => {
        await storeEvent(
          tx,
          'quick-view',
          params.id,
          JSON.stringify({ id: params.id }),
          url.searchParams.get('outboxId'),
          Date.now(),
        );
        return { ok: true };
      }),
    );
  });

  router.route('GET', '/api/_inspect/census/hits', async ({ query }) => {
    const prefix = query.get('urlPrefix');
    if (!prefix) throw new HttpError(400, 'Query urlPrefix is required');
    return (
      await sql.all(
        'SELECT event, data, ss_cvr, outbox_id, received_at FROM census_hits WHERE substr(url, 1, ?) = ? ORDER BY id',
        prefix.length,
        prefix,
      )
    ).map((row) => ({
      event: row.event,
      data: JSON.parse(row.data),
      ss_cvr: row.ss_cvr,
      outboxId: row.outbox_id,
      receivedAt: row.received_at,
    }));
  });

  router.route('GET', '/api/_inspect/census/events', async ({ query }) => {
    const kind = query.get('kind');
    const subject = query.get('subject');
    if (!kind || !subject) throw new HttpError(400, 'Queries kind and subject are required');
    return (
      await sql.all(
        'SELECT payload, outbox_id, received_at FROM census_events WHERE kind = ? AND subject = ? ORDER BY id',
        kind,
        subject,
      )
    ).map((row) => ({ ...JSON.parse(row.payload), outboxId: row.outbox_id, receivedAt: row.received_at }));
  });
}
