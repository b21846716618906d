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
 */
import { clearImmediate, setImmediate } from 'node:timers';

/** The most writes one transaction holds. */
export const MAX_BATCH = 256;

/** Creates the batcher of writes to the store `sql`; returns `{ write, flush, close, stats }`. */
export function createWriteBatch(sql, { maxBatch = MAX_BATCH } = {}) {
  let waiting = [];
  let scheduled = null;
  let closed = false;
  let committing = Promise.resolve();
  const stats = { batches: 0, writes: 0, largest: 0 };

  async function commit(jobs) {
    try {
      await sql.transaction(async (tx) => {
        for (const job of jobs) {
          try {
            job.result = await tx.transaction(job.store);
            job.ok = true;
          } catch (error) {
            job.error = error;
          }
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

  return { write, flush, close, stats };
}
