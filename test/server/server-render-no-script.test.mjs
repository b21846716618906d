/**
 * The example pages as the reference server sends them, in Chromium with JavaScript turned off (after `npm run
 * build`): every element the server rendered shows its content — it takes room, and text of its shadow root or of
 * what it slots is on screen — with the page's styles under its strict policy. A screenshot of each page is written
 * to test-results/ssr-no-script/.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { createClient, startServer } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHOTS = join(ROOT, 'test-results', 'ssr-no-script');

/**
 * Returns, for each element of the page the server rendered, what a visitor sees of it: its tag, whether it has a
 * shadow root, its size, and the text on screen in its shadow root and in the light DOM it slots (a text node whose
 * range takes room) and its loaded pictures with alt text. Runs in the page, through DevTools: the page's own scripts stay off.
 */
function shownElements() {
  const visibleText = (root) => {
    const walker = document.createTreeWalker(root, window.NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) text += ` ${node.data.trim()}`;
    }
    return text.trim();
  };
  // A picture on screen, loaded, with its alt text (what a gallery, an image or a video's thumbnail shows).
  const pictures = (root) =>
    [...root.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && img.complete && img.naturalWidth > 0 && img.alt.trim() !== '';
    }).length;
  return [...document.querySelectorAll('[data-server-rendered]')].map((host) => {
    const box = host.getBoundingClientRect();
    const root = host.shadowRoot;
    return {
      tag: host.localName,
      shadowRoot: root !== null,
      // A root with no text (its sheet's aside), picture or control, and nothing slotted: the component renders nothing
      // to see here (a bad attribute), as it does in the browser.
      empty:
        root !== null &&
        ![...root.childNodes].some((node) => node.localName !== 'style' && node.textContent.trim()) &&
        !host.textContent.trim() &&
        !root.querySelector('img, a, button, input, select, textarea, iframe, svg, video'),
      width: box.width,
      height: box.height,
      text: `${root ? visibleText(root) : ''} ${visibleText(host)}`.trim(),
      pictures: (root ? pictures(root) : 0) + pictures(host),
    };
  });
}

describe('the example pages rendered on the server, with JavaScript off', () => {
  let server;
  let browser;
  let pages;
  before(async () => {
    server = await startServer();
    const client = createClient(server.port);
    pages = [];
    for (const file of readdirSync(join(ROOT, 'examples'))
      .filter((f) => f.endsWith('.html'))
      .sort()) {
      const { text } = await client.call('GET', `/examples/${file}`);
      if (text.includes(' data-server-rendered')) pages.push(file);
    }
    browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server.close();
  });

  it('show the content of every element the server rendered', { timeout: 120_000 }, async () => {
    assert.ok(pages.includes('accordion.html'), pages.join(', '));
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1000, height: 900 });
    const failures = [];
    for (const file of pages) {
      const answer = await page.goto(`${server.origin}/examples/${file}`, { waitUntil: 'load' });
      assert.equal(answer.status(), 200, file);
      const shown = await page.evaluate(shownElements);
      assert.ok(shown.length > 0, file);
      shown.forEach((element, n) => {
        const where = `${file}: <${element.tag}> #${n + 1}`;
        if (!element.shadowRoot) failures.push(`${where} has no shadow root`);
        if (element.empty) return;
        if (!(element.width > 0 && element.height > 0)) failures.push(`${where} takes no room`);
        if (!element.text && !element.pictures) failures.push(`${where} shows no text and no picture`);
      });
      await page.screenshot({ path: join(SHOTS, file.replace(/\.html$/, '.png')), fullPage: true });
    }
    assert.deepEqual(failures, []);
  });
});
