/**
 * The in-page half of the shadow-root bench (driven by scripts/bench/shadow-roots.mjs): plain custom elements that
 * attach a shadow root and fill it once connected, as a Lit or Stencil element does, by the thousand, with and without
 * the autoloader watching their roots. Exposes `window.sqsShadowBench = { prepare(count, mode), startLoader(),
 * useLoader(), clear(), create(count, mode) }`.
 */
import { settle } from './render-bench.mjs';

const LOADER = '/dist/loader.js';
const stage = document.getElementById('stage');

// `<bench-host-open>` and `<bench-host-closed>`: the same host with an open or a closed shadow root. The autoloader
// watches the first and cannot see into the second, so the pair shows what watching costs on the same page.
for (const mode of ['open', 'closed']) {
  customElements.define(
    `bench-host-${mode}`,
    class extends HTMLElement {
      _root = this.attachShadow({ mode });

      connectedCallback() {
        if (this._root.firstChild) return;
        const label = document.createElement('span');
        label.textContent = 'Item';
        const count = document.createElement('b');
        count.textContent = '1';
        this._root.append(label, count);
      }
    },
  );
}

/** Returns `count` new hosts of `mode` in a `<div>`. */
function hosts(count, mode) {
  const box = document.createElement('div');
  for (let i = 0; i < count; i++) box.append(document.createElement(`bench-host-${mode}`));
  return box;
}

/** Resolves after one task: every mutation observer's callback for what was done before has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Puts `count` hosts of `mode` on the page and fetches and compiles the autoloader (`modulepreload`), not running it. */
async function prepare(count, mode) {
  stage.append(hosts(count, mode));
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: LOADER });
  const preloaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await preloaded;
  await settle();
}

/** Starts the autoloader and returns the milliseconds from `import()` to the module having run. Once a page. */
async function startLoader() {
  const start = performance.now();
  await import(LOADER);
  return performance.now() - start;
}

/** Starts the autoloader and waits until the runtime it loads has started and the page is idle again. */
async function useLoader() {
  await import(LOADER);
  while (!window.sqsRuntime) await new Promise((resolve) => setTimeout(resolve, 10));
  await settle();
}

/** Removes the hosts of the last run and waits until the page is idle. */
async function clear() {
  stage.replaceChildren();
  await settle();
}

/**
 * Creates `count` hosts of `mode` in a fresh `<div>`, puts it on the page and returns the milliseconds until every
 * host has filled its shadow root and every mutation observer has handled that. The hosts stay until `clear()`.
 */
async function create(count, mode) {
  const start = performance.now();
  stage.append(hosts(count, mode));
  await nextTask();
  return performance.now() - start;
}

window.sqsShadowBench = { prepare, startLoader, useLoader, clear, create };
