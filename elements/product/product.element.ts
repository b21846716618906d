import { json, string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attributes of `<sqs-product>`. */
export const productAttributes = {
  /** The product's slug: the element requests `/api/commerce/products/:slug` when no product JSON is given. */
  slug: string(''),
  /**
   * The product as JSON (an object: `id`, `name`, `structuredContent`), as the commerce API sends it. It wins over a
   * slotted `<script type="application/json">` and over `slug`. Untrusted: every field is checked.
   */
  product: json<Record<string, unknown> | null>(null, isObject),
  /** The currency code prices are shown in (one of the store's); empty (the default) uses the product's own, else USD. */
  currency: string(''),
};

/**
 * A product to buy: its name, its price (a sale price beside the struck-through original, both named for screen
 * readers), its subscription text or gift-card amounts, one labelled picker per option, a quantity (1–999) and an Add
 * to cart button — or, for a subscription, a Subscribe button and for a gift card a Purchase button, which go to
 * their own checkouts instead of the cart. The product comes from the `product` attribute, else from a slotted `<script type="application/json">`,
 * else from the commerce API by `slug` (with a Retry when it fails). A variant is chosen only when every option is;
 * an option value whose every matching variant is sold out is disabled and says so, and the button stays disabled,
 * with its reason beside it, until an in-stock variant is chosen. Adding posts `{ variantId, quantity }` to
 * `/api/commerce/cart/entries` (with the crumb), syncs every `<sqs-cart-indicator>`, announces 'Added to cart' and
 * fires the pixel's add-to-cart through `sqs-track`. Subscribe posts `{ variantId }` to `/api/commerce/subscriptions`
 * (with the crumb) and goes to `/checkout/subscribe?cartToken=…` with the token answered; Purchase goes to
 * `/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…` (the site context's `websiteId`, the amount's SKU).
 * Neither shows a quantity. The host's `data-state` is `loading`, `failed`, `ready`, `adding`, `added`, `checkout`
 * (on the way to a checkout) or `error`.
 *
 * @summary A product's price, options, quantity and Add to cart button, synced with the cart indicator.
 * @tag sqs-product
 *
 * @event sqs-add-to-cart - The server added the variant to the cart. Detail: `{ productId, variantId, quantity }`.
 * @event sqs-product-checkout - About to go to the subscription or gift-card checkout (cancelable: cancelling keeps the page). Detail: `{ kind, url }`.
 *
 * @slot - An optional `<script type="application/json">` holding the product.
 *
 * @csspart base - The wrapper of the product.
 * @csspart name - The product's name.
 * @csspart price - The price: the paid price, and the original struck through when on sale.
 * @csspart sale-price - The paid price of a product on sale.
 * @csspart original-price - The struck-through regular price of a product on sale.
 * @csspart subscription - The subscription text under the price.
 * @csspart option - One option picker: its label and select.
 * @csspart amounts - The gift card's radio group of amounts.
 * @csspart quantity - The quantity field and its label.
 * @csspart add - The Add to cart button (Subscribe, Purchase).
 * @csspart reason - Why the button is disabled.
 * @csspart status - The polite status: 'Added to cart'.
 * @csspart error - Why the add failed (an alert).
 * @csspart loading - The loading message.
 * @csspart load-failed - The failure message with its Retry button.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-product-min-height - The height kept from before upgrade through loading. Default the name, price, quantity and button rows.
 * @cssproperty --sqs-product-gap - The space between the product's rows.
 * @cssproperty --sqs-product-sale-color - The colour of a sale price.
 * @cssproperty --sqs-product-button-background - The Add to cart button's background.
 * @cssproperty --sqs-product-button-color - The Add to cart button's text colour.
 */
export type SqsProductElement = ElementOf<typeof productAttributes>;

/** The detail of `sqs-add-to-cart`. */
export interface AddToCartDetail {
  /** The product's id, as the API gives it (a number, or '' when the JSON has none). */
  productId: number | string;
  /** The variant's id, as the API gives it. */
  variantId: number | string;
  /** How many were added (1–999). */
  quantity: number;
}

/** The checkouts a product goes to instead of the cart (spec 000 §2). */
export type ProductCheckoutKind = 'subscription' | 'gift-card';

/** The detail of `sqs-product-checkout`. */
export interface ProductCheckoutDetail {
  /** Which checkout. */
  kind: ProductCheckoutKind;
  /** The checkout's URL, about to be opened. */
  url: string;
}

/** The events `<sqs-product>` dispatches, by name, with their detail. */
export interface SqsProductEvents {
  /** The variant was added to the cart (after the server answered). */
  'sqs-add-to-cart': AddToCartDetail;
  /** Going to the subscription or gift-card checkout; cancelable (cancelling keeps the page). */
  'sqs-product-checkout': ProductCheckoutDetail;
}

/** The contract of `<sqs-product>`. */
export const productElement = defineContract('sqs-product', productAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-product': SqsProductElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsProductEvents {}
}
