/**
 * Shows the text on one line, clipped, before the code loads: upgraded, it shrinks to one line inside the same box (in
 * the surrounding font).
 */
export const fitTextPreUpgrade = `sqs-fit-text:not(:defined) {
  display: block;
  font: inherit;
  color: inherit;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}`;
