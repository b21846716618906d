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
}

// spec 001 §2: the full-page cart is recognised by its root `sqs-cart-root` and container `sqs-cart-container`.
const CART: PageEntry = {
  chunk: 'async-commerce-cart-page',
  name: 'cart',
  root: '#sqs-cart-root, #sqs-cart-container',
};
const REVIEWS: PageEntry = {
  chunk: 'async-commerce-product-reviews',
  name: 'product-reviews',
  root: '#sqs-reviews-request-root',
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
