/** Shows the newsletter's content as a block before its code loads. */
export const newsletterPreUpgrade = `sqs-newsletter:not(:defined) {
  display: block;
}`;
