/**
 * What the load sections (`load`, `nodes`) read back from the store after a run, compared with what the clients were
 * told: each acknowledged write stored once, and a limited stock never sold past what it had. Pure functions over
 * the ids and numbers a section collects, so they are tested on fixtures (test/build/bench-store-check.test.mjs).
 */

/**
 * Compares the ids answered 2xx (`acked`, a Set) with the ids read back from the store (`stored`, one entry per row,
 * so a write stored twice is there twice); returns `{ acked, rows, lost, duplicated, unacked }`: rows of an id that
 * was never answered 2xx (`unacked`) are requests still in flight when a run stopped, or answered with an error
 * after all.
 */
export function countWrites(acked, stored) {
  const unique = new Set(stored);
  let lost = 0;
  let unacked = 0;
  for (const id of acked) if (!unique.has(id)) lost++;
  for (const id of unique) if (!acked.has(id)) unacked++;
  return { acked: acked.size, rows: stored.length, lost, duplicated: stored.length - unique.size, unacked };
}

/**
 * Checks a limited stock after a run: `initial` units before it, `left` in stock after it, `held` units taken by
 * stock holds, `sold` units whose taking was answered 2xx/3xx to a client. Returns `{ oversold, belowZero,
 * unaccounted }`: units sold or held past the initial stock, whether the stock went below 0, and units neither left
 * nor held (stock that vanished, or appeared when negative).
 */
export function checkStock({ initial, left, held, sold }) {
  return {
    oversold: Math.max(0, Math.max(held, sold) - initial),
    belowZero: left < 0,
    unaccounted: initial - left - held,
  };
}

/**
 * Returns an `OVER BUDGET` line for each miss of a store check `{ census, adds, checkouts, stock }` (each write kind
 * counted by `countWrites`, the stock by `checkStock`) of the run `label`: an acknowledged write lost or stored twice,
 * the stock oversold, below 0 or unaccounted for.
 */
export function budgetMisses(label, check) {
  const misses = [];
  for (const kind of ['census', 'adds', 'checkouts']) {
    const { lost, duplicated } = check[kind];
    if (lost || duplicated)
      misses.push(`OVER BUDGET  ${label}: ${kind}: ${lost} acknowledged lost, ${duplicated} duplicated`);
  }
  const { oversold, belowZero, unaccounted } = check.stock;
  if (oversold || belowZero || unaccounted)
    misses.push(
      `OVER BUDGET  ${label}: stock oversold by ${oversold}${belowZero ? ', below 0' : ''}, ${unaccounted} units unaccounted`,
    );
  return misses;
}
