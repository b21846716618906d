/** Reserves the summary's minimum height before its code loads. */
export const summaryPreUpgrade = `sqs-summary:not(:defined) {
  display: block;
  min-block-size: var(--sqs-summary-min-height, 120px);
}`;
