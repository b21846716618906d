/**
 * The bench's `nodes` section: many API nodes on one PostgreSQL store, measured. It starts the private cluster
 * (scripts/postgres.mjs; `PG_PORT`, `PG_DIR`), and for each configuration makes a fresh database, applies the
 * migrations and starts N nodes — `examples/server/serve.mjs` processes on ports of their own with the same
 * `DATABASE_URL`, `SERVER_SECRET` and `LIMITS` — behind a round-robin proxy (round-robin.mjs), as servers stand
 * behind a load balancer. autocannon drives, through the proxy, census page views as the runtime posts them (each
 * with a fresh outbox id) and shoppers who add one unit of a product with a limited stock to a fresh cart and enter
 * checkout, which takes the stock. Configurations: 2 nodes, 4 nodes, and 4 nodes of which one is killed (SIGKILL)
 * mid-run while both workloads run together; the proxy sends a request that got no answer to another node, with
 * the same outbox id. After each run the nodes stop (SIGTERM: each commits what waits) and the store is read back:
 * every census post answered 2xx is stored exactly once, every acknowledged add and checkout is stored, and the stock
 * was never sold past what it had nor went below 0 (store-check.mjs). A miss is an `OVER BUDGET` line.
 */
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../examples/server/lib/migrations.mjs';
import { openSql } from '../../examples/server/lib/sql.mjs';
import { postgresBin, postgresRunning, postgresUrl, startPostgres, stopPostgres } from '../postgres.mjs';
import { ROOT, table } from './common.mjs';
import { budgetMisses, checkStock, countWrites } from './store-check.mjs';
import { freePort } from '../free-port.mjs';

/** Seconds per autocannon run. */
const SECONDS = 10;
const CONNECTIONS = 16;
/**
 * The limited stock shoppers race for: less than any configuration sells in a run on a busy machine, so every run
 * sells out and checkouts race for the last units on every node (the adds after it are answered 409).
 */
const STOCK = 100;
/** When the node-kill run kills its second node. */
const KILL_AFTER_MS = 4000;
const DATABASE = 'sqs_bench_nodes';
/** One IP (the proxy's) sends every request: the per-address limits, and the log tables' row cap, are lifted. */
const LIMITS = ['writesPerMinute', 'cartsPer10Minutes', 'cartsPerClient', 'maxRows']
  .map((name) => `${name}=1000000000`)
  .join(',');
/** Seconds of census posts before the timed runs (new processes compile as they go): stored and checked, not timed. */
const WARM_UP_SECONDS = 2;
const CONFIGURATIONS = [
  { nodes: 2, stock: STOCK, runs: [['census'], ['cart']] },
  { nodes: 4, stock: STOCK, runs: [['census'], ['cart']] },
  // Both workloads share the run, so fewer shoppers: a smaller stock still sells out.
  { nodes: 4, stock: STOCK / 2, kill: true, runs: [['census', 'cart']] },
];

/** Starts one node (serve.mjs) on `port`; resolves with `{ child, port, errors }` once it listens. */
function startNode(port, env) {
  const child = spawn(process.execPath, [join(ROOT, 'examples/server/serve.mjs')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(String(chunk)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(`:${port}/`)) resolve({ child, port, errors });
    });
    child.once('exit', (code) => reject(new Error(`node on port ${port} exited (${code}): ${errors.join('')}`)));
  });
}

/** Stops a node with SIGTERM (it commits what waits and closes the store); resolves when it has exited. */
function stopNode({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(late);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the round-robin proxy to `ports`; resolves with `{ child, port }`. */
async function startProxy(ports) {
  const child = fork(join(ROOT, 'scripts/bench/round-robin.mjs'), ports.map(String), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  return { child, port };
}

/** Resolves with the proxy's `{ requests, resent, failed }`. */
const proxyStats = (proxy) =>
  new Promise((resolve) => {
    proxy.child.once('message', (m) => resolve(m.stats));
    proxy.child.send('stats');
  });

/** Resolves with a visitor cookie and a crumb for it (any node takes it: they share `SERVER_SECRET`). */
function crumbFrom(port) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/data-layer/echo' }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () =>
        resolve({ cookie: res.headers['set-cookie'][0].split(';')[0], crumb: JSON.parse(text).crumb }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Returns header `name` of autocannon's answer headers (their names as the server wrote them) as a list. */
const headerOf = (headers, name) =>
  Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .flatMap(([, value]) => value);

/**
 * Returns the autocannon requests of `workloads` for one connection, in turn, and what they acknowledge into
 * `seen` (`census`, `adds`, `checkouts`: Sets of ids; `statuses`: answers by status; `resends`: census posts sent
 * again; `duplicates`: census answers that said the post was already stored).
 */
function requestsFor(workloads, { cookie, crumb, variantId }, seen) {
  const ok = (status) => status >= 200 && status < 300;
  const count = (status) => (seen.statuses[status] = (seen.statuses[status] ?? 0) + 1);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const census = {
    method: 'POST',
    // What runtime/census.ts `recordPageView` sends through the outbox: a form with the hit, its data and ss_cvr.
    setupRequest: (req, context) => {
      const id = randomUUID();
      const now = Date.now();
      const record = `${id.slice(0, 8)}|${now}|${now}|${now}|1`;
      const data = {
        userAgent: 'bench',
        clientDate: now,
        viewportInnerWidth: 1280,
        viewportInnerHeight: 800,
        screenWidth: 1280,
        screenHeight: 800,
        websiteId: 'bench-website',
        templateId: 'bench-template',
        website_locale: 'en-US',
        url: 'https://nodes.test/',
        title: 'Bench',
        visitorCookie: record,
      };
      const body = new URLSearchParams({ event: '1', data: JSON.stringify(data), ss_cvr: record }).toString();
      context.sent = { id, path: `/api/census/RecordHit?outboxId=${id}`, body };
      return { ...req, path: context.sent.path, headers: form, body };
    },
    onResponse: (status, body, context) => {
      count(status);
      if (ok(status)) seen.census.add(context.sent.id);
      if (body.includes('"duplicate"')) seen.duplicates++;
    },
  };
  // The outbox sends an item again when it saw no answer (a lost answer, a reload): the same id, through the proxy
  // again, so to whichever node comes next.
  const resend = {
    method: 'POST',
    setupRequest: (req, context) =>
      context.sent && { ...req, path: context.sent.path, headers: form, body: context.sent.body },
    onResponse: (status, body) => {
      count(status);
      seen.resends++;
      if (body.includes('"duplicate"')) seen.duplicates++;
    },
  };
  const add = {
    method: 'POST',
    // No cart cookie: every add starts a fresh cart, whose id the answer's CartSession cookie names.
    setupRequest: (req) => ({
      ...req,
      path: '/api/commerce/cart/entries',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': crumb },
      body: JSON.stringify({ variantId, quantity: 1 }),
    }),
    onResponse: (status, _body, context, headers) => {
      count(status);
      const cart = headerOf(headers, 'set-cookie')
        .map((c) => /^CartSession=([^;]+)/.exec(c)?.[1])
        .find(Boolean);
      if (ok(status) && cart) {
        context.cart = cart;
        seen.adds.add(cart);
      }
    },
  };
  const checkout = {
    method: 'GET',
    // After a refused add there is no cart: returning nothing goes back to the first request.
    setupRequest: (req, context) =>
      context.cart && {
        ...req,
        path: '/commerce/goto-checkout',
        headers: { cookie: `${cookie}; CartSession=${context.cart}` },
      },
    onResponse: (status, _body, context) => {
      count(status);
      if (status === 303) seen.checkouts.add(context.cart);
    },
  };
  // One post in three is sent again.
  return workloads.flatMap((w) => (w === 'census' ? [census, census, census, resend] : [add, checkout]));
}

/** Reads back the store: census outbox ids, the carts of the variant's entries and holds (once per unit), its stock. */
async function readStore(url, variantId) {
  const sql = await openSql(url);
  try {
    const units = (rows) => rows.flatMap((r) => Array(Number(r.quantity)).fill(r.cart_id));
    return {
      census: (await sql.all('SELECT outbox_id FROM census_hits')).map((r) => r.outbox_id),
      adds: units(await sql.all('SELECT cart_id, quantity FROM cart_entries WHERE variant_id = ?', variantId)),
      holds: units(await sql.all('SELECT cart_id, quantity FROM stock_holds WHERE variant_id = ?', variantId)),
      left: (await sql.get('SELECT qty_in_stock FROM variants WHERE id = ?', variantId)).qty_in_stock,
    };
  } finally {
    await sql.close();
  }
}

/** Makes the configuration's fresh database with the newest schema; resolves with its URL. */
async function freshDatabase() {
  const admin = await openSql(postgresUrl());
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.close();
  }
  const url = postgresUrl().replace(/\/postgres$/, `/${DATABASE}`);
  const sql = await openSql(url);
  try {
    await migrate(sql);
  } finally {
    await sql.close();
  }
  return url;
}

/** Gives the first published limited variant a checkout can take (no details form, over the minimum order) `stock`. */
async function stockVariant(url, stock) {
  const sql = await openSql(url);
  try {
    const { id } = await sql.get(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN store_settings s ON s.id = 1
       WHERE p.workflow_state = 'published' AND v.unlimited = 0 AND v.price_cents >= s.minimum_subtotal_cents
         AND NOT EXISTS (SELECT 1 FROM product_form_fields f WHERE f.product_id = p.id)
       ORDER BY v.id LIMIT 1`,
    );
    await sql.run('UPDATE variants SET qty_in_stock = ? WHERE id = ?', stock, id);
    return id;
  } finally {
    await sql.close();
  }
}

/** Runs one configuration; resolves with its runs' results and its store check. */
async function runConfiguration({ nodes: count, stock, kill, runs }) {
  const url = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-nodes-'));
  const env = {
    DATABASE_URL: url,
    SERVER_SECRET: randomBytes(32).toString('base64url'),
    LIMITS,
    DATA_DIR: dataDir,
    SSR: '0',
    INSPECTION: '0',
  };
  const nodes = [];
  let proxy;
  try {
    // The first node seeds the store alone; the others then start together.
    nodes.push(await startNode(await freePort(), env));
    const ports = [];
    for (let i = 1; i < count; i++) ports.push(await freePort());
    nodes.push(...(await Promise.all(ports.map((port) => startNode(port, env)))));
    const variantId = await stockVariant(url, stock);
    proxy = await startProxy(nodes.map((n) => n.port));
    const seen = {
      census: new Set(),
      adds: new Set(),
      checkouts: new Set(),
      statuses: {},
      resends: 0,
      duplicates: 0,
    };
    const session = { ...(await crumbFrom(proxy.port)), variantId };
    const run = (workloads, duration) =>
      autocannon({
        url: `http://127.0.0.1:${proxy.port}`,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        requests: requestsFor(workloads, session, seen),
      });
    await run(['census'], WARM_UP_SECONDS);
    const results = [];
    for (const workloads of runs) {
      const before = { ...seen.statuses };
      const killer = kill && setTimeout(() => nodes[1].child.kill('SIGKILL'), KILL_AFTER_MS);
      const result = await run(workloads, SECONDS);
      if (killer) clearTimeout(killer);
      const statuses = Object.fromEntries(
        Object.entries(seen.statuses).map(([status, n]) => [status, n - (before[status] ?? 0)]),
      );
      results.push({ workloads, result, statuses });
    }
    const proxied = await proxyStats(proxy);
    await Promise.all(nodes.map(stopNode));
    const stored = await readStore(url, variantId);
    const check = {
      census: countWrites(seen.census, stored.census),
      adds: countWrites(seen.adds, stored.adds),
      checkouts: countWrites(seen.checkouts, stored.holds),
      stock: {
        left: stored.left,
        held: stored.holds.length,
        ...checkStock({ initial: stock, left: stored.left, held: stored.holds.length, sold: seen.checkouts.size }),
      },
      resends: seen.resends,
      duplicates: seen.duplicates,
    };
    // Each node says at start which routes PostgreSQL does not serve yet; anything else it logged is shown.
    const errors = nodes
      .flatMap((n) => n.errors.join('').split('\n'))
      .filter((line) => line.trim() && !/^Not on \w+ yet: /.test(line))
      .join('\n');
    return { count, stock, kill, results, check, proxied, errors };
  } finally {
    if (proxy) proxy.child.kill('SIGTERM');
    await Promise.all(nodes.map(stopNode));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const nameOf = (c) => `${c.count} nodes${c.kill ? `, 1 killed at ${KILL_AFTER_MS / 1000} s` : ''}`;

/** Prints the nodes tables; pushes a line to `overBudget` for every lost, duplicated or oversold write. */
export async function reportNodes(overBudget) {
  if (!postgresBin()) {
    console.log('\nNODES — skipped: PostgreSQL is not installed (Debian: apt-get install postgresql)');
    return;
  }
  const started = Date.now();
  const wasRunning = postgresRunning();
  startPostgres();
  const configurations = [];
  try {
    for (const configuration of CONFIGURATIONS) configurations.push(await runConfiguration(configuration));
  } finally {
    if (!wasRunning) stopPostgres();
  }
  console.log(
    `\nNODES — N reference API nodes (serve.mjs) on one PostgreSQL ${DATABASE} database, behind a round-robin proxy ` +
      `that resends unanswered requests to the next node; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per ` +
      `run after a ${WARM_UP_SECONDS} s census warm-up per configuration; everything on this machine (load average ${loadavg()[0].toFixed(1)})\n`,
  );
  const ms = (value) => `${value} ms`;
  const statusText = (statuses) =>
    Object.entries(statuses)
      .sort()
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
  table(
    ['configuration', 'workload', 'req/s', 'p50', 'p99', 'errors', 'answers'],
    configurations.flatMap((c) =>
      c.results.map((r) => [
        nameOf(c),
        r.workloads.map((w) => (w === 'cart' ? 'add to cart + checkout' : 'census page views')).join(' + '),
        Math.round(r.result.requests.average),
        ms(r.result.latency.p50),
        ms(r.result.latency.p99),
        r.result.errors,
        statusText(r.statuses),
      ]),
    ),
    [2, 3, 4, 5],
  );
  console.log(
    `\nFROM THE STORE — acknowledged (2xx; a checkout: 303) against stored, per configuration (the census warm-up ` +
      `included)\n`,
  );
  table(
    [
      'configuration',
      'census 2xx',
      'rows',
      'lost',
      'dup',
      'resends',
      'answered dup',
      'adds 2xx',
      'lost',
      'dup',
      'checkouts',
      'held',
      'lost',
      'dup',
      'stock',
      'left',
      'oversold',
      'proxy resent',
    ],
    configurations.map(({ check, proxied, ...c }) => [
      nameOf(c),
      check.census.acked,
      check.census.rows,
      check.census.lost,
      check.census.duplicated,
      check.resends,
      check.duplicates,
      check.adds.acked,
      check.adds.lost,
      check.adds.duplicated,
      check.checkouts.acked,
      check.stock.held,
      check.checkouts.lost,
      check.checkouts.duplicated,
      c.stock,
      check.stock.left,
      check.stock.oversold,
      proxied.resent,
    ]),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  );
  const unacked = configurations.map((c) => c.check.census.unacked + c.check.adds.unacked + c.check.checkouts.unacked);
  console.log(
    `\nStored but never acknowledged (in flight when a run stopped, or cut by the kill): ${unacked.join(', ')}. ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const c of configurations) {
    if (c.errors) console.log(`\nWhat the nodes of "${nameOf(c)}" logged:\n${c.errors.trim().slice(0, 2000)}`);
    overBudget.push(...budgetMisses(`nodes (${nameOf(c)})`, c.check));
  }
}
