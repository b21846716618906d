/**
 * The in-page half of the scale bench (driven by scripts/bench/scale.mjs, which adds it to the render bench's page):
 * accordion items by the thousand, for ours, Shoelace's sl-details and a minimal Lit twin of our item. One list at a
 * time: `insert(kind, count)` builds it and
 * times it until every item has rendered; `openAll()` opens every item of it and times it until every item shows
 * open; `clear()` removes it. Exposes `window.sqsScale = { kinds, load(), insert(), openAll(), clear() }` (`kinds`:
 * kind → { label, openAllUpTo }).
 */
import { accordionItem, insertItems, KINDS as RENDER_KINDS, load, settle } from './render-bench.mjs';

/** Returns true when an item that renders a trigger button and a panel region shows its panel as open. */
const triggerShowsOpen = (item) =>
  item.shadowRoot?.querySelector('[part~="trigger"]')?.getAttribute('aria-expanded') === 'true' &&
  item.shadowRoot.querySelector('[part~="panel"]')?.hidden === false;

/**
 * One implementation of the accordion item; `shownOpen(item)` tells when an opened item shows it, `openAllUpTo` the
 * largest list whose opening is timed (all when not given).
 */
const KINDS = {
  ours: {
    ...RENDER_KINDS.ours,
    label: 'sqs-accordion-item (shared React root)',
    // In a plain container, as the other two: item against item.
    container: () => document.createElement('div'),
    shownOpen: triggerShowsOpen,
  },
  oursInAccordion: {
    ...RENDER_KINDS.ours,
    label: 'the same in <sqs-accordion allow-multiple>',
    // The documented markup: the accordion renders too, and slots the items into its shadow root. Several items open
    // at once: otherwise opening one closes the others.
    container: () => Object.assign(document.createElement('sqs-accordion'), { allowMultiple: true }),
    shownOpen: triggerShowsOpen,
  },
  shoelace: {
    ...RENDER_KINDS.shoelace,
    // Each sl-details stops the running animations of its body (getAnimations) when it opens, which costs time in
    // proportion to every animation on the page: opening thousands takes minutes, so it is timed at 200 only.
    openAllUpTo: 200,
    // The header's state and the native <details> it opens (its body is shown by the <details> element).
    shownOpen: (item) =>
      item.shadowRoot?.querySelector('[part~="header"]')?.getAttribute('aria-expanded') === 'true' &&
      item.shadowRoot.querySelector('details')?.open === true,
  },
  lit: {
    label: 'the same item in Lit 3 (bench/lit-accordion-item.js)',
    module: '/bench/.build/lit-accordion-item.js',
    tag: 'bench-lit-accordion-item',
    item: accordionItem('bench-lit-accordion-item', 'heading'),
    trigger: '[part~="trigger"]',
    container: () => document.createElement('div'),
    shownOpen: triggerShowsOpen,
  },
};

/** The list on the stage: its kind, container and items. */
let current;

/** Waits, a task at a time, until `done()` is true; throws after `limit` ms. */
async function until(done, limit, what) {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > limit) throw new Error(`not ${what} after ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * Inserts `count` items of `kind` in a fresh container and returns the milliseconds until every item has rendered
 * (see render-bench.mjs `insertItems`). The list stays on the stage until `clear()`.
 */
async function insert(kind, count) {
  clear();
  const { elapsed, container, items } = await insertItems(KINDS[kind], count);
  current = { kind, container, items };
  return elapsed;
}

/**
 * Opens every item of the list on the stage (setting `open`, as a script or the item's own button does) and returns
 * the milliseconds until every item reports `updateComplete` and shows open.
 */
async function openAll() {
  const { kind, items } = current;
  const { tag, shownOpen } = KINDS[kind];
  await settle();
  const start = performance.now();
  for (const item of items) item.open = true;
  await Promise.all(items.map((item) => item.updateComplete));
  await until(() => items.every(shownOpen), 10_000, `all <${tag}> open`);
  return performance.now() - start;
}

/** Removes the list on the stage, if any. */
function clear() {
  current?.container.remove();
  current = undefined;
}

window.sqsScale = {
  kinds: Object.fromEntries(
    Object.entries(KINDS).map(([kind, { label, openAllUpTo = null }]) => [kind, { label, openAllUpTo }]),
  ),
  load: () => load(KINDS),
  insert,
  openAll,
  clear,
};
