/**
 * The caps on rows kept from unauthenticated writes. Logs (events, traces, census hits) keep their newest `max`
 * rows whoever sent them: `keepNewest`. Live state — a shopper's cart, a member's sessions, a cart's checkout
 * tokens, a visitor's form keys and uploads — is capped per owner instead (`keepNewestOf`): past the cap a write
 * drops its owner's own oldest rows, so a flood from one address or account never pushes out anyone else's.
 */

/**
 * Deletes the rows of `table` older than the newest `max`, given the `id` just inserted (its ids count up), through
 * `sql` (lib/sql.mjs: the store or a transaction).
 */
export async function keepNewest(sql, table, lastId, max) {
  const floor = Number(lastId) - max;
  if (floor > 0) await sql.run(`DELETE FROM ${table} WHERE id <= ?`, floor);
}

/**
 * Deletes the rows of `table` whose `column` holds `owner` past that owner's newest `max` by `order` (descending),
 * never the row whose `key` is `keep` (the one just written, whatever ties in `order`); resolves with the deleted
 * rows.
 */
export function keepNewestOf(sql, table, column, owner, max, { order, key, keep }) {
  return sql.all(
    `DELETE FROM ${table} WHERE ${column} = ? AND ${key} NOT IN (SELECT ${key} FROM ${table} WHERE ${column} = ?
       ORDER BY CASE WHEN ${key} = ? THEN 0 ELSE 1 END, ${order} DESC LIMIT ?) RETURNING *`,
    owner,
    owner,
    keep,
    max,
  );
}
