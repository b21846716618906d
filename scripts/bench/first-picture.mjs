/**
 * When a page's first picture in view arrives, server-rendered and client only, under real throttling: the ssr
 * section's check of what Lighthouse's simulated LCP cannot tell on a page with pictures (a server render's picture is
 * asked for with the page; a client-only page asks for it once its script has run, and its picture is often no LCP
 * candidate at all, so the two modes' LCP elements differ).
 *
 * Each page runs in headless Chromium at the mobile preset's size (412 × 823, pixel ratio 1.75), its network and CPU
 * throttled by the browser itself as Lighthouse's devtools throttling does (562.5 ms request latency, 1.47 Mb/s down,
 * 4× CPU). Per run: the first contentful paint, the last largest-contentful-paint candidate, and the moment the first
 * picture in view (shadow roots included) had arrived (its resource's `responseEnd`).
 */
import { chromiumPath } from '../chromium.mjs';
import { launchTimingBrowser, median } from './common.mjs';
import { startSite } from './lighthouse.mjs';

/** Lighthouse's devtools throttling for its mobile preset (slow 4G): request latency, throughput in bytes a second. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: 86400 };
const CPU_SLOWDOWN = 4;
/** The mobile preset's screen. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Collects the page's paint timings from its start (evaluated in the page before its own scripts). */
function watchPaints() {
  window.sqsBenchPaints = { fcp: NaN, lcp: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.sqsBenchPaints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.sqsBenchPaints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Returns the page's paint timings and when its first picture in view arrived (evaluated in the page). */
function readPaints() {
  const pictures = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === 'img' && el.currentSrc) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0) pictures.push(el.currentSrc);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const arrived = performance
    .getEntriesByType('resource')
    .filter((entry) => pictures.includes(entry.name))
    .map((entry) => entry.responseEnd);
  return { ...window.sqsBenchPaints, picture: arrived.length ? Math.min(...arrived) : NaN };
}

/** True when the server-rendered `html` holds a picture inside a declared shadow root. */
const rendersPicture = (html) =>
  html
    .split('<template shadowrootmode')
    .slice(1)
    .some((part) => /<img\s/.test(part.split('</template>')[0]));

/**
 * Measures the example pages `names` whose server render holds a picture (each served rendered and with `?ssr=0`,
 * `runs` rounds over every page and mode in turn) and resolves with `{ name, server, client }` rows, each mode's
 * `{ fcp, lcp, picture }` the medians of its runs, in ms.
 */
export async function measureFirstPictures(names, runs) {
  const site = await startSite();
  const browser = await launchTimingBrowser(chromiumPath());
  const results = new Map();
  const paths = [];
  try {
    // Each page asked for once first (the server renders a page on its first request and keeps it), and kept when its
    // server render holds a picture.
    for (const name of names)
      if (rendersPicture(await (await fetch(`${site.origin}/examples/${name}`)).text()))
        paths.push(`/examples/${name}`);
    for (let round = 0; round < runs; round++)
      for (const path of paths)
        for (const url of [path, `${path}?ssr=0`]) {
          const context = await browser.createBrowserContext();
          try {
            const page = await context.newPage();
            await page.setViewport(VIEWPORT);
            const cdp = await page.createCDPSession();
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', NETWORK);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
            await page.evaluateOnNewDocument(watchPaints);
            await page.goto(site.origin + url, { waitUntil: 'networkidle0', timeout: 120_000 });
            if (!results.has(url)) results.set(url, []);
            results.get(url).push(await page.evaluate(readPaints));
          } finally {
            await context.close();
          }
        }
  } finally {
    await browser.close();
    await site.stop();
  }
  const medians = (url) => {
    const of = (key) => {
      const values = results
        .get(url)
        .map((r) => r[key])
        .filter(Number.isFinite);
      return values.length ? median(values) : NaN;
    };
    return { fcp: of('fcp'), lcp: of('lcp'), picture: of('picture') };
  };
  return paths.map((path) => ({
    name: path.slice('/examples/'.length),
    server: medians(path),
    client: medians(`${path}?ssr=0`),
  }));
}
