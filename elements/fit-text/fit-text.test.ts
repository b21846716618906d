import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import type { SqsFitTextElement } from './define.js';
import { FIT_TEXT_MIN_SIZE } from './fit-text.element.js';
import { fitTextPreUpgrade } from './fit-text.pre-upgrade.js';
import { estimateSize, FIT_TEXT_RESIZE_DELAY_MS } from './useFitText.js';
import { preUpgradeSheet } from '../shared/pre-upgrade-sheet.js';
import type { Timers } from '../../runtime/lib/timers.js';
import { manualTimers } from '../../test/runtime/fakes.js';
import { captureWarnings, emulateReducedMotion, shadow } from '../../test/support/helpers.js';

const LONG = 'Handmade ceramics for every table, fired in small batches';
const VERY_LONG = `${LONG}, glazed by hand in our studio by the sea and shipped worldwide with care`;

const line = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const size = (el: Element) => parseFloat(getComputedStyle(line(el)!).fontSize);
const fits = (el: Element) => el.scrollWidth <= el.clientWidth;

/** Places `<sqs-fit-text>` with `text` in a box `width` px wide at `fontSize` px, and waits until it has fitted. */
async function fitted(
  text: string,
  {
    width = 400,
    fontSize = 32,
    attributes = '',
    timers,
  }: { width?: number; fontSize?: number; attributes?: string; timers?: Timers } = {},
): Promise<SqsFitTextElement> {
  const holder = await fixture<HTMLElement>(
    html`<div style="width: ${width}px; font-size: ${fontSize}px; font-family: sans-serif"></div>`,
  );
  holder.innerHTML = `<h2 style="font-size: inherit; margin: 0"><sqs-fit-text ${attributes}></sqs-fit-text></h2>`;
  const el = holder.querySelector('sqs-fit-text')!;
  if (timers) el.timers = timers;
  el.textContent = text;
  await waitUntil(() => el.dataset.state && line(el), 'the text was never fitted');
  return el;
}

/** Returns the times (performance.now) at which the line's font size was set, until `stop()`. */
function sizeChanges(el: Element): { times: number[]; stop(): void } {
  const times: number[] = [];
  const observer = new MutationObserver(() => times.push(performance.now()));
  observer.observe(line(el)!, { attributes: true, attributeFilter: ['style'] });
  return { times, stop: () => observer.disconnect() };
}

// The first test places an element before its definition is loaded; the others load it first.
describe('<sqs-fit-text> upgrading', () => {
  it('keeps its box height from before upgrade to fitted, fits before the first paint, and shifts nothing', async () => {
    const style = document.createElement('style');
    style.textContent = preUpgradeSheet({ 'sqs-fit-text': fitTextPreUpgrade });
    document.head.append(style);
    const holder = await fixture<HTMLElement>(html`
      <div style="width: 400px; font-size: 32px; font-family: sans-serif">
        <sqs-fit-text>${LONG}</sqs-fit-text>
        <p>After the heading</p>
      </div>
    `);
    await expect(holder).to.be.accessible();
    const el = holder.querySelector<SqsFitTextElement>('sqs-fit-text')!;
    const after = holder.querySelector('p')!;
    expect(customElements.get('sqs-fit-text'), 'defined too early').to.equal(undefined);
    const height = el.getBoundingClientRect().height;
    const top = after.getBoundingClientRect().top;
    const shifts: number[] = [];
    const layoutShifts = PerformanceObserver.supportedEntryTypes?.includes('layout-shift');
    const observer = new PerformanceObserver((list) =>
      shifts.push(...list.getEntries().map((e) => (e as PerformanceEntry & { value: number }).value)),
    );
    if (layoutShifts) observer.observe({ type: 'layout-shift', buffered: false });

    await import('./define.js');
    // The first frame after the upgrade already has the fitted line.
    const firstFrame = await new Promise<{ fits: boolean; size: number }>((resolve) =>
      requestAnimationFrame(() => resolve({ fits: fits(el), size: line(el) ? size(el) : NaN })),
    );
    expect(firstFrame.fits, 'painted unfitted').to.be.true;
    expect(firstFrame.size).to.be.below(32);
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(after.getBoundingClientRect().top).to.equal(top);
    await nextFrame();
    await nextFrame();
    observer.disconnect();
    expect(
      shifts.reduce((a, b) => a + b, 0),
      'layout shift',
    ).to.equal(0);
    style.remove();
  });
});

describe('<sqs-fit-text>', () => {
  before(() => import('./define.js'));
  afterEach(() => emulateReducedMotion(false));

  it('shrinks long text to fit one line of its box, from the inherited size', async () => {
    const el = await fitted(LONG);
    await expect(el.parentElement).to.be.accessible();
    expect(size(el)).to.be.below(32).and.at.least(FIT_TEXT_MIN_SIZE);
    expect(fits(el)).to.be.true;
    expect(line(el)!.getBoundingClientRect().height).to.be.below(el.getBoundingClientRect().height + 1);
    expect(el.dataset.state).to.equal('fitted');
    expect(line(el)!.hasAttribute('title')).to.be.false;
    // Close to the largest size that fits: a size 1 px larger would not.
    line(el)!.style.fontSize = `${size(el) + 1}px`;
    expect(fits(el)).to.be.false;
  });

  it('keeps text that fits at the inherited size', async () => {
    const el = await fitted('Sale', { width: 600 });
    await expect(el).to.be.accessible();
    expect(size(el)).to.equal(32);
    expect(fits(el)).to.be.true;
  });

  it('stops at 11 px and ends text still too long with an ellipsis, the full text kept for everyone', async () => {
    const el = await fitted(VERY_LONG, { width: 120 });
    await expect(el.parentElement).to.be.accessible();
    expect(size(el)).to.equal(11);
    expect(el.dataset.state).to.equal('truncated');
    expect(getComputedStyle(el).textOverflow).to.equal('ellipsis');
    expect(el.clientWidth).to.equal(120);
    // The text stays in the light DOM (read by screen readers), and the line shows it in full as its title.
    expect(el.textContent).to.equal(VERY_LONG);
    expect(line(el)!.title).to.equal(VERY_LONG);
  });

  it('fits again 100 ms after resizing ends, not before, and once for a run of resizes', async () => {
    const timers = manualTimers();
    const el = await fitted(LONG, { width: 400, timers });
    await expect(el).to.be.accessible();
    const before = size(el);
    const box = el.closest('div')!;
    const changes = sizeChanges(el);
    for (const width of [440, 480, 520, 560]) {
      box.style.width = `${width}px`;
      // Every size reaches the ResizeObserver, then half the delay passes: a debounce that did not restart would fit.
      for (let frame = 0; frame < 3; frame++) await nextFrame();
      timers.advance(FIT_TEXT_RESIZE_DELAY_MS / 2);
    }
    timers.advance(FIT_TEXT_RESIZE_DELAY_MS / 2 - 1);
    await nextFrame();
    expect(changes.times.length, 'fitted before the delay').to.equal(0);
    timers.advance(1);
    await waitUntil(() => size(el) > before, 'never fitted again');
    expect(fits(el)).to.be.true;
    const fitsOnce = changes.times.length;
    timers.advance(10 * FIT_TEXT_RESIZE_DELAY_MS);
    await nextFrame();
    expect(changes.times.length, 'fitted more than once').to.equal(fitsOnce);
    expect(FIT_TEXT_RESIZE_DELAY_MS).to.equal(100);
    changes.stop();
  });

  it('follows a change of the surrounding font size', async () => {
    const el = await fitted('Sale', { width: 600 });
    await expect(el).to.be.accessible();
    expect(size(el)).to.equal(32);
    el.closest('div')!.style.fontSize = '48px';
    await waitUntil(() => size(el) === 48, 'the new font size was not taken', { timeout: 2000 });
    expect(fits(el)).to.be.true;
  });

  it('fits again at once when its text changes', async () => {
    const el = await fitted(LONG);
    await expect(el).to.be.accessible();
    el.textContent = 'New';
    await waitUntil(() => size(el) === 32, 'the short text was not set at full size');
    el.textContent = VERY_LONG;
    await waitUntil(() => el.dataset.state === 'truncated');
    expect(size(el)).to.equal(11);
  });

  it('fits again when web fonts finish loading', async () => {
    const el = await fitted(LONG, { width: 600 });
    await expect(el).to.be.accessible();
    // Wider glyphs with no box or text change, as a web font arriving brings.
    el.style.letterSpacing = '1px';
    expect(fits(el)).to.be.false;
    document.fonts.dispatchEvent(new Event('loadingdone'));
    await waitUntil(() => fits(el), 'not fitted after the fonts loaded', { timeout: 1000 });
  });

  it('takes its largest size from max and its smallest from min', async () => {
    const short = await fitted('Sale', { width: 600, attributes: 'max="24"' });
    await expect(short).to.be.accessible();
    expect(size(short)).to.equal(24);
    const floor = await fitted(VERY_LONG, { width: 120, attributes: 'min="14"' });
    expect(size(floor)).to.equal(14);
    expect(floor.dataset.state).to.equal('truncated');
    // A max below min is raised to min.
    const crossed = await fitted('Sale', { width: 600, attributes: 'min="20" max="12"' });
    expect(size(crossed)).to.equal(20);
  });

  it('warns once per bad attribute, naming it, and uses the defaults', async () => {
    let el!: SqsFitTextElement;
    const warnings = await captureWarnings(async () => {
      el = await fitted(LONG, { attributes: 'min="8" max="huge"' });
      el.setAttribute('min', '5');
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal([
      '<sqs-fit-text>: invalid min="8"; using the default (11).',
      '<sqs-fit-text>: invalid max="huge"; using the default.',
    ]);
    expect(el.min).to.equal(11);
    expect(el.max).to.equal(null);
    expect(size(el)).to.be.below(32);
    expect(fits(el)).to.be.true;
  });

  it('never animates its size, with or without reduced motion', async () => {
    emulateReducedMotion(true);
    const el = await fitted(LONG);
    await expect(el).to.be.accessible();
    expect(getComputedStyle(line(el)!).transitionDuration).to.equal('0s');
    el.closest('div')!.style.width = '300px';
    await waitUntil(() => size(el) < 20 || el.dataset.state === 'truncated');
    expect(shadow(el).getAnimations()).to.have.length(0);
  });
});

describe('fit-text rules', () => {
  it('starts from the proportional size, rounded down, between the smallest and the largest', () => {
    expect(estimateSize(100, 200, 32, 11)).to.equal(32);
    expect(estimateSize(400, 200, 32, 11)).to.equal(16);
    expect(estimateSize(3000, 200, 32, 11)).to.equal(11);
    expect(estimateSize(300, 200, 32, 11)).to.equal(21.3);
  });
});
