/**
 * The bench's `ssr` section (`node scripts/bench.mjs ssr`, after a build): what the server render (dist/ssr.js) costs.
 *
 * - In Node, with React's production build (`NODE_ENV=production`, as a host's server runs it), in a worker of its own:
 *   `renderElements` on each example page, on each element it renders (a page of 50 copies of its first sample on the
 *   example pages, divided by 50), and on a page of 50 elements it renders (the samples in turn), against a target.
 * - In headless Chromium: the take-over against a client-only render, for each element, on a page of 20 copies of its
 *   sample, rendered on the server or not: from the `import()` of the elements' modules to every element's first
 *   commit (`updateComplete`), one fresh page per run, the two interleaved.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse } from 'parse5';
import { chromiumPath } from '../chromium.mjs';
import { launchTimingBrowser, median, printPageErrors, ROOT, serveFile, table } from './common.mjs';

/** The acceptance target for a page of 50 server-rendered elements, in Node. */
const PAGE_50_TARGET_MS = 20;
const ELEMENTS_PER_PAGE = 50;
const COPIES_IN_BROWSER = 20;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;
const BROWSER_WARMUP = 2;
const BROWSER_ROUNDS = 9;

const ms = (value) => `${value.toFixed(2)} ms`;

/** Returns the example pages: `[name, text]` for each examples/*.html. */
const examplePages = () =>
  readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => [f, readFileSync(join(ROOT, 'examples', f), 'utf8')]);

/** Returns the source text of the first element named `tag` on the example pages (its sample), or undefined. */
function sampleOf(tag, pages) {
  for (const [, text] of pages) {
    let found;
    const visit = (node) => {
      if (found) return;
      if (node.tagName === tag) found = node.sourceCodeLocation;
      else for (const child of node.childNodes ?? []) visit(child);
    };
    visit(parse(text, { sourceCodeLocationInfo: true }));
    if (found) return text.slice(found.startOffset, found.endOffset);
  }
  return undefined;
}

/** Returns a page (English, as the server renders it) holding `body`. */
const pageOf = (body) =>
  `<!doctype html><html lang="en"><head><title>Bench</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`;

/** Returns how many elements `html` holds that the server rendered. */
const renderedCount = (html) => html.split(' data-server-rendered').length - 1;

/** Returns the median time of `fn` over the section's runs, after its warm-up runs, in ms. */
function timed(fn) {
  const times = [];
  for (let run = 0; run < WARMUP_ROUNDS + ROUNDS; run++) {
    const start = performance.now();
    fn();
    if (run >= WARMUP_ROUNDS) times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Measures the server render in this process (the worker's side): resolves with `{ pages, elements, page50 }`, the
 * median render times of each example page, of each rendered element (per element) and of the 50-element page.
 */
export async function measureNode() {
  const { renderElements, renderedTags } = await import(pathToFileURL(join(ROOT, 'dist', 'ssr.js')).href);
  const quiet = { onWarning: () => {} };
  const pages = examplePages().map(([name, text]) => ({
    name,
    rendered: renderedCount(renderElements(text, quiet)),
    ms: timed(() => renderElements(text, quiet)),
  }));
  const all = examplePages();
  const samples = renderedTags()
    .map((tag) => ({ tag, sample: sampleOf(tag, all) }))
    .filter((s) => s.sample);
  const elements = samples.map(({ tag, sample }) => {
    const page = pageOf(sample.repeat(ELEMENTS_PER_PAGE));
    const rendered = renderedCount(renderElements(page, quiet));
    return { tag, rendered: rendered / ELEMENTS_PER_PAGE, ms: timed(() => renderElements(page, quiet)) / rendered };
  });
  // The samples in turn until the page holds 50 rendered elements (a sample may hold several).
  let body = '';
  for (let n = 0; samples.length && renderedCount(renderElements(pageOf(body), quiet)) < ELEMENTS_PER_PAGE; n++)
    body += samples[n % samples.length].sample;
  const page = pageOf(body);
  const page50 = {
    rendered: renderedCount(renderElements(page, quiet)),
    bytes: page.length,
    ms: timed(() => renderElements(page, quiet)),
  };
  return { pages, elements, page50, samples };
}

/** Resolves with `measureNode()` run in a worker with React's production build. */
function measureInWorker() {
  const code = `import(${JSON.stringify(import.meta.url)}).then(async ({ measureNode }) =>
    (await import('node:worker_threads')).parentPort.postMessage(await measureNode()));`;
  const worker = new Worker(code, { eval: true, env: { ...process.env, NODE_ENV: 'production' } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      resolve(result);
      worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Returns the script of a browser page of the bench: `window.sqsSsrBench()` imports the built module of every element
 * on the page and resolves with the time until every element has committed its first render.
 */
const BENCH_SCRIPT = `window.sqsSsrBench = async () => {
  const hosts = [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('sqs-'));
  const names = [...new Set(hosts.map((e) => e.localName.slice(4)))];
  const start = performance.now();
  await Promise.all(names.map((name) => import('/dist/elements/' + name + '.js')));
  await Promise.all(hosts.map((host) => host.updateComplete));
  return performance.now() - start;
};`;

/** Times the take-over against a client-only render in Chromium; resolves with a row per element. */
async function measureBrowser(samples, renderElements, errors) {
  const pages = new Map();
  for (const { tag, sample } of samples) {
    const body = sample.repeat(COPIES_IN_BROWSER);
    const plain = pageOf(`<main>${body}</main><script type="module" src="/__bench/ssr.js"></script>`);
    pages.set(`/__bench/${tag}-client.html`, plain);
    pages.set(`/__bench/${tag}-server.html`, renderElements(plain, { onWarning: () => {} }));
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://127.0.0.1').pathname;
    if (path === '/__bench/ssr.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(BENCH_SCRIPT);
    }
    if (!pages.has(path)) return serveFile(req, res);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(pages.get(path));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchTimingBrowser(chromiumPath());
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => ['error', 'warn'].includes(m.type()) && errors.push(m.text()));
    const rows = [];
    for (const { tag } of samples) {
      const times = { server: [], client: [] };
      for (let run = 0; run < BROWSER_WARMUP + BROWSER_ROUNDS; run++)
        for (const kind of run % 2 ? ['client', 'server'] : ['server', 'client']) {
          await page.goto(`${origin}/__bench/${tag}-${kind}.html`, { waitUntil: 'load' });
          await page.waitForFunction(() => 'sqsSsrBench' in window);
          const elapsed = await page.evaluate(() => window.sqsSsrBench());
          if (run >= BROWSER_WARMUP) times[kind].push(elapsed);
        }
      const hosts = (pages.get(`/__bench/${tag}-client.html`).match(/<sqs-[\w-]+/g) ?? []).length;
      rows.push({ tag, hosts, server: median(times.server), client: median(times.client) });
    }
    return { rows, version: await browser.version() };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Prints the section; a 50-element page over its target is added to `overBudget`. */
export async function reportSsr(overBudget) {
  const [load1] = loadavg();
  const { pages, elements, page50, samples } = await measureInWorker();
  console.log(
    `\nSSR — renderElements in Node ${process.version} (NODE_ENV=production), median of ${ROUNDS} runs after ` +
      `${WARMUP_ROUNDS} warm-up (load average ${load1.toFixed(1)} on ${availableParallelism()} CPUs)\n`,
  );
  const withElements = pages.filter((p) => p.rendered > 0);
  const others = pages.filter((p) => p.rendered === 0);
  table(
    ['example page', 'elements rendered', 'render'],
    withElements.map((p) => [p.name, String(p.rendered), ms(p.ms)]),
    [1, 2],
  );
  if (others.length)
    console.log(
      `the ${others.length} other example pages (no element rendered, parsed only): median ` +
        `${ms(median(others.map((p) => p.ms)))}, at most ${ms(Math.max(...others.map((p) => p.ms)))}`,
    );
  console.log('');
  table(
    ['element (its first sample, ×50)', 'elements per sample', 'per element'],
    elements.map((e) => [e.tag, e.rendered.toFixed(0), ms(e.ms)]),
    [1, 2],
  );
  const verdict = page50.ms <= PAGE_50_TARGET_MS ? 'within target' : 'OVER BUDGET';
  console.log(
    `\na page of ${page50.rendered} rendered elements (${(page50.bytes / 1024).toFixed(1)} KB): ${ms(page50.ms)}` +
      `  (target ≤ ${PAGE_50_TARGET_MS} ms: ${verdict})`,
  );
  if (page50.ms > PAGE_50_TARGET_MS)
    overBudget.push(
      `OVER BUDGET  server render of ${page50.rendered} elements ${ms(page50.ms)} > ${PAGE_50_TARGET_MS} ms`,
    );

  const errors = [];
  const { renderElements } = await import(pathToFileURL(join(ROOT, 'dist', 'ssr.js')).href);
  const { rows, version } = await measureBrowser(samples, renderElements, errors);
  console.log(
    `\nSSR — take-over in the browser: ${COPIES_IN_BROWSER} copies of each sample, import() of the elements' modules → ` +
      `every element's first commit (updateComplete)\n${version} headless · one fresh page per run · ` +
      `${BROWSER_WARMUP} warm-up + ${BROWSER_ROUNDS} runs each, interleaved\n`,
  );
  table(
    ['sample', 'elements', 'server-rendered, taken over', 'client only', 'per element (taken over / client)'],
    rows.map((r) => [
      `<${r.tag}>`,
      String(r.hosts),
      ms(r.server),
      ms(r.client),
      `${ms(r.server / r.hosts)} / ${ms(r.client / r.hosts)}`,
    ]),
    [1, 2, 3],
  );
  printPageErrors('ssr section', errors);
}
