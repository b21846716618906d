/** Reserves the cart's room before its code loads. */
export const cartPreUpgrade = `sqs-cart:not(:defined) {
  display: block;
  min-block-size: 12rem;
}`;
