/**
 * Group commit for the store's hot write paths (census, events, performance records). A route hands its write to
 * `write(store)` instead of running it at once; writes that arrive while the event loop is busy are collected and
 * run, in the order they arrived, in ONE transaction of the store (lib/sql.mjs), cut on the next turn of the event
 * loop (`setImmediate`) or as soon as `maxBatch` are waiting, whichever is first; batches commit one after another.
 * Under a trickle a batch holds one write and adds no delay; under load one commit (one WAL append on SQLite, one
 * round of fsync on PostgreSQL) serves many requests.
 *
 * The guarantee: `write` resolves with the store's result only after the transaction holding it has committed, so a
 * request is answered only once its row is stored (on SQLite with `synchronous = NORMAL`: in the WAL, safe from a
 * crash of the process, not from a power cut before the next checkpoint). Each write runs in its own savepoint: one
 * that throws (e.g. a 400 for bad input found while storing) is rolled back alone and rejects alone; a commit that
 * fails rejects every write of its batch, none of which is then stored. `flush()` cuts a batch of what is waiting at
 * once and resolves when it has committed; `close()` flushes and then refuses new writes, so nothing handed over is
 * lost at shutdown.
 *
 * Log rows are written in bulk: a write may hand rows to `tx.append(table, row, options)` rather than inserting them,
 * and the batch writes every row appended to one table (with the same columns) in ONE multi-row `INSERT`, after its
 * writes ran and before it commits, so N census hits or performance records arriving together cost one statement (in
 * chunks of at most `MAX_PARAMS` values). The rows of a write that throws are left out with it. Options:
 * `ignoreConflicts` (`ON CONFLICT DO NOTHING`: a row already stored is skipped) and `keep` (after the insert, only the
 * table's newest `keep` rows by id stay: lib/row-cap.mjs `keepNewest`). `appends` counts `{ rows, statements }`.
 */
import { clearImmediate, setImmediate } from 'node:timers';
import { keepNewest } from './row-cap.mjs';

/** The most writes one transaction holds. */
export const MAX_BATCH = 256;

/**
 * The most values one multi-row INSERT binds: within SQLite's limit of 32,766 variables and PostgreSQL's of 65,535
 * parameters.
 */
export const MAX_PARAMS = 30_000;

/**
 * Writes `rows` (objects with the same keys) to `table` in as few multi-row INSERTs as `MAX_PARAMS` allows, through
 * `tx`; resolves with the number of statements. `ignoreConflicts` skips rows already stored; `keep` caps the table at
 * its newest rows after.
 */
async function insertRows(tx, table, rows, { ignoreConflicts = false, keep } = {}) {
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  let statements = 0;
  let last = 0;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const text =
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}` +
      (ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '') +
      (keep ? ' RETURNING id' : '');
    const values = chunk.flatMap((row) => columns.map((c) => row[c]));
    if (keep) for (const { id } of await tx.all(text, ...values)) last = Math.max(last, Number(id));
    else await tx.run(text, ...values);
    statements++;
  }
  if (keep) await keepNewest(tx, table, last, keep);
  return statements;
}

/** Creates the batcher of writes to the store `sql`; returns `{ write, flush, close, stats, appends }`. */
export function createWriteBatch(sql, { maxBatch = MAX_BATCH } = {}) {
  let waiting = [];
  let scheduled = null;
  let closed = false;
  let committing = Promise.resolve();
  const stats = { batches: 0, writes: 0, largest: 0 };
  const appends = { rows: 0, statements: 0 };

  async function commit(jobs) {
    try {
      await sql.transaction(async (tx) => {
        // Rows appended by the writes that succeeded, by table, columns and options, in the order first seen (a row
        // another refers to, such as a page load, is appended before it).
        const groups = new Map();
        for (const job of jobs) {
          const rows = [];
          try {
            job.result = await tx.transaction((inner) =>
              job.store({ ...inner, append: (table, row, options = {}) => rows.push({ table, row, options }) }),
            );
            job.ok = true;
          } catch (error) {
            job.error = error;
            continue;
          }
          for (const { table, row, options } of rows) {
            const key = JSON.stringify([table, Object.keys(row), options]);
            if (!groups.has(key)) groups.set(key, { table, options, rows: [] });
            groups.get(key).rows.push(row);
          }
        }
        for (const { table, options, rows } of groups.values()) {
          appends.statements += await insertRows(tx, table, rows, options);
          appends.rows += rows.length;
        }
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    stats.batches++;
    stats.writes += jobs.length;
    stats.largest = Math.max(stats.largest, jobs.length);
    for (const job of jobs) {
      if (job.ok) job.resolve(job.result);
      else job.reject(job.error);
    }
  }

  function flush() {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (waiting.length === 0) return committing;
    const jobs = waiting;
    waiting = [];
    committing = committing.then(() => commit(jobs));
    return committing;
  }

  /** Runs `store(tx)` in the next batch; resolves with its result once the batch has committed. */
  function write(store) {
    if (closed) return Promise.reject(new Error('The store is closed'));
    return new Promise((resolve, reject) => {
      waiting.push({ store, resolve, reject });
      if (waiting.length >= maxBatch) flush();
      else if (!scheduled) scheduled = setImmediate(flush);
    });
  }

  function close() {
    const done = flush();
    closed = true;
    return done;
  }

  return { write, flush, close, stats, appends };
}
