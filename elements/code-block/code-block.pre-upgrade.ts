/** Shows the owner's code in place before the element's code loads (the children are the same nodes after). */
export const codeBlockPreUpgrade = `sqs-code-block:not(:defined) {
  display: block;
}`;
