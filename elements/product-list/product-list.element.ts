import { json, number, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { CensusEnv } from '../../runtime/census.js';
import { Limits } from '../../runtime/enums.js';

/** The most products a collection shows (spec 000 §9 "max products in a collection 200"). */
export const MAX_LIST_PRODUCTS = Limits.productsPerCollection;

/** The attributes of `<sqs-product-list>`. */
export const productListAttributes = {
  /** The category shown first (empty: every category); the visitor's filter changes it. */
  category: string(''),
  /** How many products are listed, 1–200 (spec 000 §9: at most 200 products in a collection). */
  limit: number(MAX_LIST_PRODUCTS, { min: 1, max: MAX_LIST_PRODUCTS, integer: true }),
  /**
   * The products as JSON (a list of items as `GET /api/commerce/products` sends them: `id`, `name`, `categories`,
   * `assetUrl`, `structuredContent`), instead of asking the commerce API. Untrusted: every field is checked.
   */
  products: json<unknown[] | null>(null, (value): value is unknown[] => Array.isArray(value)),
};

/**
 * A grid of the store's products (spec 000 §1 "products list", §7 "RecordQuickView", §9 "max products in a
 * collection 200"): each with its picture (its room kept while it loads), name and price — a sale price beside the
 * struck-through regular price, both named for screen readers — and a Quick View button. Above the grid, one toggle
 * button per category (and All) filters it. The products come from the `products` attribute, else from
 * `GET /api/commerce/products?category=&limit=` (published products only, at most 200). Quick View opens a modal
 * `<sqs-dialog>` (WAI-ARIA APG dialog: focus moves in and stays there, Escape or Close closes it, focus returns to the
 * button) holding the `<sqs-product>` of that product, whose Add to cart works there; opening it records
 * `POST /api/census/RecordQuickView/{id}` and tells the advertising pixel `view-product` through `sqs-track` (both only
 * once tracking is allowed). The host's `data-state` is `loading`, `failed`, `empty` or `ready`.
 *
 * @summary A filterable grid of products, each with its price and a Quick View dialog to add it to the cart.
 * @tag sqs-product-list
 *
 * @event sqs-product-list-filter - The visitor chose a category. Detail: `{ category }` ('' for all).
 * @event sqs-product-list-quick-view - A quick view opened. Detail: `{ productId, name }`.
 *
 * @csspart base - The wrapper (`aria-busy` while loading).
 * @csspart filter - The group of category buttons.
 * @csspart category - One category button (`aria-pressed` when chosen).
 * @csspart grid - The list of products.
 * @csspart item - One product.
 * @csspart image - The product's picture.
 * @csspart name - The product's name.
 * @csspart price - The price: the paid price, and the original struck through when on sale.
 * @csspart sale-price - The paid price of a product on sale.
 * @csspart original-price - The struck-through regular price of a product on sale.
 * @csspart quick-view - The Quick View button.
 * @csspart status - 'Loading products…' or 'No results found'.
 * @csspart load-failed - The failure message with its Retry button.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-product-list-min-height - The room kept before and while the products load. Default 28rem.
 * @cssproperty --sqs-product-list-item-width - The narrowest a column gets. Default 12rem.
 * @cssproperty --sqs-product-list-gap - The space between products.
 * @cssproperty --sqs-product-list-image-ratio - The pictures' aspect ratio. Default 1.
 * @cssproperty --sqs-product-list-sale-color - The colour of a sale price.
 */
export interface SqsProductListElement extends SqsElement, AttributeValues<typeof productListAttributes> {
  /** Where the quick views are recorded (the page's census outbox by default). */
  censusEnv?: CensusEnv;
}

/** The detail of `sqs-product-list-quick-view`. */
export interface ProductListQuickViewDetail {
  /** The product's id, as the API gives it. */
  productId: number | string;
  /** The product's name. */
  name: string;
}

/** The events `<sqs-product-list>` dispatches, by name, with their detail. */
export interface SqsProductListEvents {
  /** The visitor chose a category ('' for all). */
  'sqs-product-list-filter': { category: string };
  /** A product's quick view opened. */
  'sqs-product-list-quick-view': ProductListQuickViewDetail;
}

/** The contract of `<sqs-product-list>`. */
export const productListElement = defineContract('sqs-product-list', productListAttributes, { hydrate: true });

declare global {
  interface HTMLElementTagNameMap {
    'sqs-product-list': SqsProductListElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsProductListEvents {}
}
