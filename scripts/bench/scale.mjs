/**
 * The bench's scale section: accordion items at 200, 1,000 and 3,000 for ours, Shoelace's sl-details and a minimal
 * Lit twin of our item (bench/lit-accordion-item.js) — insert until all have rendered, open all until all show open,
 * and the heap each item keeps — in one headless Chromium page (the render section's bench/index.html with
 * bench/scale-bench.mjs added), rounds interleaved, medians. Targets at 3,000: insert ≤ 1.5× and open-all ≤ 2× the Lit twin.
 */
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { loadavg, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { chromiumPath } from '../chromium.mjs';
import { launchTimingBrowser, median, printPageErrors, ROOT, startStaticServer, table } from './common.mjs';

const COUNTS = [200, 1000, 3000];
const WARMUP_ROUNDS = 2;
const ROUNDS = 7;
/** Lists measured for the heap of each kind at each count (median). */
const HEAP_ROUNDS = 3;
/** The targets at the largest count, as multiples of the Lit twin's median. */
const TARGETS = { insert: 1.5, openAll: 2 };

const ms = (value) => `${value.toFixed(1)} ms`;

/** Bundles the Lit twin with Lit, minified by terser with the build's options, into bench/.build/. */
async function buildLitTwin() {
  const bundle = await rollup({
    input: join(ROOT, 'bench', 'lit-accordion-item.js'),
    plugins: [nodeResolve({ browser: true })],
  });
  await bundle.write({
    file: join(ROOT, 'bench', '.build', 'lit-accordion-item.js'),
    format: 'es',
    plugins: [terser({ ecma: 2022, module: true })],
  });
  await bundle.close();
}

/**
 * Returns the JS heap in use after a full garbage collection, and the embedder's (Blink's DOM objects) when
 * Chromium reports it, through the DevTools protocol.
 */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
  return { js: usedSize, dom: embedderHeapUsedSize };
}

/** Times every kind at every count and prints the table and the targets; a missed target goes to `overBudget`. */
export async function reportScale(overBudget) {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium at /usr/lib/chromium/chromium or /usr/bin/chromium');
  const failed = {};
  try {
    await buildLitTwin();
  } catch (error) {
    failed.lit = `rollup: ${error.message}`;
  }
  const [load1] = loadavg();
  const server = await startStaticServer();
  // One run of 3,000 items takes seconds on a busy machine; a stuck one fails its kind after this.
  const browser = await launchTimingBrowser(executablePath, { protocolTimeout: 120_000 });
  const pageErrors = [];
  const times = {};
  const heaps = {};
  let labels;
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    // Opening is measured as rendering, not as 3,000 height animations: ours and Shoelace animate unless reduced.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/bench/index.html`, { waitUntil: 'load' });
    await page.addScriptTag({ type: 'module', url: '/bench/scale-bench.mjs' });
    await page.waitForFunction(() => 'sqsScale' in window, { timeout: 10_000 });
    labels = await page.evaluate(() => window.sqsScale.kinds);
    // A bundling error says more than the import error that follows it.
    for (const [kind, error] of Object.entries(await page.evaluate(() => window.sqsScale.load())))
      failed[kind] ??= error;
    const kinds = Object.keys(labels).filter((k) => !failed[k]);
    const cdp = await page.createCDPSession();

    for (const count of COUNTS) {
      times[count] = Object.fromEntries(kinds.map((k) => [k, { insert: [], openAll: [] }]));
      heaps[count] = Object.fromEntries(kinds.map((k) => [k, { js: [], dom: [] }]));
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
        // Rotate the order each round, so no implementation always runs first (or right after another).
        for (const kind of kinds.map((_, i) => kinds[(i + round) % kinds.length])) {
          if (failed[kind]) continue;
          let step;
          try {
            step = `inserting ${count}`;
            const insert = await page.evaluate((k, n) => window.sqsScale.insert(k, n), kind, count);
            step = `opening ${count}`;
            const openAll =
              count <= (labels[kind].openAllUpTo ?? Infinity)
                ? await page.evaluate(() => window.sqsScale.openAll())
                : undefined;
            await page.evaluate(() => window.sqsScale.clear());
            if (round < WARMUP_ROUNDS) continue;
            times[count][kind].insert.push(insert);
            if (openAll !== undefined) times[count][kind].openAll.push(openAll);
          } catch (error) {
            failed[kind] = `${step}: ${error.message}`;
          }
        }
      }
      for (let round = 0; round < HEAP_ROUNDS; round++) {
        for (const kind of kinds) {
          if (failed[kind]) continue;
          try {
            const before = await heapAfterGc(cdp);
            await page.evaluate((k, n) => window.sqsScale.insert(k, n), kind, count);
            const after = await heapAfterGc(cdp);
            await page.evaluate(() => window.sqsScale.clear());
            heaps[count][kind].js.push((after.js - before.js) / count);
            if (after.dom !== undefined) heaps[count][kind].dom.push((after.dom - before.dom) / count);
          } catch (error) {
            failed[kind] = `heap at ${count}: ${error.message}`;
          }
        }
      }
    }
    printScale(await browser.version(), labels, times, heaps, failed, load1, overBudget);
  } finally {
    await browser.close();
    server.close();
  }
  printPageErrors('scale bench', pageErrors);
}

/** Prints the scale table, the ratios to the Lit twin and the verdict on the targets at the largest count. */
function printScale(version, labels, times, heaps, failed, load1, overBudget) {
  console.log(
    `\nSCALE — accordion items inserted at once → all rendered; then every item opened → all show open; heap per item\n` +
      `${version} headless, reduced motion · ${WARMUP_ROUNDS} warm-up + ${ROUNDS} runs each per count, interleaved, ` +
      `medians · heap: after GC, lists of ${HEAP_ROUNDS}, median · load average ${load1.toFixed(1)} on ` +
      `${availableParallelism()} CPUs\n`,
  );
  const kb = (bytes) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(2)} KB`);
  const ratio = (value, lit) => (lit ? `${(value / lit).toFixed(2)}×` : '');
  const medians = {};
  const rows = [];
  for (const count of COUNTS) {
    medians[count] = {};
    for (const kind of Object.keys(labels)) {
      const runs = times[count]?.[kind];
      if (!failed[kind] && runs?.insert.length > 0)
        medians[count][kind] = {
          insert: median(runs.insert),
          openAll: runs.openAll.length > 0 ? median(runs.openAll) : undefined,
        };
    }
    const lit = medians[count].lit;
    for (const [kind, { label, openAllUpTo }] of Object.entries(labels)) {
      const m = medians[count][kind];
      const heap = heaps[count]?.[kind];
      const items = count.toLocaleString('en');
      if (!m) {
        rows.push([items, label, 'failed', '', '', '', '', '', failed[kind] ?? '']);
        continue;
      }
      rows.push([
        items,
        label,
        ms(m.insert),
        ratio(m.insert, lit?.insert),
        m.openAll === undefined ? `> ${openAllUpTo.toLocaleString('en')}: not run` : ms(m.openAll),
        m.openAll === undefined ? '' : ratio(m.openAll, lit?.openAll),
        kb(heap.js.length ? median(heap.js) : undefined),
        kb(heap.dom.length ? median(heap.dom) : undefined),
        '',
      ]);
    }
  }
  table(
    ['items', 'implementation', 'insert', '/ Lit', 'open all', '/ Lit', 'JS heap/item', 'DOM heap/item', ''],
    rows,
    [0, 2, 3, 4, 5, 6, 7],
  );
  const largest = COUNTS.at(-1);
  const lit = medians[largest].lit;
  const at = largest.toLocaleString('en');
  console.log('');
  // Judged item against item (all three in a plain container) and in our documented markup.
  for (const [kind, how] of [
    ['ours', 'ours / Lit'],
    ['oursInAccordion', 'ours in <sqs-accordion> / Lit'],
  ]) {
    for (const [measure, name] of [
      ['insert', 'insert'],
      ['openAll', 'open all'],
    ]) {
      const target = TARGETS[measure];
      const ours = medians[largest][kind];
      if (!ours || !lit) {
        console.log(`${name} at ${at}, ${how}: not measured (see the failed rows above)`);
        overBudget.push(`OVER BUDGET  scale: ${name} of ${largest} items, ${how}: not measured`);
        continue;
      }
      const ratio = ours[measure] / lit[measure];
      const met = ratio <= target;
      console.log(
        `${name} at ${at}, ${how}: ${ratio.toFixed(2)}  (target ≤ ${target}: ${met ? 'met' : 'ABOVE TARGET'})`,
      );
      if (!met)
        overBudget.push(`OVER BUDGET  scale: ${name} of ${largest} items, ${how}: ${ratio.toFixed(2)} > ${target}`);
    }
  }
}
