/**
 * The in-page half of the render bench (driven by scripts/bench.mjs): loads each implementation's definitions, then
 * times one run at a time — build N items in a fresh container, insert it, wait until every item has rendered.
 * Two comparisons: accordion items, and relative times. Exposes `window.sqsBench = { kinds, load(), run(kind, count) }`
 * (`kinds`: kind → { label, comparison }). The scale bench (bench/scale-bench.mjs) builds on its kinds and helpers
 * and is loaded into the same page.
 */

/** Returns an accordion item of `tag` with a heading (in `attribute`) and text content. */
export const accordionItem = (tag, attribute) => (i) => {
  const item = document.createElement(tag);
  item.setAttribute(attribute, `Question ${i}`);
  item.append(`Answer ${i}: orders ship within two business days.`);
  return item;
};

/** Returns a relative time of `tag` for a moment from 3 s to about 2 years ago, so every unit gets worded. */
const relativeTime = (tag) => (i) => {
  const item = document.createElement(tag);
  item.setAttribute('datetime', new Date(Date.now() - 3000 * 1.1 ** i).toISOString());
  return item;
};

/** The build whose elements are timed: `?dist=/dist/lite` for the lite build (scripts/bench/lite.mjs), else dist/. */
const DIST = new URLSearchParams(location.search).get('dist') === '/dist/lite' ? '/dist/lite' : '/dist';

/** One way of rendering an item, as the bench sees it; `comparison` groups the kinds timed against each other. */
export const KINDS = {
  ours: {
    comparison: 'accordion',
    label: 'sqs-accordion-item (shared React root)',
    module: `${DIST}/elements/accordion.js`,
    tag: 'sqs-accordion-item',
    item: accordionItem('sqs-accordion-item', 'heading'),
    trigger: '[part~="trigger"]',
    // The documented markup: the items inside their accordion, which renders (and is awaited) too.
    container: () => document.createElement('sqs-accordion'),
  },
  shoelace: {
    comparison: 'accordion',
    label: 'sl-details (Shoelace 2.20.1, Lit)',
    // Shoelace's browser-ready build (Lit bundled in, no bare specifiers), as a CDN page would load it.
    module: '/node_modules/@shoelace-style/shoelace/cdn/components/details/details.js',
    tag: 'sl-details',
    item: accordionItem('sl-details', 'summary'),
    trigger: '[part~="header"]',
    container: () => document.createElement('div'),
    // sl-details draws its expand and collapse chevrons with an <sl-icon> each. An icon renders its SVG after the
    // item's update, in later microtasks of the same task, and emits sl-load (sl-error) when it has it: when every
    // sl-details has settled updateComplete, no icon has its SVG yet. The run waits for them too, so each item is
    // timed drawn in full, as ours is (our item's icon is drawn with CSS in its own render).
    nested: { selector: 'sl-icon', events: ['sl-load', 'sl-error'] },
  },
  rootPerElement: {
    comparison: 'accordion',
    label: 'AccordionItem via r2wc default (root per element)',
    module: '/bench/.build/r2wc-accordion-item.js',
    tag: 'bench-r2wc-accordion-item',
    item: accordionItem('bench-r2wc-accordion-item', 'heading'),
    trigger: '[part~="trigger"]',
    container: () => document.createElement('div'),
  },
  relativeTime: {
    comparison: 'relative-time',
    label: 'sqs-relative-time (shared React root)',
    module: `${DIST}/elements/relative-time.js`,
    tag: 'sqs-relative-time',
    item: relativeTime('sqs-relative-time'),
    trigger: 'time',
    container: () => document.createElement('p'),
  },
  litRelativeTime: {
    comparison: 'relative-time',
    label: 'the same element in Lit 3 (bench/lit-relative-time.ts)',
    module: '/bench/.build/lit-relative-time.js',
    tag: 'bench-lit-relative-time',
    item: relativeTime('bench-lit-relative-time'),
    trigger: 'time',
    container: () => document.createElement('p'),
  },
};

const stage = document.getElementById('stage');

/** Waits for a frame and then for the main thread to go idle, so leftovers of the last run are not timed. */
export async function settle() {
  globalThis.gc?.();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
}

/** Imports the definitions of every implementation of `kinds`; returns the load error of each that failed (by kind). */
export async function load(kinds = KINDS) {
  const failed = {};
  for (const [kind, { module, tag }] of Object.entries(kinds)) {
    try {
      await import(module);
      await customElements.whenDefined(tag);
    } catch (error) {
      failed[kind] = String(error?.message ?? error);
    }
  }
  return failed;
}

/**
 * Returns a counter of the events of `types` that reach `target` (until `stop()`): `reached(n)` settles once n of
 * them have.
 */
function countEvents(target, types) {
  let count = 0;
  const waiting = [];
  const onEvent = () => {
    count++;
    for (const wait of waiting.filter((w) => count >= w.n)) wait.resolve();
  };
  for (const type of types) target.addEventListener(type, onEvent);
  return {
    reached: (n) => (count >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }))),
    stop: () => types.forEach((type) => target.removeEventListener(type, onEvent)),
  };
}

/**
 * Inserts `count` items of the implementation `implementation` (one of the kinds) in a fresh container on the stage
 * and returns the container, the items and the milliseconds from the start of building them to all of them (and the
 * container) reporting `updateComplete`, and, for a kind whose items draw nested elements later (`nested`), those
 * elements reporting that they have drawn. Throws (removing the container) when an item's shadow root lacks its
 * trigger afterwards.
 */
export async function insertItems(implementation, count) {
  const { tag, item: makeItem, trigger, container: makeContainer, nested } = implementation;
  // Set up before the clock starts; the nested elements' events are composed, so they reach the stage.
  const nestedDone = nested && countEvents(stage, nested.events);
  await settle();
  const start = performance.now();
  const container = makeContainer();
  const items = [];
  for (let i = 1; i <= count; i++) items.push(makeItem(i));
  container.append(...items);
  stage.append(container);
  await Promise.all([container, ...items].map((el) => el.updateComplete));
  if (nested) {
    const elements = items.flatMap((item) => [...item.shadowRoot.querySelectorAll(nested.selector)]);
    await nestedDone.reached(elements.length);
    await Promise.all(elements.map((el) => el.updateComplete));
    nestedDone.stop();
  }
  const elapsed = performance.now() - start;
  const missing = items.filter((item) => !item.shadowRoot?.querySelector(trigger)).length;
  if (missing > 0) {
    container.remove();
    throw new Error(`${missing} of ${count} <${tag}> had no ${trigger} after updateComplete`);
  }
  return { elapsed, container, items };
}

/**
 * Inserts `count` items of `kind` (accordion items with a heading and text, relative times with a datetime) in a
 * fresh container, removes it, and returns the milliseconds until all had rendered (see `insertItems`).
 */
async function run(kind, count) {
  const { elapsed, container } = await insertItems(KINDS[kind], count);
  container.remove();
  return elapsed;
}

window.sqsBench = {
  kinds: Object.fromEntries(
    Object.entries(KINDS).map(([kind, { label, comparison }]) => [kind, { label, comparison }]),
  ),
  load,
  run,
};
