/**
 * The gallery part of `npm run bench`: sizes of the gallery chunk beside Swiper Element and PhotoSwipe, and the image
 * bytes a 12-photo slideshow, grid and autorows in a 600 px column fetch at pixel ratios 1 and 2, against the least
 * the width steps allow (each image needed at the first step covering its shown width × the pixel ratio, at the size
 * the examples' image server sends it), and whether any image beyond the viewport + 200 px (or the slideshow's
 * current slide and its preloaded neighbours) was fetched.
 */
import puppeteer from 'puppeteer-core';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '../examples/server/content-types.mjs';
import { handleImage, IMAGE_WIDTHS, imageFile } from '../examples/server/images.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { printPageErrors, serveFile } from '../scripts/bench/common.mjs';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const GALLERY = join(ROOT, 'dist', 'elements', 'gallery.js');
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'examples', 'images', 'manifest.json'), 'utf8'));
const KB = 1024;
const GALLERY_BUDGET_KB = 20;
const LAZY_MARGIN = 200;
const PRELOAD = 1;
const VIEWPORT = { width: 1000, height: 800 };
const COLUMN = 600;
const PEERS = [
  ['Swiper Element, all modules', ['swiper/swiper-element-bundle.min.js']],
  ['Swiper Element, core', ['swiper/swiper-element.min.js']],
  [
    'PhotoSwipe + lightbox + css',
    [
      'photoswipe/dist/photoswipe.esm.min.js',
      'photoswipe/dist/photoswipe-lightbox.esm.min.js',
      'photoswipe/dist/photoswipe.css',
    ],
  ],
];
/** The pages measured: a design, whether it sits below the fold, and the markup's extra attributes. */
const SCENARIOS = [
  { label: 'slideshow', design: 'slideshow', attrs: 'loop' },
  { label: 'grid', design: 'grid', attrs: '' },
  { label: 'grid, 1500 px below the fold', design: 'grid', attrs: '', offset: 1500 },
  { label: 'autorows', design: 'autorows', attrs: '' },
];

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzip = (file) => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;

/** Prints rows under a header, columns padded (right-aligned from `rightFrom` on). */
function print(header, rows, rightFrom = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i >= rightFrom ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

/** Returns the dist/ files `file` loads through static imports, itself included (import() chunks are not counted). */
function staticImports(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    staticImports(resolve(dirname(file), spec), seen);
  }
  return seen;
}

/** Chunks every element shares (React, the element platform, the runtime's core the autoloader loads anyway). */
const SHARED = /[\\/]chunks[\\/](react|platform|runtime-core)-[^\\/]+\.js$/;

/** Returns the relative paths of dynamic `import("./…")` targets of `file`. */
function dynamicImports(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map(([, spec]) =>
    resolve(dirname(file), spec),
  );
}

/**
 * Prints the gallery's gzip size beside the peers': its own chunk; with the chunks it loads that only the gallery
 * family uses (the budget: ≤ 20 KB); the lightbox and the video it loads when a gallery uses them; and, apart, the
 * chunks every element shares (React, the platform, the runtime's core).
 */
function reportSizes(overBudget, gallery) {
  const rows = [];
  if (existsSync(gallery)) {
    const files = [...staticImports(gallery)];
    const own = files.filter((f) => !SHARED.test(f));
    const shared = files.filter((f) => SHARED.test(f) && !/[\\/]react-/.test(f));
    const sum = (list) => list.reduce((total, f) => total + gzip(f), 0);
    const total = sum(own);
    const over = total > GALLERY_BUDGET_KB * KB;
    if (over) overBudget.push(`OVER BUDGET  <sqs-gallery> ${kb(total)} gzip > ${GALLERY_BUDGET_KB} KB`);
    const lazy = new Set();
    for (const f of dynamicImports(gallery))
      for (const g of staticImports(f)) if (!files.includes(g) && !SHARED.test(g)) lazy.add(g);
    const name = (f) => relative(join(ROOT, 'dist'), f).replace(/-[\w-]{8}\.js$/, '.js');
    rows.push(['<sqs-gallery>, own chunk', kb(gzip(gallery)), '']);
    rows.push([
      `<sqs-gallery> + ${own.length - 1} chunk(s) of its own (${own.slice(1).map(name).join(', ')})`,
      kb(total),
      `${GALLERY_BUDGET_KB} KB ${over ? 'OVER' : 'OK'}`,
    ]);
    rows.push([`  + when used: lightbox, video (${[...lazy].map(name).join(', ')})`, kb(sum([...lazy])), '']);
    rows.push([`  shared by every element, without React (${shared.map(name).join(', ')})`, kb(sum(shared)), '']);
  } else {
    rows.push(['<sqs-gallery>', 'gallery not built', `${GALLERY_BUDGET_KB} KB`]);
  }
  for (const [label, files] of PEERS) {
    const paths = files.map((f) => join(ROOT, 'node_modules', f));
    const missing = paths.some((p) => !existsSync(p));
    rows.push([label, missing ? 'not installed' : kb(paths.reduce((sum, p) => sum + gzip(p), 0)), '']);
  }
  console.log('\nGALLERY SIZE — gzip level 9, beside Swiper Element and PhotoSwipe\n');
  print(['script', 'gzip', 'budget'], rows);
}

/** Returns the page markup of a scenario: a 600 px column holding a 12-photo gallery. */
function pageHtml({ design, attrs, offset = 0 }, script) {
  const figures = Object.entries(MANIFEST)
    .map(
      ([name, { width, height, title }], i) =>
        `<figure data-slide-id="s${i + 1}"><img data-src="/examples/images/${name}" ` +
        `data-image-dimensions="${width}x${height}" alt="${title}"></figure>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${design}</title>
<style>body { margin: 0 } #column { width: ${COLUMN}px; margin: ${offset}px auto 0 }</style>
<script type="module" src="${script}"></script></head>
<body><div id="column"><sqs-gallery design="${design}" ${attrs}>
    ${figures}
</sqs-gallery></div><div style="height: ${VIEWPORT.height * 2}px"></div></body></html>`;
}

/** Serves the project root, the example images at every width step, and the scenario pages under /bench/gallery/. */
async function startServer(script) {
  const server = createServer(async (req, res) => {
    if (await handleImage(req, res)) return;
    const { pathname, searchParams } = new URL(req.url, 'http://127.0.0.1');
    if (pathname === '/bench/gallery.html') {
      res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-store' });
      res.end(pageHtml(SCENARIOS[Number(searchParams.get('scenario'))], script));
      return;
    }
    serveFile(req, res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/**
 * In the page: for every slide image, its file name, the width step its shown size needs at this pixel ratio, and
 * whether the page needs it now (within the viewport + margin; for a slideshow, the current slide and its preloaded
 * neighbours only).
 */
function layoutNeeds({ widths, margin, preload }) {
  const gallery = document.querySelector('sqs-gallery');
  const images = [...gallery.querySelectorAll('img[data-src]')];
  const stacked = gallery.getAttribute('design') === 'slideshow';
  const current = Number(gallery.currentIndex ?? 0);
  const n = images.length;
  const ascending = [...widths].sort((a, b) => a - b);
  return images.map((img, index) => {
    const rect = img.getBoundingClientRect();
    const [w, h] = img.dataset.imageDimensions.split('x').map(Number);
    const fit = getComputedStyle(img).objectFit;
    const fits = {
      cover: Math.max(rect.width / w, rect.height / h),
      contain: Math.min(rect.width / w, rect.height / h),
    };
    const scale = fits[fit] ?? rect.width / w;
    const shown = w * scale;
    const step = ascending.find((s) => s >= Math.round(shown * devicePixelRatio * 1000) / 1000) ?? ascending.at(-1);
    const near =
      rect.bottom > -margin &&
      rect.top < innerHeight + margin &&
      rect.right > -margin &&
      rect.left < innerWidth + margin;
    const distance = Math.min((index - current + n) % n, (current - index + n) % n);
    const needed = near && (!stacked || distance <= preload);
    return { name: img.dataset.src.split('/').pop(), step, needed, shown: Math.round(shown) };
  });
}

/** Loads one scenario at one pixel ratio in a fresh context and returns what was fetched and what was needed. */
async function measure(browser, base, scenario, dpr) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    await page.setViewport({ ...VIEWPORT, deviceScaleFactor: dpr });
    const fetched = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/examples/images/')) return;
      fetched.push({ url, bytes: Number(response.headers()['content-length'] ?? 0) });
    });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/bench/gallery.html?scenario=${SCENARIOS.indexOf(scenario)}`, { waitUntil: 'load' });
    await page.waitForFunction(() => customElements.get('sqs-gallery') !== undefined, { timeout: 10_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('sqs-gallery img[data-loading]'), { timeout: 30_000 });
    const needs = await page.evaluate(layoutNeeds, { widths: IMAGE_WIDTHS, margin: LAZY_MARGIN, preload: PRELOAD });
    return { fetched, needs, errors };
  } finally {
    await context.close();
  }
}

/** Returns the base name of a fetched image url (`photo-01-750w.jpg` and `photo-01.jpg?format=750w` → photo-01.jpg). */
const fileOf = (url) =>
  url.pathname
    .split('/')
    .pop()
    .replace(/-\d+w\.jpg$/, '.jpg');

/** Prints the image bytes of every scenario at pixel ratios 1 and 2; collects misses of the targets. */
async function reportImageBytes(overBudget, gallery) {
  console.log(`\nGALLERY IMAGES — 12 photos in a ${COLUMN} px column, viewport ${VIEWPORT.width}×${VIEWPORT.height}\n`);
  if (!existsSync(gallery)) {
    console.log(`gallery not built (${relative(ROOT, gallery)} is missing): no image measurements`);
    return;
  }
  const chromium = chromiumPath();
  if (!chromium) throw new Error('no Chromium at /usr/lib/chromium/chromium or /usr/bin/chromium');
  const server = await startServer(`/${relative(ROOT, gallery).split(sep).join('/')}`);
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: CHROMIUM_ARGS });
  const base = `http://127.0.0.1:${server.address().port}`;
  const rows = [];
  const errors = new Set();
  try {
    for (const scenario of SCENARIOS) {
      for (const dpr of [1, 2]) {
        const result = await measure(browser, base, scenario, dpr);
        result.errors.forEach((e) => errors.add(e));
        const needed = result.needs.filter((n) => n.needed);
        const least = (await Promise.all(needed.map((n) => imageFile(n.name, n.step)))).reduce(
          (sum, f) => sum + f.size,
          0,
        );
        const bytes = result.fetched.reduce((sum, f) => sum + f.bytes, 0);
        const neededNames = new Set(needed.map((n) => n.name));
        const beyond = result.fetched.filter((f) => !neededNames.has(fileOf(f.url))).length;
        const ratio = least === 0 ? (bytes === 0 ? '—' : '∞') : (bytes / least).toFixed(2);
        const steps = [...new Set(needed.map((n) => `${n.step}w`))].join(' ');
        const extra = beyond === 0 ? 'none' : `${beyond} FETCHED`;
        rows.push([
          scenario.label,
          dpr,
          result.fetched.length,
          kb(bytes),
          needed.length,
          kb(least),
          ratio,
          steps || '—',
          extra,
        ]);
        if ((ratio !== '1.00' && ratio !== '—') || beyond > 0) {
          overBudget.push(
            `OVER BUDGET  gallery images, ${scenario.label} at DPR ${dpr}: ratio ${ratio} (target 1.00), ` +
              `${beyond} fetched but not needed (beyond the viewport + ${LAZY_MARGIN} px or the preloaded slides)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  print(
    ['page', 'DPR', 'requests', 'fetched', 'needed', 'least', 'ratio', 'steps needed', 'fetched, not needed'],
    rows,
  );
  console.log(
    `(needed: images within the viewport + ${LAZY_MARGIN} px, in a slideshow only the current slide ± ${PRELOAD}; least: the`,
  );
  console.log(
    " bytes of the files the image server sends at the step each needed image's shown width × DPR calls for; target 1.00)",
  );
  printPageErrors('gallery bench', errors);
}

/**
 * Prints the gallery's size beside Swiper Element's and PhotoSwipe's, and its image bytes against the least the
 * width steps allow; appends an OVER BUDGET line to `overBudget` for every missed target. `gallery` is the built
 * element's file (below the project root).
 */
export async function reportGallery(overBudget = [], gallery = GALLERY) {
  reportSizes(overBudget, gallery);
  await reportImageBytes(overBudget, gallery);
  return overBudget;
}
