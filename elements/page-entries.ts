/**
 * The page types' own code (the cart page, the reviews request page …): the autoloader imports this module, a chunk
 * of its own, only on a page whose type has an entry. Each entry is its element folder's `<name>.page-entry.ts`,
 * collected by the build (elements/page-entry-list.ts).
 */
import { SITE_CONTEXT_SELECTOR } from '../runtime/context.js';
import { pageEntries, type PageEntry } from './page-entry-list.js';

export type { PageEntry, PageEntryDeclaration } from './page-entry-list.js';

const BY_PAGE_TYPE = new Map<unknown, PageEntry>(
  pageEntries.flatMap((entry) => entry.pageTypes.map((type) => [type, entry] as const)),
);

/**
 * Returns the code `doc`'s page type calls for — the cart page (show cart 200, commerce cart v2 205), the reviews
 * request page (209) … — when the site context names a page type with an entry and the page's root element is
 * present; else null.
 */
export function pageEntry(doc: Document): PageEntry | null {
  let pageType: unknown;
  try {
    pageType = (JSON.parse(doc.querySelector(SITE_CONTEXT_SELECTOR)?.textContent || 'null') as { pageType?: unknown })
      ?.pageType;
  } catch {
    // The runtime reports a malformed context.
    return null;
  }
  const entry = BY_PAGE_TYPE.get(pageType);
  return entry && doc.querySelector(entry.root) ? entry : null;
}

/** Puts `entry`'s element into the page's root with the attributes its `mount` returns, unless the root holds one. */
export function mountEntry(doc: Document, entry: PageEntry): void {
  const root = doc.querySelector(entry.root);
  const tag = `sqs-${entry.name}`;
  if (!root || root.querySelector(tag)) return;
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(entry.mount?.(root, new URL(doc.URL)) ?? {})) el.setAttribute(name, value);
  root.append(el);
}

/**
 * Calls `load` (the autoloader's: element name, tag, chunk id) for the code `doc`'s page type calls for, then puts its
 * element into the page's root; does nothing on a page without such code or without its root.
 */
export function enterPage(doc: Document, load: (name: string, tag: string, chunk: string) => void): void {
  const entry = pageEntry(doc);
  if (!entry) return;
  // Asked for before the element is put in, so the autoloader does not load it again under its own name.
  load(entry.name, `sqs-${entry.name}`, entry.chunk);
  mountEntry(doc, entry);
}
