/**
 * Measures a page's layout shift in headless Chromium: `node scripts/cls.mjs [url] [width] [height]` (default the
 * gallery example on the running examples server). It loads the page, scrolls it through window by window (so every
 * lazy picture loads while in view) and back, waits for the network to settle, and prints every layout shift the
 * browser reported (with the nodes that moved) and their sum — an upper bound of Cumulative Layout Shift, which
 * counts the worst one-second session window. Exits 1 when the sum is above 0.005 (CLS rounds to 0.00 below that).
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const [url = 'http://localhost:8000/examples/gallery.html', width = '1000', height = '800'] = process.argv.slice(2);
const LIMIT = 0.005;

const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: Number(width), height: Number(height) });
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  await page.evaluateOnNewDocument(() => {
    const shifts = [];
    window.__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const name = (node) =>
          `${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute?.('part') ? `[part=${node.getAttribute('part')}]` : ''}`;
        const rect = (r) => `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)})`;
        const describe = (node) => {
          if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
          const host = node.closest('figure') ?? node;
          const owner = host.parentElement ?? host.getRootNode().host;
          return `${name(node)} in ${host === node ? '' : `${name(host)}[${host.dataset.slideId ?? ''}] in `}${owner ? name(owner) : '?'}${owner?.getAttribute?.('design') ? `[design=${owner.getAttribute('design')}]` : ''}`;
        };
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(
            (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < pageHeight; y += Number(height) / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  const shifts = await page.evaluate(() => window.__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  for (const s of shifts) console.log(`  shift ${s.value.toFixed(4)} at ${s.time} ms: ${s.sources.join(', ')}`);
  console.log(
    `${url}: ${shifts.length} layout shift(s), sum ${total.toFixed(4)} → CLS ${total.toFixed(2)} in Chromium (${width}×${height})`,
  );
  if (total > LIMIT) process.exitCode = 1;
} finally {
  await browser.close();
}
