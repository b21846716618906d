/**
 * The cap on rows a table keeps from unauthenticated writes: once a table holds `max` rows, each insert drops the
 * oldest (by rowid), so a flood of events cannot fill the disk. The newest `max` rows are always kept.
 */

/** Deletes the rows of `table` older than the newest `max`, given the rowid just inserted. */
export function keepNewest(db, table, lastRowid, max) {
  const floor = Number(lastRowid) - max;
  if (floor > 0) db.prepare(`DELETE FROM ${table} WHERE rowid <= ?`).run(floor);
}
