/**
 * Layout shift in headless Chromium: `measureCls` loads a page, scrolls it through window by window (so every lazy
 * picture loads while in view) and back, waits for the network to settle, and returns every layout shift the browser
 * reported with the nodes that moved, and their sum (an upper bound of Cumulative Layout Shift, which counts the
 * worst one-second window). `reportBareCls` is the bench's section for a bare host page: only the loader, the
 * pre-upgrade stylesheet and a six-photo grid gallery with captions — measured with and without the stylesheet, at a
 * desktop and a 390 px mobile width. `reportUpgradeCls` measures the page upgrade's example (a saved page whose blocks
 * become elements, examples/upgrade.html) at a mobile and a desktop size.
 */

/** Records layout shifts from the start of the page (run before any of its scripts). */
function recordShifts() {
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
        return `${name(node)} in ${host === node ? '' : `${name(host)} in `}${owner ? name(owner) : '?'}`;
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
}

/** Returns `{ total, shifts }` for `url` in a fresh page of `browser` at `width`×`height`. */
export async function measureCls(browser, url, { width = 1000, height = 800 } = {}) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width, height });
    await page.evaluateOnNewDocument(recordShifts);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < pageHeight; y += height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForNetworkIdle({ idleTime: 200, timeout: 30_000 });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const shifts = await page.evaluate(() => window.__shifts);
    return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await page.close();
  }
}

/** The bare page's budget: no shift at all, to three decimals. */
const BARE_LIMIT = 0.0005;

/** Prints the bare gallery page's CLS with and without elements.css; a shift with it is over budget. */
export async function reportBareCls(browser, origin, overBudget = []) {
  console.log(
    '\nLayout shift of a bare host page (loader + 6-photo grid gallery with captions, nothing else), Chromium',
  );
  const rows = [];
  for (const [label, query] of [
    ['with dist/styles/elements.css', ''],
    ['without it', '?no-styles'],
  ]) {
    for (const [viewport, size] of [
      ['1000×800', { width: 1000, height: 800 }],
      ['390×844', { width: 390, height: 844 }],
    ]) {
      const { total, shifts } = await measureCls(browser, `${origin}/bench/cls-bare.html${query}`, size);
      // Only the page with the stylesheet has a target; the other row shows what the stylesheet saves.
      const status = query ? '(no target)' : total > BARE_LIMIT ? 'FAIL (target 0.000)' : 'pass (target 0.000)';
      rows.push([label, viewport, total.toFixed(3), status]);
      if (!query && total > BARE_LIMIT) {
        overBudget.push(`OVER BUDGET: bare gallery page CLS ${total.toFixed(3)} at ${viewport} (target 0.000)`);
        for (const s of shifts) console.log(`  shift ${s.value.toFixed(4)}: ${s.sources.join(', ')}`);
      }
    }
  }
  for (const [label, viewport, cls, status] of rows)
    console.log(`  ${label.padEnd(32)} ${viewport.padEnd(9)} CLS ${cls}  ${status}`);
  return overBudget;
}

/** The page upgrade's example sizes: a large phone and a laptop window. */
const UPGRADE_VIEWPORTS = [
  ['412×823', { width: 412, height: 823 }],
  ['1350×940', { width: 1350, height: 940 }],
];

/** Prints the page upgrade example's CLS; any shift is over budget (each block must give way without moving a thing). */
export async function reportUpgradeCls(browser, origin, overBudget = []) {
  console.log('\nLayout shift of a saved page upgraded by dist/upgrade.js (examples/upgrade.html), Chromium');
  for (const [viewport, size] of UPGRADE_VIEWPORTS) {
    const { total, shifts } = await measureCls(browser, `${origin}/examples/upgrade.html`, size);
    const pass = total <= BARE_LIMIT;
    console.log(`  ${viewport.padEnd(9)} CLS ${total.toFixed(3)}  ${pass ? 'pass' : 'FAIL'} (target 0.000)`);
    if (pass) continue;
    overBudget.push(`OVER BUDGET: upgraded saved page CLS ${total.toFixed(3)} at ${viewport} (target 0.000)`);
    for (const s of shifts) console.log(`  shift ${s.value.toFixed(4)}: ${s.sources.join(', ')}`);
  }
  return overBudget;
}
