/**
 * The bench's `load` section: the reference API under load. For each rate (250 … 4,000 requests/s, 5 s each) a fresh
 * reference server runs in its own process on a fresh SQLite file (WAL), and autocannon sends census hits, internal
 * analytics events and performance records in turn at that overall rate, each carrying a unique id. Then the server
 * is stopped (after a warm-up second, stored and checked but not timed; then SIGTERM: it commits what waits and closes the store) and the file is read back: every acknowledged
 * (2xx) id must be stored exactly once. Prints achieved rate, p50/p99 latency (autocannon corrects for coordinated
 * omission), errors and the store check per rate, and the highest rate sustained with p99 < 50 ms. Beside each rate,
 * its floor: the same rate and connections on a GET that stores nothing, so the latency the machine and the HTTP stack
 * add on their own (the machine is shared) can be told from what the store adds.
 *
 * Run as a script (`node scripts/bench/load.mjs serve <file>`) it is that server: the whole site on 127.0.0.1, the
 * write rate limit and the row cap lifted (a client at 4,000 writes/s would be answered 429 and old rows dropped).
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './common.mjs';
import { countWrites } from './store-check.mjs';

const HERE = fileURLToPath(import.meta.url);
export const RATES = [250, 500, 1000, 2000, 4000];
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
const P99_TARGET_MS = 50;
/** A rate counts as sustained when at least this share of it was achieved. */
const SUSTAINED = 0.95;
const KINDS = ['census', 'event', 'performance'];

/** The server process: the site on a free port of 127.0.0.1; tells the parent its port; closes on SIGTERM. */
async function serve(file) {
  const { createSite, createSiteServer } = await import('../../examples/server/app.mjs');
  const site = await createSite({ database: file, limits: { writesPerMinute: 1e9, maxRows: 1e9 } });
  const server = createSiteServer(site);
  server.keepAliveTimeout = 30_000;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    site.close();
    process.exit(0);
  });
  process.send({ port: server.address().port, stats: null });
  process.on('message', (m) => m === 'stats' && process.send({ stats: site.api.batch.stats }));
}

/** Resolves with `{ status, headers, body }` of one request to the server on `port`. */
function call(port, method, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a server process on a fresh database file; resolves with `{ child, port, file, dir }`. */
async function startChild() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const file = join(dir, 'load.sqlite');
  const child = fork(HERE, ['serve', file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)));
  });
  return { child, port, file, dir };
}

/** The three requests one connection sends in turn, each with a fresh id; counts 2xx answers by kind and id. */
function requestsFor({ crumb, cookie, pageLoadId }, acked) {
  let next = 0;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const ack = (kind) => (status, _body, context) => {
    if (status >= 200 && status < 300) acked[kind].add(context[kind]);
  };
  return [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        context.census = `c${next++}`;
        const data = JSON.stringify({ url: 'https://load.test/', n: context.census });
        return {
          ...req,
          path: `/api/census/RecordHit?outboxId=${context.census}`,
          headers: form,
          body: new URLSearchParams({ event: '1', data }).toString(),
        };
      },
      onResponse: ack('census'),
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        context.event = `e${next++}`;
        return {
          ...req,
          path: `/api/events/RecordEvent?outboxId=${context.event}`,
          headers: { ...form, cookie },
          body: new URLSearchParams({ crumb, event: 'load', data: JSON.stringify({ n: context.event }) }).toString(),
        };
      },
      onResponse: ack('event'),
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        context.performance = `p${next++}`;
        const record = { app: 'load', event: 'user', data: { n: context.performance }, pageLoadId, ts: Date.now() };
        return {
          ...req,
          path: '/api/1/performance/records',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([record]),
        };
      },
      onResponse: ack('performance'),
    },
  ];
}

/** Reads the stored ids of each kind back from `file`. */
function storedIds(file) {
  const db = new Database(file, { readonly: true });
  try {
    const ids = (sql) => db.prepare(sql).pluck().all();
    return {
      census: ids("SELECT json_extract(data, '$.n') FROM census_hits"),
      event: ids("SELECT json_extract(data, '$.n') FROM record_events"),
      performance: ids("SELECT json_extract(data, '$.n') FROM performance_records"),
    };
  } finally {
    db.close();
  }
}

/** Compares what was acknowledged with what was stored: `{ acked, rows, lost, duplicated, unacked }` over all kinds. */
function checkStore(acked, stored) {
  const check = { acked: 0, rows: 0, lost: 0, duplicated: 0, unacked: 0 };
  for (const kind of KINDS) {
    const counted = countWrites(acked[kind], stored[kind]);
    for (const key of Object.keys(check)) check[key] += counted[key];
  }
  return check;
}

/** Runs one rate against a fresh server; resolves with its row of results. */
async function runRate(rate) {
  const { child, port, file, dir } = await startChild();
  try {
    const echo = await call(port, 'POST', '/api/data-layer/echo');
    const cookie = echo.headers['set-cookie'][0].split(';')[0];
    const { pageLoadId } = (await call(port, 'GET', '/api/1/performance/settings')).body;
    const acked = Object.fromEntries(KINDS.map((k) => [k, new Set()]));
    const requests = requestsFor({ crumb: echo.body.crumb, cookie, pageLoadId }, acked);
    const run = (duration, sent = requests) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.min(200, Math.max(10, Math.round(rate / 20))),
        overallRate: rate,
        duration,
        timeout: 10,
        requests: sent,
      });
    // A warm-up second at the same rate (compiling, the first pages of the file) is stored and checked, not timed.
    const warmUp = await run(WARM_UP_SECONDS);
    const result = await run(SECONDS);
    // The floor: the same rate and connections on a GET that stores nothing (the HTTP stack and this machine alone).
    const floor = await run(SECONDS, [{ method: 'GET', path: '/api/1/performance/settings' }]);
    const stats = await new Promise((resolve) => {
      child.once('message', (m) => resolve(m.stats));
      child.send('stats');
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const check = checkStore(acked, storedIds(file));
    const achieved = result.requests.total / SECONDS;
    const errors = result.errors + result.non2xx + warmUp.errors + warmUp.non2xx;
    const ok =
      achieved >= rate * SUSTAINED &&
      result.latency.p99 < P99_TARGET_MS &&
      errors === 0 &&
      check.lost === 0 &&
      check.duplicated === 0;
    return { rate, achieved, result, floor, errors, check, stats, ok };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the load table and the highest sustained rate; pushes a line to `overBudget` for each missed target. */
export async function reportLoad(overBudget) {
  const started = Date.now();
  const runs = [];
  for (const rate of RATES) runs.push(await runRate(rate));
  console.log(
    `\nLOAD — reference API, census + event + performance posts in turn, ${SECONDS} s per rate, fresh SQLite file ` +
      `(WAL, synchronous NORMAL, group commit) each; server and autocannon on this machine (load average ` +
      `${loadavg()[0].toFixed(1)})\n`,
  );
  table(
    [
      'target/s',
      'achieved/s',
      'p50',
      'p99',
      'floor p50',
      'floor p99',
      'errors',
      '2xx',
      'rows',
      'lost',
      'dup',
      'commits',
      'largest',
      '',
    ],
    runs.map((r) => [
      r.rate,
      r.achieved.toFixed(0),
      `${r.result.latency.p50} ms`,
      `${r.result.latency.p99} ms`,
      `${r.floor.latency.p50} ms`,
      `${r.floor.latency.p99} ms`,
      r.errors,
      r.check.acked,
      r.check.rows,
      r.check.lost,
      r.check.duplicated,
      r.stats.batches,
      r.stats.largest,
      r.ok ? 'sustained' : 'not sustained',
    ]),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  const best = runs.filter((r) => r.ok).at(-1);
  console.log(
    `\nHighest rate sustained (≥ ${SUSTAINED * 100}% achieved, p99 < ${P99_TARGET_MS} ms, no errors, none lost or ` +
      `duplicated): ${best ? `${best.rate} requests/s` : 'none'}. Rows stored but not answered 2xx (in flight at ` +
      `the end): ${runs.map((r) => r.check.unacked).join(', ')}. (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const r of runs) {
    if (r.check.lost || r.check.duplicated)
      overBudget.push(
        `OVER BUDGET  load at ${r.rate}/s: ${r.check.lost} acknowledged writes lost, ${r.check.duplicated} duplicated`,
      );
  }
  if (!best) overBudget.push(`OVER BUDGET  load: no rate sustained with p99 < ${P99_TARGET_MS} ms`);
}

if (process.argv[1] === HERE && process.argv[2] === 'serve') await serve(process.argv[3]);
