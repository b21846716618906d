/**
 * Opens a page of the running example server in headless Chromium, prints its console messages and any
 * Content-Security-Policy violations, and saves a screenshot: `node scripts/screenshot.mjs <url> <out.png>`.
 */
import puppeteer from 'puppeteer-core';
import { existsSync } from 'node:fs';

const [url = 'http://localhost:8000/', out = 'screenshot.png', width = '900', height = '900'] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: Number(width), height: Number(height) });
  page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
