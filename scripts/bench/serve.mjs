/**
 * The served site's part of `npm run bench` (`node scripts/bench.mjs serve`): every example page loaded from the real
 * examples server (examples/server/app.mjs: compression, cache headers, CSP) in headless Chromium — its layout shift
 * at a mobile and a desktop size, what holds its first paint, whether React is asked for before the first element's
 * module has arrived, and what it transfers on a first and a repeat view. `SERVE_PAGES=site,gallery` measures only
 * those pages.
 */
import puppeteer from 'puppeteer-core';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureCls } from '../../bench/cls.mjs';
import { createSite, createSiteServer } from '../../examples/server/app.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { kb, table } from './common.mjs';

/** Lighthouse's mobile and desktop screens (Moto G Power; 1350×940). */
const VIEWPORTS = [
  ['mobile', { width: 412, height: 823 }],
  ['desktop', { width: 1350, height: 940 }],
];
/** CLS rounds to 0.00 below this. */
const CLS_LIMIT = 0.005;

/** Starts the examples site on a free port with a throw-away store; resolves with `{ origin, close }`. */
async function startSite() {
  const data = mkdtempSync(join(tmpdir(), 'sqs-bench-serve-'));
  const site = await createSite({ database: ':memory:', uploadsDir: join(data, 'uploads'), inspection: true });
  const server = createSiteServer(site);
  await new Promise((done) => server.listen(0, 'localhost', done));
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
      site.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/**
 * Loads `url` in a fresh context at the desktop size, then again (the repeat view); resolves with what held the first
 * paint, whether React was asked for before the first element module arrived, and the bytes of both views.
 */
async function loadTwice(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORTS[1][1]);
    const views = [];
    for (const view of ['first', 'repeat']) {
      const responses = [];
      const listener = (response) => responses.push(response);
      page.on('response', listener);
      if (view === 'first') await page.goto(url, { waitUntil: 'load' });
      else await page.reload({ waitUntil: 'load' });
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
      page.off('response', listener);
      const timing = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({
          path: new URL(e.name).pathname,
          blocking: e.renderBlockingStatus === 'blocking',
          start: e.startTime,
          end: e.responseEnd,
          transfer: e.transferSize,
          decoded: e.decodedBodySize,
        })),
      );
      views.push({ responses, timing });
    }
    const [first, repeat] = views;
    const react = first.timing.find((e) => /^\/dist\/chunks\/react-[\w-]+\.js$/.test(e.path));
    const modules = first.timing.filter((e) => /^\/dist\/elements\/[\w-]+\.js$/.test(e.path));
    // The static files (the API's small JSON answers are not compressed), those big enough to be worth it.
    const origin = new URL(url).origin;
    const texts = first.responses.filter((r) => {
      const headers = r.headers();
      return (
        /^\/(?:dist|examples|docs)\//.test(r.url().startsWith(origin) ? new URL(r.url()).pathname : '') &&
        /text|json|svg/.test(headers['content-type'] ?? '') &&
        (headers['content-encoding'] || Number(headers['content-length']) >= 256)
      );
    });
    const local = (list) => list.filter((r) => r.url().startsWith(origin));
    return {
      blocking: first.timing.filter((e) => e.blocking).map((e) => e.path.split('/').pop()),
      // Without the loader's preload, React is asked for only once an element module has arrived (its import).
      reactEarly: react && modules.length ? react.start < Math.min(...modules.map((e) => e.end)) : undefined,
      firstBytes: first.timing.reduce((sum, e) => sum + e.transfer, 0),
      decodedBytes: first.timing.reduce((sum, e) => sum + e.decoded, 0),
      compressed: texts.filter((r) => r.headers()['content-encoding']).length,
      texts: texts.length,
      repeatBytes: repeat.timing.reduce((sum, e) => sum + e.transfer, 0),
      revalidated: local(repeat.responses).filter((r) => r.status() === 304).length,
      cached: repeat.timing.filter((e) => e.transfer === 0).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Prints the served site's table (one row per example page) and adds an `OVER BUDGET` line to `overBudget` for each
 * target missed: CLS 0.00 at both sizes on every page, nothing holding the first paint, React asked for before the
 * first element module arrived, every text response compressed.
 */
export async function reportServe(overBudget = []) {
  const only = process.env.SERVE_PAGES?.split(',').map((name) => `${name.trim()}.html`);
  const pages = readdirSync('examples')
    .filter((f) => f.endsWith('.html') && (!only || only.includes(f)))
    .sort();
  const site = await startSite();
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  const missed = { cls: [], blocking: [], react: [], compression: [] };
  try {
    for (const file of pages) {
      const url = `${site.origin}/examples/${file}`;
      const cls = [];
      for (const [name, size] of VIEWPORTS) {
        const { total } = await measureCls(browser, url, size);
        cls.push(total.toFixed(3));
        if (total > CLS_LIMIT) missed.cls.push(`${file} ${name} ${total.toFixed(3)}`);
      }
      const load = await loadTwice(browser, url);
      if (load.blocking.length) missed.blocking.push(`${file} (${load.blocking.join(', ')})`);
      if (load.reactEarly === false) missed.react.push(file);
      if (load.compressed < load.texts) missed.compression.push(file);
      rows.push([
        file,
        ...cls,
        load.blocking.length ? load.blocking.join(' ') : 'none',
        load.reactEarly === undefined ? '—' : load.reactEarly ? 'yes' : 'NO',
        `${load.compressed}/${load.texts}`,
        `${kb(load.firstBytes)} (${kb(load.decodedBytes)})`,
        `${kb(load.repeatBytes)}, ${load.revalidated} × 304, ${load.cached} cached`,
      ]);
    }
  } finally {
    await browser.close();
    site.close();
  }
  console.log(
    `\nSERVED SITE — the example pages from examples/server (brotli/gzip, immutable chunks, ETags), headless Chromium, ` +
      `load average ${loadavg()[0].toFixed(1)}. CLS at 412×823 and 1350×940 (target 0.00 each); what holds the first ` +
      'paint (Resource Timing renderBlockingStatus, target none); React asked for before the first element module ' +
      'arrived (target yes); text responses compressed; bytes on the wire (decoded) on a first view, then a repeat view\n',
  );
  table(
    [
      'page',
      'CLS mobile',
      'CLS desktop',
      'blocks first paint',
      'React early',
      'compressed',
      'first view',
      'repeat view',
    ],
    rows,
    [1, 2],
  );
  const report = (list, text) =>
    list.length && overBudget.push(`OVER BUDGET  served site: ${text}: ${list.join('; ')}`);
  report(missed.cls, 'CLS above 0.00');
  report(missed.blocking, 'first paint held by');
  report(missed.react, 'React asked for only after the element module');
  report(missed.compression, 'text sent uncompressed');
  if (!Object.values(missed).some((list) => list.length)) console.log('\nServed site: every target met.');
}
