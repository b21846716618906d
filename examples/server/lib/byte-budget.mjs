/**
 * Byte budgets of the unauthenticated writes (docs/reference-api.md, "Limits"): each stored field has a budget, and
 * each table a budget per row (the sum of its stored fields), so a log table holds at most `maxRows` × its row
 * budget. A write over either is answered 413 and stores nothing: it is checked whole before anything is written.
 */
import { HttpError } from '../router.mjs';

/** Per table: `row`, the bytes of one stored row at most, and `fields`, the bytes of each named field at most. */
export const BYTE_BUDGETS = Object.freeze({
  /** Trace (spec 001 §7): one trace record. */
  traces: { row: 16_000, fields: { pageUrl: 2_000, type: 100, data: 16_000 } },
  /** /api/v1/events: one analytics event. */
  analytics_events: {
    row: 12_000,
    fields: { analyticsId: 200, commonData: 8_000, customData: 8_000, customSchemaName: 200 },
  },
  /** RecordEvent: one internal analytics event. */
  record_events: { row: 8_000, fields: { event: 200, data: 8_000 } },
  /** RecordJavascriptErrors: one error report (the runtime sends a message of at most 1,000 characters). */
  js_errors: {
    row: 24_000,
    fields: { event: 200, message: 4_000, stack: 20_000, url: 2_000, userAgent: 1_000, file: 2_000 },
  },
  /** Performance records: one record. */
  performance_records: { row: 4_000, fields: { app: 200, data: 4_000 } },
  /**
   * Form submissions: the values (JSON text; `every-kind` filled with 10,000-character pastes is about 210,000 bytes)
   * and the rest of the body stored beside them.
   */
  form_submissions: { row: 260_000, fields: { form: 250_000, payload: 10_000 } },
});

/**
 * Throws a 413 when a field of `values` (name → string, or any JSON value, counted as its JSON text) is over the
 * budget `BYTE_BUDGETS[table]` gives it, or their sum is over the table's row budget; `what` names the item in the
 * message (`data[3]`).
 */
export function checkBytes(table, values, what = '') {
  const budget = BYTE_BUDGETS[table];
  let total = 0;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const bytes = Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
    const most = budget.fields[name];
    if (most !== undefined && bytes > most) throw tooLarge(`${what}${what ? '.' : ''}${name}`, most);
    total += bytes;
  }
  if (total > budget.row) throw tooLarge(what || 'The record', budget.row);
}

const tooLarge = (name, bytes) =>
  new HttpError(413, `${name} is larger than ${bytes.toLocaleString('en-US')} bytes`, { budget: bytes });
