/**
 * Exactly-once acceptance of the runtime's outbox items. Every item the outbox sends carries `outboxId=<uuid>` in
 * its query string (sendBeacon cannot set headers); the same item may arrive more than once (a lost response, a
 * beacon at page hide followed by a resend after reload, two tabs flushing one store). The first arrival is stored,
 * later ones answer 200 `{ duplicate: true }` and change nothing. Calls without an outboxId are stored every time.
 * The receipts are rows of the store (migrations/008-logs.sql), so every server sharing it accepts an item once.
 */

const ID = /^[\w-]{1,64}$/;
/** Receipts kept: past it the oldest are dropped (a resend that old is then stored again). */
const MAX_RECEIPTS = 100_000;
/** How many receipts a server writes between two trims of the oldest (a trim reads the index up to the cap). */
const TRIM_EVERY = 500;

let written = 0;

/**
 * Runs `store()` once per (path, outboxId) of `url`, with the receipt, in the transaction `tx` (lib/sql.mjs), and
 * resolves with its result; for a duplicate resolves with `{ duplicate: true }` without calling it. A store that
 * throws (e.g. a 400 for bad input) leaves no receipt, so a corrected resend is still accepted.
 */
export async function acceptOnce(tx, url, store) {
  const id = url.searchParams.get('outboxId');
  if (!id || !ID.test(id)) return store();
  return tx.transaction(async (inner) => {
    const { changes } = await inner.run(
      'INSERT INTO outbox_receipts (path, outbox_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      url.pathname,
      id,
      Date.now(),
    );
    if (!changes) {
      await inner.run(
        'UPDATE outbox_receipts SET deliveries = deliveries + 1 WHERE path = ? AND outbox_id = ?',
        url.pathname,
        id,
      );
      return { duplicate: true };
    }
    if (++written % TRIM_EVERY === 0)
      await inner.run(
        `DELETE FROM outbox_receipts WHERE received_at <
           (SELECT received_at FROM outbox_receipts ORDER BY received_at DESC LIMIT 1 OFFSET ?)`,
        MAX_RECEIPTS,
      );
    return store();
  });
}

/** Resolves with the receipts of `ids` (each `{ path, outboxId, deliveries, receivedAt }`). */
export async function receipts(sql, ids) {
  const found = [];
  for (const id of ids)
    found.push(
      ...(await sql.all(
        `SELECT path, outbox_id AS "outboxId", deliveries, received_at AS "receivedAt" FROM outbox_receipts
         WHERE outbox_id = ?`,
        id,
      )),
    );
  return found;
}
