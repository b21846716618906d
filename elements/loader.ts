/**
 * The autoloader: import `dist/loader.js` once and use any `<sqs-*>` tag. It defines nothing up front; when an
 * undefined `sqs-*` element is in the document or added later, or in any open shadow root (the library's own, a Lit
 * or Stencil host's, nested ones), it imports that element's module from `./elements/<name>.js` next to itself, once,
 * through the chunk loader (120 s time-out, one retry). It finds the open shadow roots on the page when it starts and
 * every one attached after that (it wraps `Element.prototype.attachShadow`); a closed root, or one attached earlier to
 * a host that was not in the document then, is handed to it with `observe(root)`. An element whose module could not
 * be loaded is marked `data-load-failed` and named in a console error; it is tried again when such an element is
 * connected again or dispatches `sqs-retry`. A page type's own code (the cart page, the reviews request page …, each
 * declared by its element's folder in `<name>.page-entry.ts`) loads when the site context names that page type: the
 * autoloader carries only those page types' numbers and, on such a page, imports its page entries chunk, which checks
 * the page's root, loads the code and puts its element (`<sqs-cart>`, `<sqs-review-form>` …) into the root; any other
 * page asks for nothing more. It also loads the headless runtime (`./runtime.js`, no React; on such a page once the
 * element is in its root), which starts itself: site context, census, consent, error reporting, performance. The
 * moment it asks for the first element's module (or sees a page type with code of its own) it also preloads the chunks
 * every element imports (React, the platform), so they download beside that module instead of after it. On a page
 * holding elements rendered on the server, it starts after the page's first paint (at most 500 ms after it runs).
 */
import { loadChunk, NotFoundError } from '../runtime/load-chunk.js';

/** The element names the build knows (`accordion`, `menu-tabs` …), injected at build time. */
declare const __SQS_ELEMENTS__: readonly string[];
/** The page types with code of their own (`<name>.page-entry.ts` in the element folders), injected at build time. */
declare const __SQS_PAGE_TYPES__: readonly unknown[];
/** The chunks every element module imports (`chunks/react-<hash>.js` …), relative to the loader; injected at build time. */
declare const __SQS_SHARED_CHUNKS__: readonly string[];

const PREFIX = 'sqs-';
const FAILED = 'data-load-failed';
const known = new Set<string>(__SQS_ELEMENTS__);
const requested = new Set<string>();
/** The tags whose module failed to load: their elements carry the failure mark. */
const failed = new Set<string>();
const base = new URL('./elements/', import.meta.url);
let preloaded = false;

type Root = Document | ShadowRoot;

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

/** Sets or clears the failure mark on every `tag` element in `root` and in the open shadow roots inside it. */
function mark(tag: string, on: boolean, root: Root = document): void {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === tag) el.toggleAttribute(FAILED, on);
    if (el.shadowRoot) mark(tag, on, el.shadowRoot);
  }
}

/** Imports `elements/<name>.js` through the chunk loader; `tag`'s elements are marked while it is failed. */
function importModule(name: string, tag: string, chunk = name): void {
  requested.add(tag);
  // Only a failed tag's elements carry the mark: loading any other walks nothing.
  if (failed.delete(tag)) mark(tag, false);
  preloadShared();
  // A retry asks for another URL (`?retry=n`): engines keep a refused import's result.
  loadChunk(chunk, (n) => import(/* @vite-ignore */ new URL(`${name}.js${n ? `?retry=${n}` : ''}`, base).href)).catch(
    (error: unknown) => {
      requested.delete(tag);
      failed.add(tag);
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

const OBSERVED: MutationObserverInit = { childList: true, subtree: true };

/**
 * Loads the `sqs-*` elements in `root` and in the open shadow roots inside it, however deep, and those added to any
 * of them later. The autoloader does this on its own for the document and every open shadow root; call it for a
 * closed root (`attachShadow({ mode: 'closed' })`, out of its reach otherwise) or for an open one attached before it
 * started to a host that was not in the document then. Import it from the same URL as the page's autoloader. In a
 * closed root the elements load; the failure mark and `sqs-retry` reach only the document and open roots.
 */
export function observe(root: Root): void {
  observer.observe(root, OBSERVED);
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.startsWith(PREFIX)) load(el.localName);
    if (el.shadowRoot) observe(el.shadowRoot);
  }
}

// Every open shadow root attached from now on is watched, whoever attaches it (the bridge, Lit, Stencil, plain
// classes). It is empty when attached and filled later, so it is observed, not scanned. A closed root is left to its
// host, which may hand it over with observe().
const attachShadow = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
  const root = attachShadow.call(this, init);
  if (root.mode === 'open') observer.observe(root, OBSERVED);
  return root;
};
// An element whose module failed asks again with `sqs-retry` (composed, so it reaches the document from shadow DOM).
document.addEventListener('sqs-retry', (event) => {
  const el = event.composedPath()[0];
  if (el instanceof Element && el.hasAttribute(FAILED)) load(el.localName);
});

/** Returns the handler that names `what` in a console error when its chunk could not be loaded. */
const failedToLoad = (what: string) => (error: unknown) =>
  console.error(`sqs-elements: ${what} could not be loaded`, error);

/** Imports the headless runtime, which starts itself. */
const startRuntime = (): unknown =>
  loadChunk('runtime', () => import('../runtime/index.js')).catch(failedToLoad('the runtime'));

/** Loads the page's elements and the page type's code, then starts the runtime. */
function start(): void {
  observe(document);
  // The page types with code of their own are checked here, cheaply; their entries (roots, chunk ids, attributes) are
  // in a chunk only such a page loads, so every other page asks for nothing more. The chunk's own check is the exact
  // one.
  let pageType: unknown;
  try {
    pageType = (JSON.parse(document.getElementById('sqs-site-context')?.textContent || '0') as { pageType?: unknown })
      .pageType;
  } catch {
    // The runtime reports a malformed context.
  }
  // (Read through a constant: the build replaces the name only where no property access follows it.)
  const withCode: readonly unknown[] = __SQS_PAGE_TYPES__;
  if (withCode.includes(pageType)) {
    // The page's code is an element too: React and the platform download while the entries chunk arrives.
    preloadShared();
    // The runtime starts once the page's element is in its root, as on a page that has it in its markup: whatever
    // waits for the runtime finds the element there.
    loadChunk('page-entries', () => import('./page-entries.js'))
      .then(({ enterPage }) => enterPage(document, importModule), failedToLoad("the page type's code"))
      .then(startRuntime);
  } else startRuntime();
}

/** The longest the start waits for a first paint that may never come (a frame the browser does not render). */
const PAINT_WAIT_MS = 500;

// A page whose elements the server rendered (`data-server-rendered`) shows them with its first paint, before any
// script: there the start waits for that paint, so no module's download or evaluation comes before it (they would
// share the network and the main thread with it). Whatever the visitor does meanwhile, the take-over keeps. A page
// with nothing rendered, or hidden, or a browser without paint timing, starts at once.
if (
  document.querySelector('[data-server-rendered]') &&
  !document.hidden &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  // The first contentful paint as the page's paint timing reports it: a frame is no proof of one (WebKit renders
  // frames and paints nothing while its stylesheets load).
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint')[0]) return;
    // (The one first contentful paint: nothing comes after it.)
    clearTimeout(timer);
    setTimeout(start);
  });
  painted.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(() => {
    painted.disconnect();
    start();
  }, PAINT_WAIT_MS);
} else start();
