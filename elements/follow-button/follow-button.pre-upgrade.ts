/**
 * Reserves one line before the code loads, top-aligned like the upgraded host, so the line does not move when the
 * link or the button fills it.
 */
export const followButtonPreUpgrade = `sqs-follow-button:not(:defined) {
  display: inline-block;
  vertical-align: top;
  min-block-size: 1lh;
}`;
