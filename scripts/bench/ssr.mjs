/**
 * The bench's `ssr` section (`node scripts/bench.mjs ssr`, after a build): what the server render (dist/ssr.js) costs.
 *
 * - In Node, with React's production build (`NODE_ENV=production`, as a host's server runs it), in a worker of its own:
 *   `renderElements` on each example page, on each element it renders (a page of 50 copies of its first sample on the
 *   example pages, divided by 50), and on a page of 50 elements it renders (the samples in turn), against a target.
 * - In headless Chromium: the take-over against a client-only render, for each element, on a page of 20 copies of its
 *   sample, rendered on the server or not: from the first element definition to every element's first commit
 *   (`updateComplete`), one fresh page per run, the two interleaved; target: the take-over takes at most the client
 *   render's time.
 * - Lighthouse (scripts/bench/lighthouse.mjs), mobile preset: each example page with a rendered element, served by the
 *   project's server rendered and with `?ssr=0`; targets: lower LCP and speed index rendered, CLS 0.000 rendered.
 * - For those of the pages whose server render holds a picture: when the first picture in view arrives in each mode,
 *   under real throttling (scripts/bench/first-picture.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse, serialize } from 'parse5';
import { chromiumPath } from '../chromium.mjs';
import { createApi } from '../../examples/server/app.mjs';
import { bundleForBench, launchTimingBrowser, median, printPageErrors, ROOT, serveFile, table } from './common.mjs';
import { measureFirstPictures } from './first-picture.mjs';
import { runLighthouse } from './lighthouse.mjs';

/** The acceptance target for a page of 50 server-rendered elements, in Node. */
const PAGE_50_TARGET_MS = 20;
const ELEMENTS_PER_PAGE = 50;
const COPIES_IN_BROWSER = 20;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;
/** The 50-element page's runs: many, as its median is the target's. */
const PAGE_WARMUP_ROUNDS = 20;
const PAGE_ROUNDS = 200;
const BROWSER_WARMUP = 2;
const BROWSER_ROUNDS = 9;
/** Hydrating counts as cheaper at this share of rendering again, or less. */
const HYDRATE_CHEAPER = 0.9;

const ms = (value) => `${value.toFixed(2)} ms`;

/** Returns the example pages: `[name, text]` for each examples/*.html. */
const examplePages = () =>
  readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => [f, readFileSync(join(ROOT, 'examples', f), 'utf8')]);

/** Returns the source text of every element named `tag` on the example pages, in page order (its samples). */
function samplesOf(tag, pages) {
  const found = [];
  for (const [, text] of pages) {
    const visit = (node) => {
      if (node.tagName === tag)
        found.push(text.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset));
      else for (const child of node.childNodes ?? []) visit(child);
    };
    visit(parse(text, { sourceCodeLocationInfo: true }));
  }
  return found;
}

/** Returns the text that tells two data requests apart, as the server render's own fetch does. */
const requestText = ({ method, path, body }) => `${method} ${path}\n${body ?? ''}`;

/** Resolves with the reference API's answers (by `requestText`) to `requests`, from `origin`; failures are left out. */
async function answersOf(requests, origin) {
  const answers = {};
  for (const request of requests) {
    const headers = { accept: 'application/json' };
    if (request.body !== undefined)
      headers['content-type'] = request.body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(request.path, origin), {
      method: request.method,
      headers,
      body: request.body,
    });
    if (response.ok) answers[requestText(request)] = await response.json();
  }
  return answers;
}

/**
 * Resolves with the sample of `tag` the bench renders: the first of its samples the server renders without a warning
 * (of the render's or the component's: a sample showing a bad value is not a page's usual content), else the first it
 * renders, else the first it renders given the reference API's answers to what it requests (`data`, by request).
 */
async function pickSample(tag, pages, ssr, origin) {
  const candidates = samplesOf(tag, pages);
  const warned = [];
  const warn = console.warn;
  const trial = (sample, data) => {
    warned.length = 0;
    console.warn = (...args) => warned.push(args.join(' '));
    try {
      return renderedCount(ssr.renderElements(pageOf(sample), { data, onWarning: (m) => warned.push(m) }));
    } finally {
      console.warn = warn;
    }
  };
  let rendered;
  for (const sample of candidates) {
    if (trial(sample) > 0 && warned.length === 0) return { tag, sample };
    if (!rendered && trial(sample) > 0) rendered = { tag, sample };
  }
  if (rendered) return rendered;
  for (const sample of candidates) {
    const requests = ssr.elementRequests(pageOf(sample));
    if (requests.length === 0 || !origin) continue;
    const answers = await answersOf(requests, origin);
    if (trial(sample, (request) => answers[requestText(request)]) > 0) return { tag, sample, answers };
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

/** Returns the median of `times`, and their minimum. */
const summary = (times) => ({ median: median(times), min: Math.min(...times) });

/**
 * Returns the render time of `fn` over the 50-element page's runs, after its warm-up: the median and least wall time,
 * and the median CPU time of the process (the render's own work and its garbage collection, without the time other
 * work on the machine held the CPU), in ms.
 */
function timedPage(fn) {
  const wall = [];
  const cpu = [];
  for (let run = 0; run < PAGE_WARMUP_ROUNDS + PAGE_ROUNDS; run++) {
    const [start, used] = [performance.now(), process.cpuUsage()];
    fn();
    const { user, system } = process.cpuUsage(used);
    if (run >= PAGE_WARMUP_ROUNDS) {
      wall.push(performance.now() - start);
      cpu.push((user + system) / 1000);
    }
  }
  return { ...summary(wall), cpu: median(cpu) };
}

/** Resolves with the sample of each of `tags` the server renders (see `pickSample`), in order; the others are left out. */
async function pickSamples(ssr, tags, origin) {
  const all = examplePages();
  const samples = [];
  for (const tag of tags) {
    const picked = await pickSample(tag, all, ssr, origin);
    if (picked) samples.push(picked);
  }
  return samples;
}

/**
 * Measures the server render in this process (the worker's side): resolves with `{ pages, elements, page50, samples }`,
 * the median render times of each example page, of each rendered element (per element) and of the 50-element page,
 * and the sample of each element (with the reference API's answers, from `origin`, it was rendered with, if any).
 */
export async function measureNode(origin) {
  const ssr = await import(pathToFileURL(join(ROOT, 'dist', 'ssr.js')).href);
  const { renderElements, renderedTags } = ssr;
  const quiet = { onWarning: () => {} };
  const pages = examplePages().map(([name, text]) => ({
    name,
    rendered: renderedCount(renderElements(text, quiet)),
    ms: timed(() => renderElements(text, quiet)),
  }));
  const samples = await pickSamples(ssr, renderedTags(), origin);
  const answers = Object.assign({}, ...samples.map((s) => s.answers ?? {}));
  const options = { ...quiet, data: (request) => answers[requestText(request)] };
  const elements = samples.map(({ tag, sample }) => {
    const page = pageOf(sample.repeat(ELEMENTS_PER_PAGE));
    const rendered = renderedCount(renderElements(page, options));
    return { tag, rendered: rendered / ELEMENTS_PER_PAGE, ms: timed(() => renderElements(page, options)) / rendered };
  });
  // The samples in turn until the page holds 50 rendered elements (a sample may hold several).
  let body = '';
  for (let n = 0; samples.length && renderedCount(renderElements(pageOf(body), options)) < ELEMENTS_PER_PAGE; n++)
    body += samples[n % samples.length].sample;
  const page = pageOf(body);
  const rendered = renderedCount(renderElements(page, options));
  const page50 = {
    rendered,
    tags: samples.length,
    bytes: page.length,
    ...timedPage(() => renderElements(page, options)),
  };
  return { pages, elements, page50, samples };
}

/** Resolves with `measureNode(origin)` run in a worker with React's production build. */
function measureInWorker(origin) {
  const code = `import(${JSON.stringify(import.meta.url)}).then(async ({ measureNode }) => {
    const { parentPort, workerData } = await import('node:worker_threads');
    parentPort.postMessage(await measureNode(workerData.origin));
  });`;
  const worker = new Worker(code, {
    eval: true,
    workerData: { origin },
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      resolve(result);
      worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Starts the reference API (a store in memory) on a free port of 127.0.0.1; resolves with `{ origin, api, stop }`. */
async function startApi() {
  const api = await createApi({ database: ':memory:' });
  const server = createServer(async (req, res) => {
    if (!(await api.handle(req, res))) serveFile(req, res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    api,
    stop: () => new Promise((done) => server.close(() => done(api.close()))),
  };
}

/**
 * Returns the script of a browser page of the bench: `window.sqsSsrBench()` imports the built module of every element
 * on the page and resolves with the time from the first element's definition (the upgrade of those on the page starts
 * there; loading and running the shared modules before it is the same either way) until every element has committed
 * its first render (`updateComplete`).
 */
const BENCH_SCRIPT = `window.sqsSsrBench = async () => {
  const hosts = [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('sqs-'));
  const names = [...new Set(hosts.map((e) => e.localName.slice(4)))];
  let start;
  const define = customElements.define;
  customElements.define = function (...args) {
    start ??= performance.now();
    return define.apply(this, args);
  };
  await Promise.all(names.map((name) => import('/dist/elements/' + name + '.js')));
  await Promise.all(names.map((name) => customElements.whenDefined('sqs-' + name)));
  await Promise.all(hosts.map((host) => host.updateComplete));
  return performance.now() - start;
};`;

/** Resolves with bench/hydrate-bench.tsx bundled (React's production build), the hydration comparison's script. */
async function bundleHydrateBench() {
  const { outputFiles } = await bundleForBench(['bench/hydrate-bench.tsx'], { write: false });
  return outputFiles[0].text;
}

/**
 * Returns the server-rendered page `html` as a client-only render finds it when the page holds its elements' data: the
 * same light DOM (the `data-sqs-data` answers included) without the declarative shadow roots and their mark.
 */
function withoutShadowRoots(html) {
  const document = parse(html);
  const visit = (node) => {
    if (node.tagName?.startsWith('sqs-')) {
      node.attrs = node.attrs.filter((a) => a.name !== 'data-server-rendered');
      node.childNodes = node.childNodes.filter(
        (child) => !(child.tagName === 'template' && child.attrs.some((a) => a.name === 'shadowrootmode')),
      );
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(document);
  return serialize(document);
}

/**
 * Runs `time(kind)` (resolving with a time in ms) for both `kinds`, their order swapped each run, over the browser
 * part's warm-up and runs; resolves with the times of each kind after the warm-up, by kind.
 */
async function interleaved(kinds, time) {
  const times = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let run = 0; run < BROWSER_WARMUP + BROWSER_ROUNDS; run++)
    for (const kind of run % 2 ? [...kinds].reverse() : kinds) {
      const elapsed = await time(kind);
      if (run >= BROWSER_WARMUP) times[kind].push(elapsed);
    }
  return times;
}

/**
 * Times the take-over against a client-only render in Chromium, each sample rendered with the API's answers it was
 * picked with, the reference API `api` answering the pages' own requests; resolves with a row per element.
 */
async function measureBrowser(samples, renderElements, errors, api) {
  const pages = new Map();
  for (const { tag, sample, answers = {} } of samples) {
    const body = sample.repeat(COPIES_IN_BROWSER);
    const plain = pageOf(`<main>${body}</main><script type="module" src="/__bench/ssr.js"></script>`);
    const data = (request) => answers[requestText(request)];
    const rendered = renderElements(plain, { onWarning: () => {}, data });
    pages.set(`/__bench/${tag}-server.html`, rendered);
    // An element rendered with data is compared with a client render of that data (the page holding the same answers),
    // not with a first commit that only says it is loading.
    pages.set(`/__bench/${tag}-client.html`, Object.keys(answers).length ? withoutShadowRoots(rendered) : plain);
    pages.set(`/__bench/${tag}-hydrate.html`, rendered.replace('/__bench/ssr.js', '/__bench/hydrate.js'));
  }
  const hydrateScript = await bundleHydrateBench();
  const server = createServer(async (req, res) => {
    if (await api.handle(req, res)) return;
    const path = new URL(req.url, 'http://127.0.0.1').pathname;
    if (path === '/__bench/ssr.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(BENCH_SCRIPT);
    }
    if (path === '/__bench/hydrate.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(hydrateScript);
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
    for (const { tag, answers = {} } of samples) {
      const times = await interleaved(['server', 'client'], async (kind) => {
        await page.goto(`${origin}/__bench/${tag}-${kind}.html`, { waitUntil: 'load' });
        await page.waitForFunction(() => 'sqsSsrBench' in window);
        return page.evaluate(() => window.sqsSsrBench());
      });
      const hosts = (pages.get(`/__bench/${tag}-client.html`).match(/<sqs-[\w-]+/g) ?? []).length;
      let mismatches = 0;
      const ways = await interleaved(['render', 'hydrate'], async (mode) => {
        await page.goto(`${origin}/__bench/${tag}-hydrate.html`, { waitUntil: 'load' });
        await page.waitForFunction(() => 'sqsHydrateBench' in window);
        const result = await page.evaluate((m) => window.sqsHydrateBench(m), mode);
        mismatches = Math.max(mismatches, result.mismatches);
        return result.ms;
      });
      const withData = Object.keys(answers).length > 0;
      rows.push({
        tag,
        hosts,
        withData,
        server: median(times.server),
        client: median(times.client),
        render: median(ways.render),
        hydrate: median(ways.hydrate),
        mismatches,
      });
    }
    return { rows, version: await browser.version() };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Prints the section; each missed target (the 50-element page, an element's take-over, a page's Lighthouse targets) is
 * added to `overBudget`. `options.pages` limits the Lighthouse runs to the example pages whose name holds one of its
 * words; `options.tags` (element names, `sqs-` optional) runs the take-over part alone, for those elements only.
 */
export async function reportSsr(overBudget, options = {}) {
  const [load1] = loadavg();
  const api = await startApi();
  try {
    if (options.tags) await reportTakeOverOf(options.tags, overBudget, api);
    else await reportNodeAndBrowser(overBudget, load1, api, options);
  } finally {
    await api.stop();
  }
}

/** Prints the take-over part for the elements named in `names` only (their samples picked as the full run picks them). */
async function reportTakeOverOf(names, overBudget, api) {
  const ssr = await import(pathToFileURL(join(ROOT, 'dist', 'ssr.js')).href);
  const wanted = new Set(names.map((name) => (name.startsWith('sqs-') ? name : `sqs-${name}`)));
  const tags = ssr.renderedTags().filter((tag) => wanted.has(tag));
  const unknown = [...wanted].filter((tag) => !tags.includes(tag));
  if (unknown.length > 0) throw new Error(`no server render for ${unknown.join(', ')}`);
  await reportTakeOver(await pickSamples(ssr, tags, api.origin), ssr.renderElements, overBudget, api);
}

/** Prints the section's Node and browser parts, then runs its Lighthouse part. */
async function reportNodeAndBrowser(overBudget, load1, api, options) {
  const { pages, elements, page50, samples } = await measureInWorker(api.origin);
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
    ['element (its sample, ×50)', 'elements per sample', 'per element'],
    elements.map((e) => [e.tag, e.rendered.toFixed(0), ms(e.ms)]),
    [1, 2],
  );
  const verdict = page50.median <= PAGE_50_TARGET_MS ? 'within target' : 'OVER BUDGET';
  console.log(
    `\na page of ${page50.rendered} rendered elements, the ${page50.tags} elements' samples in turn ` +
      `(${(page50.bytes / 1024).toFixed(1)} KB), median of ${PAGE_ROUNDS} runs after ${PAGE_WARMUP_ROUNDS} warm-up: ` +
      `${ms(page50.median)}, ${ms(page50.median / page50.rendered)} per element (target ≤ ${PAGE_50_TARGET_MS} ms: ` +
      `${verdict}); least ${ms(page50.min)}; CPU time ${ms(page50.cpu)} (median)`,
  );
  if (page50.median > PAGE_50_TARGET_MS)
    overBudget.push(
      `OVER BUDGET  server render of ${page50.rendered} elements ${ms(page50.median)} > ${PAGE_50_TARGET_MS} ms`,
    );

  const { renderElements } = await import(pathToFileURL(join(ROOT, 'dist', 'ssr.js')).href);
  await reportTakeOver(samples, renderElements, overBudget, api);

  const words = options.pages;
  const audited = withElements.map((p) => p.name).filter((name) => !words || words.some((word) => name.includes(word)));
  if (audited.length > 0) {
    await reportLighthouseModes(audited, overBudget);
    await reportFirstPictures(audited);
  }
}

/**
 * Prints, for the pages `names` whose server render holds a picture, when the first picture in view arrives in each
 * mode under real throttling (scripts/bench/first-picture.mjs), beside the two modes' real FCP and LCP.
 */
async function reportFirstPictures(names) {
  const rows = await measureFirstPictures(names, MODE_RUNS);
  if (rows.length === 0) return;
  console.log(
    `\nSSR — the first picture in view, real throttling (the mobile preset's slow 4G and 4× CPU applied by Chromium ` +
      `itself, 412 × 823 at 1.75), median of ${MODE_RUNS} runs per page and mode: when it had arrived, and the page's ` +
      `FCP and LCP as the browser reports them; server-rendered / client only (ratio). A server render's picture is ` +
      `asked for with the page; a client-only page's once its script has run, and then it is often no LCP candidate ` +
      `(a paragraph painted earlier stays the largest), so Lighthouse's LCP compares different elements there.\n`,
  );
  table(
    ['page', 'first picture in view arrived', 'FCP', 'LCP'],
    rows.map(({ name, server, client }) => [
      name,
      pairCell(server.picture, client.picture),
      pairCell(server.fcp, client.fcp),
      pairCell(server.lcp, client.lcp),
    ]),
  );
}

/** Prints the take-over part for `samples`, pushing a line to `overBudget` for each element over its target. */
async function reportTakeOver(samples, renderElements, overBudget, api) {
  const errors = [];
  const { rows, version } = await measureBrowser(samples, renderElements, errors, api.api);
  console.log(
    `\nSSR — take-over in the browser: ${COPIES_IN_BROWSER} copies of each sample, the first element definition (upgrade ` +
      `start) → every element's first commit (updateComplete); target: taken over ≤ client only\n${version} headless · ` +
      `one fresh page per run · ${BROWSER_WARMUP} warm-up + ${BROWSER_ROUNDS} runs each, interleaved\n`,
  );
  table(
    ['sample', 'elements', 'server-rendered, taken over', 'client only', 'per element (taken over / client)', 'ratio'],
    rows.map((r) => [
      `<${r.tag}>${r.withData ? ' *' : ''}`,
      String(r.hosts),
      ms(r.server),
      ms(r.client),
      `${ms(r.server / r.hosts)} / ${ms(r.client / r.hosts)}`,
      (r.server / r.client).toFixed(2),
    ]),
    [1, 2, 3, 5],
  );
  const slower = rows.filter((r) => r.server > r.client);
  if (rows.some((r) => r.withData))
    console.log(
      "\n* rendered with the API's answers: its client-only page holds the same answers (`data-sqs-data`), so both " +
        'first commits show the data.',
    );
  console.log(
    `\n${rows.length - slower.length} of ${rows.length} elements are taken over in at most their client render's time.`,
  );
  for (const r of slower)
    overBudget.push(
      `OVER BUDGET  take-over of <${r.tag}> ${ms(r.server / r.hosts)} per element > client render ${ms(r.client / r.hosts)}`,
    );
  console.log(
    `\nSSR — render again or hydrate (bench/hydrate-bench.tsx): React's own work on the same pages' server markup, read ` +
      `as a static tree (what an element's component does is the same either way): rendered again through one shared ` +
      `root, a portal per element, the server's nodes taken out in the commit (the take-over's way), against hydrated ` +
      `in place, a root per element (React hydrates no portal); first root → last commit, medians, interleaved\n`,
  );
  table(
    ['sample', 'elements', 'rendered again', 'hydrated', 'ratio (hydrated / again)', 'roots not hydrated'],
    rows.map((r) => [
      `<${r.tag}>`,
      String(r.hosts),
      ms(r.render),
      ms(r.hydrate),
      (r.hydrate / r.render).toFixed(2),
      String(r.mismatches),
    ]),
    [1, 2, 3, 4, 5],
  );
  // A tenth off at least: a few hundred microseconds either way is within what one run moves.
  const cheaper = rows.filter((r) => r.hydrate <= HYDRATE_CHEAPER * r.render && r.mismatches === 0);
  console.log(
    `\nHydrating the server's markup costs at most ${HYDRATE_CHEAPER} of rendering it again for ${cheaper.length} of ` +
      `${rows.length} elements` +
      (cheaper.length ? `: ${cheaper.map((r) => `<${r.tag}>`).join(', ')}` : '') +
      '. An element hydrates only where that markup is also its first render in the browser (its contract says ' +
      '`hydrate: true`, docs/ssr.md).',
  );
  printPageErrors('ssr section', errors);
}

/** Returns a time in ms as Lighthouse gives it, whole. */
const wholeMs = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '-');

/** Returns a table cell for a metric: `server / client` and their ratio. */
function pairCell(server, client, format = wholeMs, unit = ' ms') {
  const ratio = client > 0 && Number.isFinite(server) ? ` (${(server / client).toFixed(2)})` : '';
  return `${format(server)} / ${format(client)}${unit}${ratio}`;
}

/** Returns the targets a page misses, server-rendered (`server`) against client only (`client`). */
const lighthouseMisses = (server, client) =>
  server.score === undefined || client.score === undefined
    ? [...server.missed, ...client.missed.map((m) => `client only: ${m}`)]
    : [
        !(server.lcp < client.lcp) && 'LCP not lower',
        !(server.si < client.si) && 'speed index not lower',
        server.cls?.toFixed(3) !== '0.000' && `CLS ${server.cls?.toFixed(3)}`,
        server.error && `error ${server.error}`,
        client.error && `client-only error ${client.error}`,
      ].filter(Boolean);

/** Shortens a Lighthouse node description for a table cell. */
const shortNode = (text) => (text.length > 70 ? `${text.slice(0, 69)}…` : text || '-');

/**
 * Lighthouse runs per page and mode (`LIGHTHOUSE_RUNS`, default 5): the two modes differ by tens of milliseconds where
 * one run moves by hundreds, so each metric is the median of the runs. The simulation counts every request that ended
 * before the page's observed largest paint; on a local server a client-only page's scripts end before it in some runs
 * and after it in others, and its LCP comes out near 0.95, 1.3 or 1.8 s from one run to the next. Five runs give a
 * median that three did not.
 */
const MODE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);

/** Returns one row of `runs` (one page and mode): each metric the median of the runs', the first run's LCP element. */
function medianOfRuns(runs) {
  const ok = runs.filter((r) => r.score !== undefined && !r.error);
  if (ok.length === 0) return runs[0];
  const metric = (key) => median(ok.map((r) => r[key]));
  return {
    ...ok[0],
    score: metric('score'),
    fcp: metric('fcp'),
    lcp: metric('lcp'),
    tbt: metric('tbt'),
    cls: metric('cls'),
    si: metric('si'),
  };
}

/**
 * Runs Lighthouse (mobile preset) on each example page `names` served rendered and with `?ssr=0`, `MODE_RUNS` rounds
 * over every page and mode in turn (so a change of load falls on both modes); prints both modes' median metrics and
 * their ratio, the pages that miss a target with the largest contentful paint of each mode, and pushes a line to
 * `overBudget` per page that misses one.
 */
async function reportLighthouseModes(names, overBudget) {
  const started = Date.now();
  const paths = names.flatMap((name) => [`/examples/${name}`, `/examples/${name}?ssr=0`]);
  const rounds = Array.from({ length: MODE_RUNS }, () => paths).flat();
  const results = await runLighthouse(rounds, { presets: ['mobile'], runs: { mobile: 1 } });
  const took = (Date.now() - started) / 1000;
  const of = (path) => medianOfRuns(results.filter((r) => r.page === path));
  const rows = names.map((name) => {
    const server = of(`/examples/${name}`);
    const client = of(`/examples/${name}?ssr=0`);
    return { name, server, client, missed: lighthouseMisses(server, client) };
  });
  console.log(
    `\nSSR — Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU), performance category, median of ${MODE_RUNS} runs per page and mode: ` +
      `each example page with a server-rendered element, served by examples/server/serve.mjs rendered and with ?ssr=0; ` +
      `server-rendered / client only (ratio); targets: LCP and speed index lower rendered, CLS 0.000 rendered ` +
      `(load average ${loadavg()[0].toFixed(1)})\n`,
  );
  table(
    ['page', 'FCP', 'LCP', 'TBT', 'CLS', 'speed index', 'targets'],
    rows.map(({ name, server, client, missed }) => [
      name,
      pairCell(server.fcp, client.fcp),
      pairCell(server.lcp, client.lcp),
      pairCell(server.tbt, client.tbt),
      pairCell(server.cls, client.cls, (v) => (Number.isFinite(v) ? v.toFixed(3) : '-'), ''),
      pairCell(server.si, client.si),
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ]),
  );
  const failing = rows.filter((r) => r.missed.length);
  console.log(`\n${rows.length - failing.length} of ${rows.length} pages meet every target.`);
  if (failing.length) {
    console.log('\nThe largest contentful paint of the pages that miss a target, as Lighthouse names it:\n');
    table(
      ['page', 'server-rendered', 'client only'],
      failing.map((r) => [r.name, shortNode(r.server.lcpElement ?? ''), shortNode(r.client.lcpElement ?? '')]),
    );
  }
  for (const r of failing) overBudget.push(`OVER BUDGET  ssr lighthouse ${r.name}: ${r.missed.join(', ')}`);
  console.log(
    `\n(lighthouse took ${took.toFixed(0)} s for ${rounds.length} runs, ${(took / Math.max(rounds.length, 1)).toFixed(1)} s a run)`,
  );
}
