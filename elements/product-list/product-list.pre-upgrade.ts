import { PRODUCT_LIST_ROOM } from './product-list.styles.js';

/** Reserves the list's room before its code loads, which the upgraded element keeps while its products load. */
export const productListPreUpgrade = `sqs-product-list:not(:defined) {
  display: block;
  min-block-size: ${PRODUCT_LIST_ROOM};
}`;
