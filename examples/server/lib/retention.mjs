/**
 * How long the logs filled by visitors' pages are kept: census hits and events, JavaScript errors, analytics events,
 * traces, Track hits and performance records, `retentionDays` days (serve.mjs `RETENTION_DAYS`, default 30) by the
 * time each row was received. A sweep runs when the API starts and then every `sweepMs` (an hour) on every server;
 * on PostgreSQL the sweeps of several servers take turns on each table (an advisory lock).
 *
 * On PostgreSQL the tables are partitioned by day (migrations/012-log-partitions.postgres.sql): the sweep makes the
 * partitions of today and the next `daysAhead` days (one by default: a sweep every hour leaves a day's margin), moves rows that landed in a table's DEFAULT partition into their day's,
 * drops the partitions whose whole day is past the retention and deletes the older rows of the day the limit falls
 * in. On SQLite it deletes the rows older than the limit (an index on the time each). Page loads of performance
 * records go once no record refers to them (a page load is written with its first records, in one transaction, so one
 * without any lost them all to the retention or the row cap).
 *
 * This module and lib/write-batch.mjs are the one boundary of the stream: a site that outgrows one database moves
 * these tables elsewhere (a column store, a log) by changing them alone (docs/production.md).
 */

/** The log tables, each with its `received_at` time (epoch ms) the partitions and the retention go by. */
export const LOG_TABLES = Object.freeze([
  'census_hits',
  'census_events',
  'js_errors',
  'record_events',
  'traces',
  'analytics_events',
  'track_hits',
  'performance_records',
]);

/** Days kept by default. */
export const DEFAULT_RETENTION_DAYS = 30;
const DAY = 24 * 60 * 60_000;
/** Any number: the key of the advisory lock that sweeps on several servers take in turn (PostgreSQL). */
const SWEEP_LOCK = 727212;

const PARTITION = /^(.+)_p(\d{4})(\d{2})(\d{2})$/;

/** Returns the name of `table`'s partition of the day starting at `dayStart` (epoch ms, UTC midnight). */
export const partitionName = (table, dayStart) =>
  `${table}_p${new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '')}`;

/** Returns the start (epoch ms) of the day of the partition `name`, or undefined when it names none. */
function dayOf(name) {
  const m = PARTITION.exec(name);
  return m ? Date.UTC(Number(m[2]), Number(m[3]) - 1, Number(m[4])) : undefined;
}

/** Resolves with the names of `table`'s partitions (PostgreSQL), in the transaction `tx`. */
export async function partitionsOf(tx, table) {
  const rows = await tx.all(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = to_regclass(?) ORDER BY c.relname`,
    table,
  );
  return rows.map((r) => r.name);
}

/**
 * Makes `table`'s partition of the day at `dayStart` in `tx` (PostgreSQL): a table like it, given the rows of that day
 * its DEFAULT partition holds, then attached (a partition cannot be made while the DEFAULT one holds rows of its day).
 */
async function addPartition(tx, table, dayStart) {
  const name = partitionName(table, dayStart);
  await tx.exec(`CREATE TABLE ${name} (LIKE ${table} INCLUDING DEFAULTS)`);
  await tx.run(
    `WITH moved AS (DELETE FROM ${table}_default WHERE received_at >= ? AND received_at < ? RETURNING *)
     INSERT INTO ${name} SELECT * FROM moved`,
    dayStart,
    dayStart + DAY,
  );
  await tx.exec(`ALTER TABLE ${table} ATTACH PARTITION ${name} FOR VALUES FROM (${dayStart}) TO (${dayStart + DAY})`);
}

/**
 * Runs one sweep of the store `sql` (lib/sql.mjs) at the time `at`: keeps `retentionDays` days (PostgreSQL: also makes
 * the partitions of the next `daysAhead` days and of the days the DEFAULT partitions hold). Resolves with
 * `{ dropped, deleted }`: the partitions dropped and the rows deleted one by one.
 */
export async function sweepLogs(sql, { retentionDays = DEFAULT_RETENTION_DAYS, daysAhead = 1, at = Date.now() } = {}) {
  const limit = at - retentionDays * DAY;
  const today = Math.floor(at / DAY) * DAY;
  const dropped = [];
  let deleted = 0;
  // One short transaction per table: adding and dropping partitions locks that table's inserts for a moment only.
  if (sql.engine === 'postgres')
    for (const table of LOG_TABLES)
      await sql.transaction(async (tx) => {
        await tx.get(`SELECT pg_advisory_xact_lock(${SWEEP_LOCK}) AS locked`);
        const existing = new Set(await partitionsOf(tx, table));
        // The days ahead, and the days of rows that landed in the DEFAULT partition (a clock far off, a stopped sweep).
        const days = new Set(Array.from({ length: daysAhead + 1 }, (_, i) => today + i * DAY));
        for (const { day } of await tx.all(
          `SELECT DISTINCT received_at - received_at % ${DAY} AS day FROM ${table}_default WHERE received_at >= ?`,
          limit - (limit % DAY),
        ))
          days.add(Number(day));
        for (const day of [...days].sort((a, b) => a - b))
          if (!existing.has(partitionName(table, day))) await addPartition(tx, table, day);
        for (const name of existing) {
          const day = dayOf(name);
          if (day !== undefined && day + DAY <= limit) {
            await tx.exec(`DROP TABLE ${name}`);
            dropped.push(name);
          }
        }
      });
  // The day the limit falls in (and, on PostgreSQL, the DEFAULT partitions): row by row, each table in a statement of
  // its own.
  for (const table of LOG_TABLES)
    deleted += (await sql.run(`DELETE FROM ${table} WHERE received_at < ?`, limit)).changes;
  await sql.run(
    `DELETE FROM performance_page_loads
     WHERE NOT EXISTS (SELECT 1 FROM performance_records r WHERE r.page_load_id = performance_page_loads.page_load_id)`,
  );
  return { dropped, deleted };
}

/**
 * Starts sweeping the store `sql`: once now (resolves when it is done) and then every `sweepMs`, on the clock the rows
 * are stamped with (`now`, the real one but in tests). Returns
 * `{ sweep, stop }`: `sweep()` runs one at once, `stop()` ends the timer. A failing sweep is logged, and the next tries
 * again.
 */
export async function startRetention(
  sql,
  { retentionDays = DEFAULT_RETENTION_DAYS, sweepMs = 60 * 60_000, now = Date.now } = {},
) {
  const sweep = () => sweepLogs(sql, { retentionDays, at: now() });
  await sweep();
  const timer = setInterval(
    () => sweep().catch((error) => console.error('Log retention sweep:', error.message)),
    sweepMs,
  );
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
