/**
 * Measures a page's layout shift in headless Chromium: `node scripts/cls.mjs [url] [width] [height]` (default the
 * gallery example on the running examples server), scrolling it through and back (bench/cls.mjs), and prints every
 * layout shift with the nodes that moved and their sum. Exits 1 when the sum is above 0.005 (CLS rounds to 0.00).
 */
import puppeteer from 'puppeteer-core';
import { measureCls } from '../bench/cls.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const [url = 'http://localhost:8000/examples/gallery.html', width = '1000', height = '800'] = process.argv.slice(2);
const LIMIT = 0.005;

const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
try {
  const { total, shifts } = await measureCls(browser, url, { width: Number(width), height: Number(height) });
  for (const s of shifts) console.log(`  shift ${s.value.toFixed(4)} at ${s.time} ms: ${s.sources.join(', ')}`);
  console.log(
    `${url}: ${shifts.length} layout shift(s), sum ${total.toFixed(4)} → CLS ${total.toFixed(2)} in Chromium (${width}×${height})`,
  );
  if (total > LIMIT) process.exitCode = 1;
} finally {
  await browser.close();
}
