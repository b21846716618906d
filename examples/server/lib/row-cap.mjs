/**
 * The caps on rows kept from unauthenticated writes. Logs (events, traces, census hits) keep their newest `max`
 * rows whoever sent them: `keepNewest`. Live state — a shopper's cart, a member's sessions, a cart's checkout
 * tokens, a visitor's form keys and uploads — is capped per owner instead (`keepNewestOf`): past the cap a write
 * drops its owner's own oldest rows, so a flood from one address or account never pushes out anyone else's.
 */

const statements = new WeakMap();

/** Returns the statement `sql` prepared once per `db`. */
function prepared(db, sql, before) {
  if (!statements.has(db)) statements.set(db, new Map());
  const cache = statements.get(db);
  if (!cache.has(sql)) {
    before?.();
    cache.set(sql, db.prepare(sql));
  }
  return cache.get(sql);
}

/**
 * Deletes the rows of `table` older than the newest `max`, given the `id` just inserted (its ids count up): the
 * store interface's form (lib/sql.mjs) of `keepNewest`.
 */
export async function dropOldest(sql, table, lastId, max) {
  const floor = Number(lastId) - max;
  if (floor > 0) await sql.run(`DELETE FROM ${table} WHERE id <= ?`, floor);
}

/** Deletes the rows of `table` older than the newest `max`, given the rowid just inserted. */
export function keepNewest(db, table, lastRowid, max) {
  const floor = Number(lastRowid) - max;
  if (floor <= 0) return;
  prepared(db, `DELETE FROM ${table} WHERE rowid <= ?`).run(floor);
}

/**
 * Deletes the rows of `table` whose `column` holds `owner`, past that owner's newest `max`, and returns them (so
 * the caller can release what they held). Rows of other owners are never touched.
 */
export function keepNewestOf(db, table, column, owner, max) {
  const sql =
    `DELETE FROM ${table} WHERE rowid IN ` +
    `(SELECT rowid FROM ${table} WHERE ${column} = ? ORDER BY rowid DESC LIMIT -1 OFFSET ?) RETURNING *`;
  // The owner's rows are found by an index, not a scan of everyone's.
  const index = () => db.exec(`CREATE INDEX IF NOT EXISTS ${table}_by_${column} ON ${table} (${column})`);
  return prepared(db, sql, index).all(owner, max);
}

/**
 * Deletes the rows of `table` whose `column` holds `owner` past that owner's newest `max` by `order` (descending),
 * never the row whose `key` is `keep` (the one just written, whatever ties in `order`); resolves with the deleted
 * rows. The store interface's form (lib/sql.mjs) of `keepNewestOf`.
 */
export function dropOldestOf(sql, table, column, owner, max, { order, key, keep }) {
  return sql.all(
    `DELETE FROM ${table} WHERE ${column} = ? AND ${key} NOT IN (SELECT ${key} FROM ${table} WHERE ${column} = ?
       ORDER BY CASE WHEN ${key} = ? THEN 0 ELSE 1 END, ${order} DESC LIMIT ?) RETURNING *`,
    owner,
    owner,
    keep,
    max,
  );
}
