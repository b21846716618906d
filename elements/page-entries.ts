import { SITE_CONTEXT_SELECTOR } from '../runtime/context.js';
import { PageType } from '../runtime/enums.js';

/** The code a page type loads: the chunk's id (spec 001 §2's lazy chunk names) and the element module filling it. */
export interface PageEntry {
  /** The chunk's id, as its failure names it. */
  chunk: string;
  /** The element module (`elements/<name>.js`) that holds the page's code. */
  name: string;
  /** The page's root element: the code loads only when it is present. */
  root: string;
  /**
   * Returns the attributes of the `<sqs-<name>>` element the loader puts into the root (when the root holds none
   * yet); without it, the element is put there with none.
   */
  mount?: (root: Element, url: URL) => Record<string, string>;
}

// spec 001 §2: the full-page cart is recognised by its root `sqs-cart-root` and container `sqs-cart-container`.
const CART: PageEntry = {
  chunk: 'async-commerce-cart-page',
  name: 'cart',
  root: '#sqs-cart-root, #sqs-cart-container',
};
// The review request's token: the root's `data-token` (rendered by the server) or else the page's `?token=`; the
// element checks its pattern.
const REVIEWS: PageEntry = {
  chunk: 'async-commerce-product-reviews',
  name: 'review-form',
  root: '#sqs-reviews-request-root',
  mount: (root, url) => ({ token: root.getAttribute('data-token') ?? url.searchParams.get('token') ?? '' }),
};
const BY_PAGE_TYPE = new Map<unknown, PageEntry>([
  [PageType.showCart, CART],
  [PageType.commerceCartV2, CART],
  [PageType.reviewsRequest, REVIEWS],
]);

/**
 * Returns the code `doc`'s page type calls for — the cart page (show cart 200, commerce cart v2 205) or the reviews
 * request page (209) — when the site context names that page type and the page's root element is present; else null.
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
