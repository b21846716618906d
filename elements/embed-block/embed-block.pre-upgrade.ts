/**
 * Gives the block its box before its code loads: the platform's rendered markup among its children (the iframe in
 * its intrinsic wrapper) shows meanwhile at the same proportions the element then takes.
 */
export const embedBlockPreUpgrade = `sqs-embed-block:not(:defined) {
  display: block;
}`;
