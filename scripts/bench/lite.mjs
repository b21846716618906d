/**
 * The bench's `lite` section: the lite build (dist/lite/, preact/compat in React's place; docs/lite.md) against the
 * default build and Shoelace — what a first visit to a page with one accordion downloads, and the render bench's
 * 200-item accordion timed for both builds against Shoelace's sl-details in the same run.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../chromium.mjs';
import {
  gzipSize,
  KB,
  kb,
  launchTimingBrowser,
  median,
  printPageErrors,
  ROOT,
  startStaticServer,
  staticFiles,
  table,
} from './common.mjs';

/** issue 19: a page with one accordion, lite build, first visit. */
const PAGE_TARGET_KB = 25;
/** The render section's target for ours / Shoelace. */
const RENDER_TARGET = 1;
const ITEMS = 200;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;

const BUILDS = [
  { name: 'default (React 19)', dist: '/dist' },
  { name: 'lite (preact/compat)', dist: '/dist/lite' },
];
const SHOELACE = '/node_modules/@shoelace-style/shoelace/cdn';

/** Returns the gzip bytes of `files` below `dir` and a `name size + …` breakdown in KB. */
function weigh(dir, files) {
  const sizes = files.map((f) => [f, gzipSize(join(dir, f))]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const parts = sizes.map(
    ([f, size]) => `${f.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$|\.js$/, '')} ${(size / KB).toFixed(1)}`,
  );
  return { total, parts: parts.join(' + ') };
}

/** Prints what a first visit downloads with each build and with Shoelace; returns the lite build's bytes. */
async function reportPage(overBudget) {
  const rows = [];
  let lite;
  for (const { name, dist } of BUILDS) {
    const dir = join(ROOT, dist);
    // The sizes section's method: the loader and the element, and every chunk they import statically.
    const files = await staticFiles(dir, ['loader.js', 'elements/accordion.js']);
    const page = weigh(dir, files);
    // The loader imports the runtime at once (not statically): a first visit downloads it too.
    const runtime = weigh(
      dir,
      (await staticFiles(dir, ['runtime.js'])).filter((f) => !files.includes(f)),
    );
    rows.push([name, kb(page.total), kb(page.total + runtime.total), `${page.parts} (+ ${runtime.parts})`]);
    if (dist === '/dist/lite') lite = page.total;
  }
  const shoelaceDir = join(ROOT, SHOELACE);
  const shoelace = weigh(shoelaceDir, await staticFiles(shoelaceDir, ['components/details/details.js']));
  rows.push([
    'Shoelace 2.20.1 sl-details',
    kb(shoelace.total),
    '',
    `details + ${shoelace.parts.split(' + ').length - 1} chunks (Lit in them)`,
  ]);
  console.log(
    '\nLITE BUILD — a first visit to a page with one <sqs-accordion>: gzip level 9 of each file, summed\n' +
      '(up front: loader + element + every chunk they import statically, as in SIZES; with runtime: + the runtime the\n' +
      'loader imports at start; Shoelace: its CDN build of sl-details and every chunk it imports)\n',
  );
  table(['build', 'up front', 'with runtime', 'made of (KB gzip)'], rows, [1, 2]);
  const met = lite <= PAGE_TARGET_KB * KB;
  console.log(
    `\nlite build, one accordion up front: ${kb(lite)} (target ≤ ${PAGE_TARGET_KB} KB: ${met ? 'met' : 'NOT MET'})`,
  );
  if (!met) overBudget.push(`OVER BUDGET  lite build, page with one accordion ${kb(lite)} gzip > ${PAGE_TARGET_KB} KB`);
}

/**
 * Times the render bench's accordion (bench/render-bench.mjs: 200 items inserted → all rendered) in two pages, one
 * per build, each against Shoelace in its own page; rounds alternate pages and rotate the order, medians of each.
 */
async function reportRender() {
  const chromium = chromiumPath();
  if (!chromium) throw new Error('no Chromium at /usr/lib/chromium/chromium or /usr/bin/chromium');
  const server = await startStaticServer();
  const browser = await launchTimingBrowser(chromium);
  const pageErrors = [];
  const [load1] = loadavg();
  try {
    const pages = [];
    for (const build of BUILDS) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1000, height: 800 });
      page.on('pageerror', (e) => pageErrors.push(e.message));
      const url = `http://127.0.0.1:${server.address().port}/bench/index.html?dist=${build.dist}`;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => 'sqsBench' in window, { timeout: 10_000 });
      const failed = await page.evaluate(() => window.sqsBench.load());
      for (const kind of ['ours', 'shoelace'])
        if (failed[kind]) throw new Error(`${build.name}: ${kind} did not load: ${failed[kind]}`);
      pages.push({ ...build, page, times: { ours: [], shoelace: [] } });
    }
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      for (const [i] of pages.entries()) {
        const entry = pages[(i + round) % pages.length];
        await entry.page.bringToFront();
        const kinds = round % 2 ? ['shoelace', 'ours'] : ['ours', 'shoelace'];
        for (const kind of kinds) {
          const elapsed = await entry.page.evaluate((k, n) => window.sqsBench.run(k, n), kind, ITEMS);
          if (round >= WARMUP_ROUNDS) entry.times[kind].push(elapsed);
        }
      }
    }
    const version = await browser.version();
    console.log(
      `\nLITE BUILD — render: ${ITEMS} accordion items inserted → all rendered (the render section's page and method)\n` +
        `${version} headless · one page per build, each timing ours and Shoelace · ${WARMUP_ROUNDS} warm-up + ` +
        `${ROUNDS} rounds, pages and order alternating · load average ${load1.toFixed(1)} on ${availableParallelism()} CPUs\n`,
    );
    const medians = pages.map(({ times }) => ({ ours: median(times.ours), shoelace: median(times.shoelace) }));
    table(
      ['build', 'ours', 'Shoelace (same page)', 'ours / Shoelace', `target ≤ ${RENDER_TARGET.toFixed(1)}`],
      pages.map(({ name }, i) => {
        const ratio = medians[i].ours / medians[i].shoelace;
        return [
          name,
          `${medians[i].ours.toFixed(1)} ms`,
          `${medians[i].shoelace.toFixed(1)} ms`,
          ratio.toFixed(2),
          ratio <= RENDER_TARGET ? 'within target' : 'ABOVE TARGET',
        ];
      }),
      [1, 2, 3],
    );
    console.log(`\nratio lite / default (ours):        ${(medians[1].ours / medians[0].ours).toFixed(2)}`);
  } finally {
    await browser.close();
    server.close();
  }
  printPageErrors('lite render bench', pageErrors);
}

/** Prints the lite build's section; a missed size target is added to `overBudget`. */
export async function reportLite(overBudget) {
  if (!existsSync(join(ROOT, 'dist', 'lite', 'loader.js')))
    throw new Error('dist/lite/ does not exist: run `npm run build` first (without NO_LITE)');
  await reportPage(overBudget);
  await reportRender();
}
