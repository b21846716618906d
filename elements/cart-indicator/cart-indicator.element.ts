import { number, string, url } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

// What the runtime's cart module sends with `sqs-cart-sync` on `document`; every `<sqs-cart-indicator>` follows it.
export type { CartSyncDetail } from '../../runtime/document-events.js';

// spec 000 §3: the cart indicator's state is an items count and a subtotal text.
/** The attributes of `<sqs-cart-indicator>`. */
export const cartIndicatorAttributes = {
  /** The number of items in the cart (a whole number, 0 or more). Default 0. Written by `sqs-cart-sync`. */
  count: number(0, { min: 0, integer: true }),
  /** The cart's subtotal, already formatted (`$45.00`); empty shows none. Written by `sqs-cart-sync`. */
  subtotal: string(''),
  /** Where the link goes. Default `/cart`. */
  href: url('/cart'),
};

/**
 * The header's link to the cart: a bag icon, the number of items and the subtotal. It starts uninitialised and shows
 * nothing (`data-state="uninitialised"`) until its first sync: `count` or `subtotal` is set, or an `sqs-cart-sync`
 * event `{ totalQuantity, subtotalText }` reaches `document`. A sync event is written to the `count` and `subtotal`
 * attributes, so they always hold what is shown. The link is announced as "One item in cart", "N items in cart" or
 * "More than 100 items in cart" (the visible count shows `100+` above 100), with the subtotal as its description.
 *
 * @summary A link to the cart showing its item count and subtotal, kept in step by `sqs-cart-sync` events.
 * @tag sqs-cart-indicator
 *
 * @csspart base - The link to the cart.
 * @csspart icon - The bag icon.
 * @csspart count - The visible count (`100+` above 100).
 * @csspart subtotal - The visible subtotal; absent while the subtotal is empty.
 *
 * @cssproperty --sqs-cart-indicator-color - The colour of the icon and the subtotal.
 * @cssproperty --sqs-cart-indicator-gap - The space between icon, count and subtotal.
 * @cssproperty --sqs-cart-indicator-padding - The padding around the link.
 * @cssproperty --sqs-cart-indicator-icon-size - The size of the bag icon.
 * @cssproperty --sqs-cart-indicator-count-background - The background of the count badge.
 * @cssproperty --sqs-cart-indicator-count-color - The text colour of the count badge.
 * @cssproperty --sqs-cart-indicator-count-font-size - The text size of the count badge.
 * @cssproperty --sqs-cart-indicator-subtotal-font-size - The text size of the subtotal.
 */
export type SqsCartIndicatorElement = ElementOf<typeof cartIndicatorAttributes>;

/** The events `<sqs-cart-indicator>` dispatches, by name, with their detail. */
export interface SqsCartIndicatorEvents {
  /** The indicator started listening; the runtime answers with the cart's latest `sqs-cart-sync`. */
  'sqs-cart-request': Record<string, never>;
}

/** The contract of `<sqs-cart-indicator>`. */
export const cartIndicatorElement = defineContract('sqs-cart-indicator', cartIndicatorAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-cart-indicator': SqsCartIndicatorElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsCartIndicatorEvents {}
}
