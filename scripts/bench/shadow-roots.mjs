/**
 * The shadow-root section (`node scripts/bench.mjs shadow`, after a build): what it costs that the autoloader watches
 * every open shadow root on the page. Hosts are plain custom elements that attach a shadow root and fill it once
 * connected (bench/shadow-roots.mjs), by the thousand; the same host with a closed root is the page without the
 * watching, since the autoloader cannot see into a closed root. Two measures, in one headless Chromium:
 *
 * - start-up: the autoloader's `import()` (already fetched and compiled) to the module having run, on a page that
 *   already holds N hosts — its walk of the document and of every open root. One fresh page per run.
 * - creation: N hosts created and connected at once until every root is filled and every mutation observer callback
 *   has run — on a page without the autoloader, and on one with it (closed roots: its `attachShadow` wrapper alone;
 *   open roots: the wrapper, the observation and the handling of what each root gets).
 *
 * Each run is measured in the main thread's CPU time (the DevTools Performance domain in `threadTicks`: TaskDuration,
 * all its work, and ScriptDuration, the part running script; steady on a busy machine) and in wall time (in the page,
 * `performance.now()`).
 */
import { chromiumPath } from '../chromium.mjs';
import { launchTimingBrowser, median, printPageErrors, startStaticServer, table } from './common.mjs';

const COUNTS = [1000, 3000];
const STARTUP_RUNS = 15;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;

const ms = (value) => `${value.toFixed(2)} ms`;
/** Returns `list` rotated by `by`, so no variant always runs first. */
const rotated = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

const MEASURES = ['task', 'script', 'wall'];
/** Returns the medians of a list of `{ task, script, wall }` runs. */
const medians = (runs) => Object.fromEntries(MEASURES.map((m) => [m, median(runs.map((r) => r[m]))]));
/** Returns a table row: `label`, then the main thread's CPU time, the script's and the wall time of `times`. */
const row = (label, times) => [...label, ...MEASURES.map((m) => ms(times[m]))];
const HEADER = ['main thread (CPU)', 'script (CPU)', 'wall'];

/**
 * Opens a page of the bench at `url` with the DevTools Performance domain on thread CPU time; returns it with
 * `timed(fn, ...args)`, which calls `window.sqsShadowBench[fn](...args)` and resolves with `{ task, script, wall }`
 * in ms.
 */
async function openBench(browser, url, errors) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url, { waitUntil: 'load' });
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name) => metrics.find((m) => m.name === name).value * 1000;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
  const timed = async (fn, ...args) => {
    const before = await cpu();
    const wall = await page.evaluate((f, a) => window.sqsShadowBench[f](...a), fn, args);
    const after = await cpu();
    return { task: after.task - before.task, script: after.script - before.script, wall };
  };
  return { page, timed };
}

/** Prints the start-up and creation tables. */
export async function reportShadowRoots() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium at /usr/lib/chromium/chromium or /usr/bin/chromium');
  const server = await startStaticServer();
  const browser = await launchTimingBrowser(executablePath);
  const url = `http://127.0.0.1:${server.address().port}/bench/shadow-roots.html`;
  const pageErrors = [];
  try {
    const version = await browser.version();
    const variants = [
      [0, 'open'],
      ...COUNTS.flatMap((count) => [
        [count, 'closed'],
        [count, 'open'],
      ]),
    ];
    const startup = new Map(variants.map((v) => [v.join(' '), []]));
    // The first round pays for the browser's own warm-up.
    for (let run = 0; run < STARTUP_RUNS + 1; run++) {
      for (const [count, mode] of rotated(variants, run)) {
        const { page, timed } = await openBench(browser, url, pageErrors);
        await page.evaluate((n, m) => window.sqsShadowBench.prepare(n, m), count, mode);
        const result = await timed('startLoader');
        if (run > 0) startup.get(`${count} ${mode}`).push(result);
        await page.close();
      }
    }
    const start = (count, mode) => medians(startup.get(`${count} ${mode}`));
    console.log(
      `\nSHADOW ROOTS — the autoloader's start on a page already holding N hosts (plain custom elements, each with a\n` +
        `filled shadow root): import() of the fetched and compiled module until it has run. ${version} headless,\n` +
        `median of ${STARTUP_RUNS} fresh pages each, interleaved\n`,
    );
    table(
      ['hosts', 'their roots', ...HEADER],
      [
        row(['none', ''], start(0, 'open')),
        ...COUNTS.flatMap((count) => [
          row([count.toLocaleString('en'), 'closed (not entered)'], start(count, 'closed')),
          row([count.toLocaleString('en'), 'open (walked, watched)'], start(count, 'open')),
        ]),
      ],
      [2, 3, 4],
    );
    console.log('');
    for (const count of COUNTS) {
      const [closed, open] = [start(count, 'closed'), start(count, 'open')];
      console.log(
        `open / closed roots, ${count.toLocaleString('en')} hosts: main thread ${(open.task / closed.task).toFixed(2)}, ` +
          `script ${(open.script / closed.script).toFixed(2)}; ` +
          `${(((open.task - closed.task) / count) * 1000).toFixed(2)} µs of main thread per open root`,
      );
    }

    const plain = await openBench(browser, url, pageErrors);
    const watched = await openBench(browser, url, pageErrors);
    await watched.page.evaluate(() => window.sqsShadowBench.useLoader());
    const kinds = [
      { label: 'no autoloader', bench: plain, mode: 'open' },
      { label: 'autoloader, closed roots', bench: watched, mode: 'closed' },
      { label: 'autoloader, open roots', bench: watched, mode: 'open' },
    ];
    const rows = [];
    const ratios = [];
    for (const count of COUNTS) {
      const runs = kinds.map(() => []);
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
        for (const i of rotated([...kinds.keys()], round)) {
          const { bench, mode } = kinds[i];
          await bench.page.bringToFront();
          await bench.page.evaluate(() => window.sqsShadowBench.clear());
          const result = await bench.timed('create', count, mode);
          if (round >= WARMUP_ROUNDS) runs[i].push(result);
        }
      }
      const times = runs.map(medians);
      times.forEach((t, i) => rows.push(row([count.toLocaleString('en'), kinds[i].label], t)));
      const [none, closed, open] = times;
      ratios.push(
        `${count.toLocaleString('en')} hosts: open roots / no autoloader: main thread ${(open.task / none.task).toFixed(2)}, ` +
          `script ${(open.script / none.script).toFixed(2)}; closed roots / no autoloader: main thread ` +
          `${(closed.task / none.task).toFixed(2)}`,
      );
    }
    console.log(
      `\nSHADOW ROOTS — N hosts created and connected at once, until every root is filled and every mutation observer ` +
        `has run;\n${WARMUP_ROUNDS} warm-up + ${ROUNDS} runs each, interleaved, medians\n`,
    );
    table(['hosts', 'page', ...HEADER], rows, [2, 3, 4]);
    console.log('');
    for (const line of ratios) console.log(line);
  } finally {
    await browser.close();
    server.close();
  }
  printPageErrors('shadow-root bench', pageErrors);
}
