import { token } from '../../styles/tokens.js';

/** The cart indicator's box while it has nothing to show: its icon and the padding around it. */
const CART_INDICATOR_ROOM = `calc(var(--sqs-cart-indicator-icon-size, 24px) + 2 * var(--sqs-cart-indicator-padding, ${token('space-1')}))`;

/**
 * Reserves the room of the bag icon in its padding before the code loads, which the upgraded element keeps from the
 * start (cart-indicator.styles.ts).
 */
export const cartIndicatorPreUpgrade = `sqs-cart-indicator:not(:defined) {
  display: inline-flex;
  vertical-align: middle;
  min-inline-size: ${CART_INDICATOR_ROOM};
  min-block-size: ${CART_INDICATOR_ROOM};
}`;
