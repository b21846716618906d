/**
 * Opens a page of the running example server in headless Chromium, prints its console messages and any
 * Content-Security-Policy violations, and saves a screenshot: `node scripts/screenshot.mjs <url> <out.png> [width]
 * [height] [selector]` — with a selector, the shot waits until an element matches it (e.g.
 * `'sqs-lightbox[data-state=open]'`).
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const [url = 'http://localhost:8000/', out = 'screenshot.png', width = '900', height = '900', waitFor] =
  process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: Number(width), height: Number(height) });
  page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle2' });
  if (waitFor) await page.waitForSelector(waitFor, { timeout: 10000 });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
