/** Hides the system error message before its code loads: an overlay takes no room in the page. */
export const systemErrorPreUpgrade = `sqs-system-error:not(:defined) {
  display: none;
}`;
