/** Hides the tooltip's content before its code loads; the trigger around it stays where it is. */
export const tooltipPreUpgrade = `sqs-tooltip:not(:defined) > [slot='content'] {
  display: none;
}`;
