import { PRODUCT_ROOM } from './product.styles.js';

/**
 * Reserves the room of the name, price, quantity and button rows before the code loads, which the upgraded element
 * keeps from the start.
 */
export const productPreUpgrade = `sqs-product:not(:defined) {
  display: block;
  min-block-size: ${PRODUCT_ROOM};
}`;
