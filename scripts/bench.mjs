/**
 * The benchmark behind `npm run bench` (run after a build). A report, not a test: it exits 0 whatever the numbers,
 * printing an OVER BUDGET line for every missed budget; it exits 1 only when it cannot measure.
 *
 * 1. Sizes: gzip -9 of every file in dist/, against its budget (loader ≤ 2 KB, each element's own chunk ≤ 8 KB,
 *    runtime ≤ 12 KB, the page upgrade ≤ 3 KB), and what a page with one element
 *    downloads (loader + element + the chunks they import).
 * 2. Render time in headless Chromium: 200 accordion items inserted at once until all have rendered, for ours
 *    (shared React root), Shoelace's sl-details (Lit), and our item on r2wc's default renderer (a React root per
 *    element); and 200 relative times, ours against the same element written in Lit — definitions loaded first,
 *    runs interleaved, median of each.
 */
import puppeteer from 'puppeteer-core';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { createApi } from '../examples/server/app.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { reportBareCls, reportUpgradeCls } from '../bench/cls.mjs';
import { reportGallery } from '../bench/images.mjs';
import { reportLite } from './bench/lite.mjs';
import { reportServe } from './bench/serve.mjs';
import { reportScale } from './bench/scale.mjs';
import { reportShadowRoots } from './bench/shadow-roots.mjs';
import { reportSsr } from './bench/ssr.mjs';
import {
  bundleForBench,
  closureOf,
  gzipSize,
  importGraph,
  KB,
  kb,
  launchTimingBrowser,
  median,
  printPageErrors,
  ROOT,
  serveFile,
  table,
} from './bench/common.mjs';
import { reportLighthouse } from './bench/lighthouse.mjs';
import { reportLoad } from './bench/load.mjs';
import { reportNodes } from './bench/nodes.mjs';
import { handleImage } from '../examples/server/images.mjs';

const DIST = join(ROOT, 'dist');
/** Budgets in KB by path below dist/. */
const BUDGETS = [
  { test: (p) => p === 'loader.js', kb: 2 },
  // The gallery family's entry carries eight designs and their transitions (its own budget).
  { test: (p) => p === 'elements/gallery.js', kb: 20 },
  { test: (p) => /^elements\/[^/]+\.js$/.test(p), kb: 8 },
  { test: (p) => p === 'runtime.js', kb: 12 },
  // The page upgrade of platform blocks (with what it imports statically): what it costs before any element loads.
  { test: (p) => p === 'upgrade.js', kb: 3 },
  // What every element loads besides React: the bridge, the hook kit's common hooks, the formatter, common English.
  { test: (p) => /^chunks\/platform-[\w-]+\.js$/.test(p), kb: 7 },
];
const ITEMS = 200;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;
const TARGET_RATIO = 1;
/** The most our `<sqs-relative-time>` may take, as a multiple of the Lit element's time. */
const RELATIVE_TIME_BUDGET = 1.5;
const CHROMIUM = chromiumPath();

const overBudget = [];
const ms = (value) => `${value.toFixed(1)} ms`;

function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesBelow(join(dir, d.name)) : [join(dir, d.name)]))
    .sort();
}

/** A dynamic import esbuild reports as a pattern (`./x.js*`): the chunk loader's retry query follows the path. */
const isPattern = (i) => i.path.endsWith('*');

/**
 * Returns, for every entry module, the set of dist/ files it loads through static imports (itself included),
 * read from esbuild's metafile so only `import … from` / `import "…"` count, not `import()`.
 */
async function staticClosures(entries) {
  const { metafile, imports } = await importGraph(DIST, entries);
  const closures = new Map(entries.map((e) => [e, closureOf(imports, [e])]));
  // Chunks loaded by import() (the metrics library) are live, though no page downloads them up front.
  dynamicChunks = new Set(
    Object.entries(metafile.inputs).flatMap(([path, input]) =>
      input.imports
        .filter((i) => i.kind === 'dynamic-import' || isPattern(i))
        .map((i) =>
          isPattern(i)
            ? relative(DIST, join(ROOT, dirname(path), i.path.replace('*', '')))
                .split(sep)
                .join('/')
            : relative(DIST, join(ROOT, i.path)).split(sep).join('/'),
        ),
    ),
  );
  return closures;
}

let dynamicChunks = new Set();

/** Orders the size table: budgeted files first, then bundles and shared chunks, stale chunks last. */
function rank(path, live) {
  const order = [
    /^loader\.js$/,
    /^upgrade\.js$/,
    /^elements\//,
    /^runtime\.js$/,
    /^sqs-elements\.js$/,
    /^chunks\/react-/,
    /^chunks\/platform-/,
    /^chunks\//,
  ];
  const index = order.findIndex((re) => re.test(path));
  const stale = path.startsWith('chunks/') && !live.has(path);
  return (stale ? 100 : 0) + (index === -1 ? order.length : index);
}

/** Says what a dist/ file is, for the size table. */
function describe(path, live) {
  if (path === 'loader.js') return 'autoloader';
  if (path === 'runtime.js') return 'headless runtime';
  if (path === 'upgrade.js') return 'page upgrade of platform blocks';
  if (path === 'sqs-elements.js') return 'every element';
  if (path.startsWith('elements/')) return `<sqs-${path.slice('elements/'.length, -'.js'.length)}>, own code`;
  if (/^runtime\/[\w-]+\.js$/.test(path)) return 'runtime feature, own entry';
  if (path.startsWith('chunks/') && !live.has(path)) return 'stale: no entry imports it';
  const locale = /^chunks\/messages-([\w-]+?)-[\w-]{8}\.js$/.exec(path)?.[1];
  if (locale) return `the "${locale}" catalogue, loaded on first use`;
  if (dynamicChunks.has(path)) return 'loaded on demand (import())';
  if (path.startsWith('chunks/react-')) return 'React, shared chunk';
  if (path.startsWith('chunks/platform-')) return 'platform, shared chunk';
  if (path.startsWith('chunks/')) return 'shared chunk';
  if (path.endsWith('.css')) return 'stylesheet';
  if (path === 'custom-elements.json') return 'manifest (tooling)';
  return '';
}

/** Prints the size table, what a page downloads per element, and the tooling files; collects budget misses. */
async function reportSizes() {
  if (!existsSync(DIST)) throw new Error('dist/ does not exist: run `npm run build` first');
  // dist/lite/ (the lite build) has its own section.
  const all = filesBelow(DIST)
    .map((f) => relative(DIST, f).split(sep).join('/'))
    .filter((p) => !p.startsWith('lite/'));
  const entries = all.filter((p) => /^[^/]+\.js$/.test(p) || /^elements\/[^/]+\.js$/.test(p));
  const closures = await staticClosures(entries);
  const live = new Set([...[...closures.values()].flatMap((s) => [...s]), ...dynamicChunks]);
  const size = new Map(all.map((p) => [p, { raw: statSync(join(DIST, p)).size, gzip: gzipSize(join(DIST, p)) }]));

  const tooling = (p) => p.endsWith('.map') || p.startsWith('types/');
  const rows = [];
  const shipped = all.filter((p) => !tooling(p)).sort((a, b) => rank(a, live) - rank(b, live) || a.localeCompare(b));
  // The runtime's budget covers what loading it downloads: runtime.js and the chunks it shares with elements.
  const runtimeFiles = [...(closures.get('runtime.js') ?? [])];
  const runtimeGzip = runtimeFiles.reduce((sum, f) => sum + size.get(f).gzip, 0);
  // So does the page upgrade's: upgrade.js and what it imports statically (the autoloader comes later, on demand).
  const upgradeFiles = [...(closures.get('upgrade.js') ?? [])];
  const upgradeGzip = upgradeFiles.reduce((sum, f) => sum + size.get(f).gzip, 0);
  for (const path of shipped) {
    const { raw, gzip } = size.get(path);
    const budget = BUDGETS.find((b) => b.test(path));
    const measured = path === 'runtime.js' ? runtimeGzip : path === 'upgrade.js' ? upgradeGzip : gzip;
    let status = '';
    if (budget) {
      const over = measured > budget.kb * KB;
      status = over ? 'OVER' : 'OK';
      if (over) overBudget.push(`OVER BUDGET  dist/${path}  ${kb(measured)} gzip > ${budget.kb} KB`);
    }
    const what =
      path === 'runtime.js' && runtimeFiles.length > 1
        ? `headless runtime + ${runtimeFiles.length - 1} chunk(s): ${kb(runtimeGzip)}`
        : path === 'upgrade.js'
          ? `page upgrade + ${upgradeFiles.length - 1} file(s) it imports: ${kb(upgradeGzip)}`
          : describe(path, live);
    rows.push([`dist/${path}`, what, kb(raw), kb(gzip), budget ? `${budget.kb} KB` : '', status]);
  }
  console.log(`\nSIZES — gzip level 9 (node:zlib), 1 KB = ${KB} bytes\n`);
  table(['file', 'what', 'raw', 'gzip', 'budget', 'status'], rows, [2, 3, 4]);
  if (shipped.some((p) => p.startsWith('chunks/') && !live.has(p))) {
    console.log('(stale chunks are left over from an earlier build)');
  }

  console.log('\nWHAT A PAGE DOWNLOADS — one element: loader + element + every chunk they import statically\n');
  const pageRow = (label, files) => {
    const total = files.reduce((sum, f) => sum + size.get(f).gzip, 0);
    const parts = files.map(
      (f) =>
        `${f.replace(/^(elements|chunks)\//, '').replace(/-[\w-]{8}\.js$|\.js$/, '')} ${(size.get(f).gzip / KB).toFixed(1)}`,
    );
    return [label, kb(total), parts.join(' + ')];
  };
  const pageRows = entries
    .filter((e) => e.startsWith('elements/'))
    .map((e) =>
      pageRow(`<sqs-${e.slice('elements/'.length, -3)}>`, [
        ...new Set([...closures.get('loader.js'), ...closures.get(e)]),
      ]),
    );
  if (closures.has('runtime.js')) pageRows.push(pageRow('runtime alone', [...closures.get('runtime.js')]));
  table(['page', 'gzip total', 'made of (KB gzip)'], pageRows, [1]);
  // The runtime must work on a page without elements: it may not pull React in.
  if ([...(closures.get('runtime.js') ?? [])].some((f) => f.startsWith('chunks/react-'))) {
    overBudget.push('OVER BUDGET  dist/runtime.js imports the React chunk (the runtime must not use React)');
  }

  const toolingFiles = all.filter(tooling);
  if (toolingFiles.length > 0) {
    console.log('\nTOOLING FILES — not downloaded by pages (no budget)\n');
    table(
      ['file', 'raw', 'gzip'],
      toolingFiles.map((p) => [`dist/${p}`, kb(size.get(p).raw), kb(size.get(p).gzip)]),
      [1, 2],
    );
  }
}

/**
 * Starts a static server of the project root on 127.0.0.1 and a free port. Unlike the example server it sends no
 * Content-Security-Policy (Shoelace's build would break it) and serves node_modules (Shoelace lives there).
 */
async function startServer() {
  const api = await createApi({ database: ':memory:' });
  const server = createServer(async (req, res) => {
    if (await api.handle(req, res)) return;
    if (await handleImage(req, res)) return;
    serveFile(req, res);
  });
  server.on('close', () => api.close());
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/**
 * Bundles the comparison elements written in the bench (the root-per-element accordion item, the Lit relative time)
 * into bench/.build/, React in production mode.
 */
async function buildComparisons() {
  await bundleForBench(['bench/r2wc-accordion-item.tsx', 'bench/lit-relative-time.ts'], { outdir: 'bench/.build' });
}

/** Times the implementations of both comparisons in one headless Chromium page and prints their medians and ratios. */
async function reportRenderTimes() {
  if (!CHROMIUM) throw new Error('no Chromium at /usr/lib/chromium/chromium or /usr/bin/chromium');
  let buildError;
  try {
    await buildComparisons();
  } catch (error) {
    buildError = error.message;
  }
  const server = await startServer();
  const browser = await launchTimingBrowser(CHROMIUM);
  const pageErrors = [];
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/bench/index.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'sqsBench' in window, { timeout: 10_000 });
    const labels = await page.evaluate(() => window.sqsBench.kinds);
    const failed = await page.evaluate(() => window.sqsBench.load());
    if (buildError) failed.rootPerElement = failed.litRelativeTime = `esbuild: ${buildError}`;
    const kinds = Object.keys(labels).filter((k) => !failed[k]);

    const times = Object.fromEntries(kinds.map((k) => [k, []]));
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      // Rotate the order each round, so no implementation always runs first (or right after another).
      const order = kinds.map((_, i) => kinds[(i + round) % kinds.length]);
      for (const kind of order) {
        try {
          const elapsed = await page.evaluate((k, n) => window.sqsBench.run(k, n), kind, ITEMS);
          if (round >= WARMUP_ROUNDS) times[kind].push(elapsed);
        } catch (error) {
          failed[kind] ??= error.message;
        }
      }
    }

    const version = await browser.version();
    const medians = {};
    /** Prints the table of one comparison's kinds. */
    const comparisonTable = (comparison) => {
      const rows = Object.keys(labels)
        .filter((kind) => labels[kind].comparison === comparison)
        .map((kind) => {
          if (failed[kind]) return [labels[kind].label, 'failed', '', '', failed[kind]];
          medians[kind] = median(times[kind]);
          const [min, max] = [Math.min(...times[kind]), Math.max(...times[kind])];
          return [labels[kind].label, ms(medians[kind]), ms(min), ms(max), ''];
        });
      table(['implementation', 'median', 'min', 'max', ''], rows, [1, 2, 3]);
      console.log('');
    };
    console.log(
      `\nRENDER — ${ITEMS} items inserted at once → all rendered (updateComplete, trigger in shadow root)\n` +
        `${version} headless · definitions loaded first · ${WARMUP_ROUNDS} warm-up + ${ROUNDS} runs each, interleaved, fresh container each run\n`,
    );
    comparisonTable('accordion');
    if (medians.ours && medians.shoelace) {
      const ratio = medians.ours / medians.shoelace;
      const verdict = ratio <= TARGET_RATIO ? 'within target' : 'ABOVE TARGET';
      console.log(
        `ratio ours / Shoelace:              ${ratio.toFixed(2)}  (target ≤ ${TARGET_RATIO.toFixed(1)}: ${verdict})`,
      );
    } else {
      console.log('ratio ours / Shoelace:              not measured (see the failed row above)');
    }
    if (medians.ours && medians.rootPerElement) {
      console.log(`ratio root per element / ours:      ${(medians.rootPerElement / medians.ours).toFixed(2)}`);
    }

    console.log(
      `\nRENDER — ${ITEMS} relative times (moments from 3 s to years ago) inserted at once → all showing a <time>\n`,
    );
    comparisonTable('relative-time');
    if (medians.relativeTime && medians.litRelativeTime) {
      const ratio = medians.relativeTime / medians.litRelativeTime;
      const verdict = ratio <= RELATIVE_TIME_BUDGET ? 'within budget' : 'OVER BUDGET';
      console.log(
        `ratio ours / Lit (relative time):   ${ratio.toFixed(2)}  (budget ≤ ${RELATIVE_TIME_BUDGET.toFixed(1)}: ${verdict})`,
      );
      if (ratio > RELATIVE_TIME_BUDGET)
        overBudget.push(
          `OVER BUDGET  <sqs-relative-time> ×${ITEMS} render ${ratio.toFixed(2)} × the Lit element > ${RELATIVE_TIME_BUDGET}`,
        );
    } else {
      console.log('ratio ours / Lit (relative time):   not measured (see the failed row above)');
    }
  } finally {
    await browser.close();
    server.close();
  }
  printPageErrors('bench', pageErrors);
}

// Other work on the machine only ever adds time to a load, in bursts; 25 interleaved pairs keep the median steady.
const STARTUP_RUNS = 25;

/**
 * Loads a page with the runtime and the same page without it, each in a fresh browser context, and reports the
 * runtime's main-thread script time (Chromium's ScriptDuration, the difference between the two pages): on load —
 * with idle callbacks held back, up to two frames after the load event — and in all, once the page is idle again
 * (the runtime defers the page view, IndexedDB and the metrics library to idle time).
 *
 * Each load is measured twice over: in the main thread's CPU time (the Performance domain's `threadTicks`: the work
 * the runtime makes the thread do, which the target is about) and in wall time (`timeTicks`: what a visitor's
 * machine also adds while other work holds the CPU; on a shared 2-CPU machine it varies by milliseconds).
 */
async function reportRuntimeStartup() {
  const server = await startServer();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const base = `http://127.0.0.1:${server.address().port}`;
  const scriptMs = async (path, { holdIdle, repeat = false, clock }) => {
    const context = await browser.createBrowserContext();
    try {
      let page = await context.newPage();
      if (repeat) {
        // A returning visitor: the first visit fills the HTTP cache and V8's code cache; measure the next one.
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page.goto(`${base}/bench/blank.html`, { waitUntil: 'load' });
        await page.close();
        page = await context.newPage();
      }
      if (holdIdle) await page.evaluateOnNewDocument(() => (window.requestIdleCallback = () => 0));
      const cdp = await page.createCDPSession();
      await cdp.send('Performance.enable', { timeDomain: clock });
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.evaluate(
        (hold) =>
          hold
            ? new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
            : new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
        holdIdle,
      );
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
    } finally {
      await context.close();
    }
  };
  const CLOCKS = { cpu: 'threadTicks', wall: 'timeTicks' };
  const cost = async (holdIdle, path = '/bench/runtime.html', repeat = false) => {
    const loads = { cpu: { with: [], without: [] }, wall: { with: [], without: [] } };
    for (let run = 0; run < STARTUP_RUNS + 1; run++) {
      for (const [name, clock] of Object.entries(CLOCKS)) {
        const a = await scriptMs(path, { holdIdle, repeat, clock });
        const b = await scriptMs('/bench/blank.html', { holdIdle, repeat, clock });
        // The first run pays for the browser's own warm-up.
        if (run > 0) {
          loads[name].with.push(a);
          loads[name].without.push(b);
        }
      }
    }
    const result = {};
    for (const [name, { with: withRuntime, without }] of Object.entries(loads)) {
      const base = median(without);
      // The middle half of the loads with the runtime, less the page without it: how far the noise spreads.
      const sorted = withRuntime.sort((x, y) => x - y);
      const quartile = (q) => sorted[Math.round((sorted.length - 1) * q)] - base;
      result[name] = {
        value: median(withRuntime) - base,
        spread: `${quartile(0.25).toFixed(2)}–${quartile(0.75).toFixed(2)} ms`,
      };
    }
    return result;
  };
  try {
    const [load1] = loadavg();
    const rows = [
      ['loading the module alone (data-manual: nothing started)', await cost(true, '/bench/runtime-manual.html')],
      ['on load (module, site context, ready, consent, error reporting)', await cost(true)],
      ['on load, returning visitor (HTTP and code caches warm)', await cost(true, '/bench/runtime.html', true)],
      ['in all, once idle (+ page view, outbox, performance collector)', await cost(false)],
    ];
    console.log(
      `\nRUNTIME START-UP — main-thread script time, median of ${STARTUP_RUNS} page loads in fresh contexts\n`,
    );
    table(
      ['when', 'CPU time', 'middle half', 'wall time', 'middle half'],
      rows.map(([when, { cpu, wall }]) => [
        when,
        `${cpu.value.toFixed(2)} ms`,
        cpu.spread,
        `${wall.value.toFixed(2)} ms`,
        wall.spread,
      ]),
      [1, 2, 3, 4],
    );
    // Wall time is CPU time plus whatever kept the main thread from running: on a busy machine, every load is longer.
    console.log(`\n(load average ${load1.toFixed(1)} on ${availableParallelism()} CPUs when the section started)`);
    const [, onLoad] = rows[1];
    const [, onLoadAgain] = rows[2];
    const verdict = (value) => (value <= STARTUP_TARGET_MS ? 'within target' : 'ABOVE TARGET');
    console.log(
      `\nruntime's main-thread time on load (CPU):  first visit ${onLoad.cpu.value.toFixed(2)} ms (${verdict(onLoad.cpu.value)}), ` +
        `returning visitor ${onLoadAgain.cpu.value.toFixed(2)} ms (${verdict(onLoadAgain.cpu.value)}); target ≤ ${STARTUP_TARGET_MS} ms`,
    );
    console.log(
      `runtime's main-thread time on load (wall): first visit ${onLoad.wall.value.toFixed(2)} ms, returning visitor ${onLoadAgain.wall.value.toFixed(2)} ms`,
    );
    if (Math.max(onLoad.cpu.value, onLoadAgain.cpu.value) > STARTUP_TARGET_MS)
      overBudget.push(
        `OVER BUDGET  runtime start-up ${Math.max(onLoad.cpu.value, onLoadAgain.cpu.value).toFixed(2)} ms CPU > ${STARTUP_TARGET_MS} ms`,
      );
  } finally {
    await browser.close();
    server.close();
  }
}

/** The map element's module and its provider chunks, loaded only when a map nears the viewport. */
function reportMap() {
  const chunk = (pattern) => readdirSync(join(DIST, 'chunks')).find((f) => pattern.test(f));
  const rows = [
    ['<sqs-map>: the element and its own code', 'elements/map.js'],
    ['the Leaflet view (near the viewport, no key)', `chunks/${chunk(/^leaflet-view-.*\.js$/)}`],
    ['Leaflet 1.9 itself (its own chunk)', `chunks/${chunk(/^leaflet-src\.esm-.*\.js$/)}`],
    ['the Google view (with a key; Google serves its API)', `chunks/${chunk(/^google-view-.*\.js$/)}`],
  ].map(([what, path]) => [
    what,
    `dist/${path}`,
    existsSync(join(DIST, path)) ? kb(gzipSize(join(DIST, path))) : 'missing',
  ]);
  console.log('\nMAP — what a map downloads, gzip level 9 (the map code loads only when a map nears the viewport)\n');
  table(['part', 'file', 'gzip'], rows, [2]);
}

const STARTUP_TARGET_MS = 2;

/** Measures the layout shift of the bare host page and of the upgraded saved page (bench/cls.mjs) on the bench's own server. */
async function reportCls() {
  const server = await startServer();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    await reportBareCls(browser, origin, overBudget);
    await reportUpgradeCls(browser, origin, overBudget);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The options that take a comma-separated list, by flag. */
const LIST_OPTIONS = { '--pages': 'pages', '--tags': 'tags' };

/**
 * Returns the section names and the options among `args`: `--pages a,b` (or `--pages=a,b`) limits the pages a
 * section runs Lighthouse on (the ssr section) to those whose name contains one of the words; `--tags a,b` runs only
 * the ssr section's take-over part, for those elements (`node scripts/bench.mjs ssr --tags gallery,image`).
 */
function parseArgs(args) {
  const names = [];
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    if (!(flag in LIST_OPTIONS)) names.push(args[i]);
    else options[LIST_OPTIONS[flag]] = (inline ?? args[++i] ?? '').split(',').filter(Boolean);
  }
  return { names, options };
}

const { names: askedSections, options } = parseArgs(process.argv.slice(2));

/** Sections by name: `npm run bench -- startup gallery` runs only those; no names runs all. */
const SECTIONS = {
  sizes: reportSizes,
  map: reportMap,
  render: reportRenderTimes,
  startup: reportRuntimeStartup,
  gallery: () => reportGallery(overBudget),
  cls: reportCls,
  serve: () => reportServe(overBudget),
  lite: () => reportLite(overBudget),
  scale: () => reportScale(overBudget),
  shadow: reportShadowRoots,
  ssr: () => reportSsr(overBudget, { pages: options.pages, tags: options.tags }),
  lighthouse: () => reportLighthouse(overBudget),
  load: () => reportLoad(overBudget),
  nodes: () => reportNodes(overBudget),
};

/** Everything the bench prints, kept for bench/RESULTS.md. */
const printed = [];
const print = console.log;
console.log = (...args) => {
  printed.push(args.map(String).join(' '));
  print(...args);
};

const RESULTS = join(ROOT, 'bench', 'RESULTS.md');

/** Writes what a full run printed to bench/RESULTS.md. */
function writeResults() {
  const cpus = availableParallelism();
  const header = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` on ${today()} (Node ${process.version}, ${cpus} CPUs, ` +
      `load average ${loadavg()[0].toFixed(1)} at the end); never edited by hand. What each section measures: ` +
      '[docs/bench.md](../docs/bench.md).',
    '',
    '```',
  ];
  writeFileSync(RESULTS, [...header, ...printed, '```', ''].join('\n'));
}

const today = () => new Date().toISOString().slice(0, 10);

/** A section's title line, as every section starts one of its tables: capitals, then ` — `. */
const TITLE = /^([A-Z][A-Z0-9 ,.'-]*[A-Z0-9]) — /;
/** The lines a full run prints after its last section. */
const TRAILER = /^(OVER BUDGET {2}|All budgets met\.$|\(bench took )/;

/**
 * Rewrites the part of bench/RESULTS.md that `name`, run alone, printed (`lines`, with the budget lines it added):
 * its old part (from its first title through the line before the next section's title) is replaced, or the part is
 * added after the last section; a line under the header says when. The other sections' results stay as they are.
 */
function writeSectionResults(name, lines, over) {
  if (!existsSync(RESULTS)) return;
  const text = readFileSync(RESULTS, 'utf8').split('\n');
  const open = text.indexOf('```');
  const close = text.lastIndexOf('```');
  if (open === -1 || close <= open) return;
  const body = text.slice(open + 1, close);
  const part = lines.join('\n').split('\n');
  while (part[0] === '') part.shift();
  while (part.at(-1) === '') part.pop();
  // Indented: at the start of a line they would read as the closing lines of a full run.
  if (over.length > 0)
    part.push('', `budgets this section missed when it ran alone:`, ...over.map((line) => `  ${line}`));
  const titles = new Set(part.map((line) => TITLE.exec(line)?.[1]).filter(Boolean));
  const start = body.findIndex((line) => titles.has(TITLE.exec(line)?.[1]));
  let end;
  if (start === -1) {
    // A section the last full run did not have: after the last one, before the run's closing lines.
    end = body.findIndex((line) => TRAILER.test(line));
    if (end === -1) end = body.length;
    while (end > 0 && body[end - 1] === '') end--;
    body.splice(end, 0, '', ...part);
  } else {
    end = body.findIndex(
      (line, i) => i > start && ((TITLE.test(line) && !titles.has(TITLE.exec(line)[1])) || TRAILER.test(line)),
    );
    if (end === -1) end = body.length;
    while (end > start + 1 && body[end - 1] === '') end--;
    body.splice(start, end - start, ...part);
  }
  const head = text.slice(0, open).filter((line) => !line.startsWith(`The ${name} section: rewritten by `));
  while (head.at(-1) === '') head.pop();
  head.push(
    '',
    `The ${name} section: rewritten by \`node scripts/bench.mjs ${name}\` on ${today()} (load average ` +
      `${loadavg()[0].toFixed(1)} at its end).`,
    '',
  );
  writeFileSync(RESULTS, [...head, '```', ...body, ...text.slice(close)].join('\n'));
}

try {
  const started = Date.now();
  const asked = askedSections;
  const unknown = asked.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0)
    throw new Error(`unknown bench section ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`);
  const parts = [];
  for (const [name, report] of Object.entries(SECTIONS)) {
    if (asked.length > 0 && !asked.includes(name)) continue;
    const [from, budgetFrom] = [printed.length, overBudget.length];
    await report();
    parts.push([name, printed.slice(from), overBudget.slice(budgetFrom)]);
  }
  console.log('');
  if (overBudget.length > 0) for (const line of overBudget) console.log(line);
  else console.log('All budgets met.');
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // A full run writes the whole file; sections run alone rewrite their own parts (not when limited to some pages or
  // elements).
  if (asked.length === 0) writeResults();
  else if (!options.pages && !options.tags) for (const part of parts) writeSectionResults(...part);
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
}
