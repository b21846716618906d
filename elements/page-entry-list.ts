/**
 * The page types' own code, one entry per element folder that keeps `<name>.page-entry.ts` (the cart page, the reviews
 * request page …). The build and the test server collect the folders' entries into this module
 * (scripts/page-entries.mjs) and fail when two claim one page type.
 */
import type { PageType } from '../runtime/enums.js';

/** What an element folder's `<name>.page-entry.ts` exports as `pageEntry`: the page types its element is the code of. */
export interface PageEntryDeclaration {
  /** The site context's page types (`pageType`) that load it. */
  pageTypes: readonly PageType[];
  /** The chunk's id, as its failure names it: spec 001 §2's lazy chunk name where it names one; the folder's name if left out. */
  chunk?: string;
  /** The page's root element: the code loads only when it is present. */
  root: string;
  /**
   * Returns the attributes of the `<sqs-<name>>` element the loader puts into the root (when the root holds none
   * yet); without it, the element is put there with none.
   */
  mount?: (root: Element, url: URL) => Record<string, string>;
}

/** The code a page type loads: a folder's declaration and the element module (`elements/<name>.js`) that holds it. */
export interface PageEntry extends PageEntryDeclaration {
  /** The chunk's id, as its failure names it. */
  chunk: string;
  /** The element module (`elements/<name>.js`) that holds the page's code: its folder's name. */
  name: string;
}

// Empty in the source, so no module imports every element's page entry: the collected list takes its place.
export const pageEntries: readonly PageEntry[] = [];
