/**
 * The autoloader: import `dist/loader.js` once and use any `<sqs-*>` tag. It defines nothing up front; when an
 * undefined `sqs-*` element is in the document or added later (also inside an element's shadow root), it imports
 * that element's module from `./elements/<name>.js` next to itself, once, through the chunk loader (120 s time-out,
 * one retry). An element whose module could not be loaded is marked `data-load-failed` and named in a console error;
 * it is tried again when such an element is connected again or dispatches `sqs-retry`. The page type's own code (the
 * cart page, the reviews request page) loads when the site context names that page type, and its element
 * (`<sqs-cart>`, `<sqs-review-form>`) is put into the page's root. It also loads the headless
 * runtime (`./runtime.js`, no React), which starts itself: site context, census, consent, error reporting, performance.
 * The moment it asks for the first element's module it also preloads the chunks every element imports (React, the
 * platform), so they download beside that module instead of after it.
 */
import { loadChunk, NotFoundError } from './shared/load-chunk.js';
import { mountEntry, pageEntry } from './page-entries.js';

/** The element names the build knows (`accordion`, `menu-tabs` …), injected at build time. */
declare const __SQS_ELEMENTS__: readonly string[];
/** The chunks every element module imports (`chunks/react-<hash>.js` …), relative to the loader; injected at build time. */
declare const __SQS_SHARED_CHUNKS__: readonly string[];

const PREFIX = 'sqs-';
const FAILED = 'data-load-failed';
const known = new Set<string>(__SQS_ELEMENTS__);
const requested = new Set<string>();
const roots: Array<Document | ShadowRoot> = [];
const base = new URL('./elements/', import.meta.url);
// The bridge calls this hook with every shadow root it attaches, so elements rendered inside shadow DOM load too.
const SHADOW_ROOT_HOOK = Symbol.for('sqs-elements.shadow-root');
let preloaded = false;

/** Adds a `<link rel="modulepreload">` for each chunk every element imports, once. */
function preloadShared(): void {
  if (preloaded) return;
  preloaded = true;
  for (const path of __SQS_SHARED_CHUNKS__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
}

/** Sets or clears the failure mark on every `tag` element the autoloader watches. */
function mark(tag: string, failed: boolean): void {
  for (const root of roots) for (const el of root.querySelectorAll(tag)) el.toggleAttribute(FAILED, failed);
}

/** Imports `elements/<name>.js` through the chunk loader; `tag`'s elements are marked while it is failed. */
function importModule(name: string, tag: string, chunk = name): void {
  requested.add(tag);
  mark(tag, false);
  preloadShared();
  // A retry asks for another URL (`?retry=n`): engines keep a refused import's result.
  loadChunk(chunk, (n) => import(/* @vite-ignore */ new URL(`${name}.js${n ? `?retry=${n}` : ''}`, base).href)).catch(
    (error: unknown) => {
      requested.delete(tag);
      mark(tag, true);
      console.error(`<${tag}> could not be loaded:`, error);
    },
  );
}

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  const name = tag.slice(PREFIX.length);
  if (!known.has(name)) {
    requested.add(tag);
    console.warn(`<${tag}> is not an sqs-elements element; nothing to load.`, new NotFoundError(`elements/${name}.js`));
    return;
  }
  importModule(name, tag);
}

function discover(root: ParentNode): void {
  if (root instanceof Element && root.localName.startsWith(PREFIX)) load(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) if (el.localName.startsWith(PREFIX)) load(el.localName);
}

const observer = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
});

function watch(root: Document | ShadowRoot): void {
  roots.push(root);
  observer.observe(root, { childList: true, subtree: true });
  discover(root);
}

(globalThis as Record<symbol, unknown>)[SHADOW_ROOT_HOOK] = watch;
watch(document);
// An element whose module failed asks again with `sqs-retry` (composed, so it reaches the document from shadow DOM).
document.addEventListener('sqs-retry', (event) => {
  const el = event.composedPath()[0];
  if (el instanceof Element && el.hasAttribute(FAILED)) load(el.localName);
});

const entry = pageEntry(document);
if (entry && known.has(entry.name)) {
  importModule(entry.name, `${PREFIX}${entry.name}`, entry.chunk);
  mountEntry(document, entry);
} else if (entry)
  console.info(`sqs-elements: this build has no ${entry.chunk} code (elements/${entry.name}.js); nothing to load.`);

loadChunk('runtime', () => import('../runtime/index.js')).catch((error: unknown) =>
  console.error('sqs-elements: the runtime could not be loaded', error),
);
