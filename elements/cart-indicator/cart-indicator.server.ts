import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { CartIndicator } from './CartIndicator.js';
import { cartIndicatorElement } from './cart-indicator.element.js';
import { cartIndicatorStyles } from './cart-indicator.styles.js';

/** Returns why an indicator is left to the browser: with neither a count nor a subtotal, the cart's sync gives them. */
const leftToBrowser = (host: HostStandIn): string | undefined =>
  host.hasAttribute('count') || host.hasAttribute('subtotal') ? undefined : "its count comes from the visitor's cart";

/**
 * Renders `<sqs-cart-indicator>` on a server (`sqs-elements/ssr`) from the count and subtotal its page gives: the link
 * to the cart, a link without script. One given neither is left to the browser, where the cart's sync fills it in.
 */
export const cartIndicatorServer = serverElement(
  CartIndicator,
  cartIndicatorElement,
  [visuallyHiddenStyles, cartIndicatorStyles],
  leftToBrowser,
);
