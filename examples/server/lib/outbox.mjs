/**
 * Exactly-once acceptance of the runtime's outbox items. Every item the outbox sends carries `outboxId=<uuid>` in
 * its query string (sendBeacon cannot set headers); the same item may arrive more than once (a lost response, a
 * beacon at page hide followed by a resend after reload, two tabs flushing one store). The first arrival is stored,
 * later ones answer 200 `{ duplicate: true }` and change nothing. Calls without an outboxId are stored every time.
 */

import { keepNewest } from './row-cap.mjs';

const ready = new WeakMap();

/** Creates the receipts table of `db` on first use; returns its prepared statements. */
function ensureTable(db) {
  if (ready.has(db)) return ready.get(db);
  db.exec(`CREATE TABLE IF NOT EXISTS outbox_receipts (
    path TEXT NOT NULL,
    outbox_id TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (path, outbox_id)
  )`);
  const statements = {
    insert: db.prepare(
      'INSERT INTO outbox_receipts (path, outbox_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    again: db.prepare('UPDATE outbox_receipts SET deliveries = deliveries + 1 WHERE path = ? AND outbox_id = ?'),
  };
  statements.once = db.transaction((path, id, store) => {
    const { changes: fresh, lastInsertRowid } = statements.insert.run(path, id, Date.now());
    if (!fresh) {
      statements.again.run(path, id);
      return { duplicate: true };
    }
    keepNewest(db, 'outbox_receipts', lastInsertRowid, MAX_RECEIPTS);
    return store();
  });
  ready.set(db, statements);
  return statements;
}

const ID = /^[\w-]{1,64}$/;
/** Receipts kept: past it the oldest are dropped (a resend that old is then stored again). */
const MAX_RECEIPTS = 100_000;

/**
 * Runs `store()` (synchronous, better-sqlite3) once per (path, outboxId) of `url`, in one transaction with the
 * receipt, and returns its result; for a duplicate returns `{ duplicate: true }` without calling it. A store that
 * throws (e.g. a 400 for bad input) leaves no receipt, so a corrected resend is still accepted.
 */
export function acceptOnce(db, url, store) {
  const { once } = ensureTable(db);
  const id = url.searchParams.get('outboxId');
  if (!id || !ID.test(id)) return store();
  return once(url.pathname, id, store);
}

/** Returns the receipts of `ids` (each `{ path, outboxId, deliveries, receivedAt }`). */
export function receipts(db, ids) {
  ensureTable(db);
  const select = db.prepare(
    'SELECT path, outbox_id AS outboxId, deliveries, received_at AS receivedAt FROM outbox_receipts WHERE outbox_id = ?',
  );
  return ids.flatMap((id) => select.all(id));
}
