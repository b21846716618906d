/**
 * Keeps the element as words in a sentence before its code loads: a fallback the page writes inside (the date) shows
 * until the element replaces it.
 */
export const relativeTimePreUpgrade = `sqs-relative-time:not(:defined) {
  display: inline;
  font: inherit;
  color: inherit;
}`;
