/**
 * The cap on rows a table keeps from unauthenticated writes: once a table holds `max` rows, each insert drops the
 * oldest (by rowid), so a flood of events cannot fill the disk. The newest `max` rows are always kept.
 */

const statements = new WeakMap();

/** Deletes the rows of `table` older than the newest `max`, given the rowid just inserted. */
export function keepNewest(db, table, lastRowid, max) {
  const floor = Number(lastRowid) - max;
  if (floor <= 0) return;
  if (!statements.has(db)) statements.set(db, new Map());
  const byTable = statements.get(db);
  if (!byTable.has(table)) byTable.set(table, db.prepare(`DELETE FROM ${table} WHERE rowid <= ?`));
  byTable.get(table).run(floor);
}
