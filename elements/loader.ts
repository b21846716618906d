/**
 * The autoloader: import `dist/loader.js` once and use any `<sqs-*>` tag. It defines nothing up front; when an
 * undefined `sqs-*` element is in the document or added later (also inside an element's shadow root), it imports
 * that element's module from `./elements/<name>.js` next to itself, once. It also loads the headless runtime
 * (`./runtime.js`, no React), which starts itself: site context, census, consent, error reporting, performance.
 */

/** The element names the build knows (`accordion`, `menu-tabs` …), injected at build time. */
declare const __SQS_ELEMENTS__: readonly string[];

const PREFIX = 'sqs-';
const known = new Set<string>(__SQS_ELEMENTS__);
const requested = new Set<string>();
const base = new URL('./elements/', import.meta.url);
// The bridge calls this hook with every shadow root it attaches, so elements rendered inside shadow DOM load too.
const SHADOW_ROOT_HOOK = Symbol.for('sqs-elements.shadow-root');

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  const name = tag.slice(PREFIX.length);
  if (!known.has(name)) {
    console.warn(`<${tag}> is not an sqs-elements element; nothing to load.`);
    return;
  }
  import(/* @vite-ignore */ new URL(`${name}.js`, base).href).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`<${tag}> could not be loaded`, error);
  });
}

function discover(root: ParentNode): void {
  if (root instanceof Element && root.localName.startsWith(PREFIX)) load(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) if (el.localName.startsWith(PREFIX)) load(el.localName);
}

const observer = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
});

function watch(root: Document | ShadowRoot): void {
  observer.observe(root, { childList: true, subtree: true });
  discover(root);
}

(globalThis as Record<symbol, unknown>)[SHADOW_ROOT_HOOK] = watch;
watch(document);

import('../runtime/index.js').catch((error: unknown) =>
  console.error('sqs-elements: the runtime could not be loaded', error),
);
