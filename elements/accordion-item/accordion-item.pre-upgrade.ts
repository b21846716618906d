import { token } from '../../styles/tokens.js';

/** The trigger's padding, and the room its icon and the gap before it take beside the heading. */
const ITEM_PADDING = `var(--sqs-accordion-item-padding, ${token('space-3')})`;
const ITEM_ICON = `calc(var(--sqs-accordion-item-icon-size, 14px) + ${token('space-3')})`;

/**
 * Reserves the item's heading row before its code loads (from `heading` or the slotted heading), and its panel's
 * text when it is open or the accordion opens it first; a closed item shows its heading only.
 */
export const accordionItemPreUpgrade = `sqs-accordion-item:not(:defined) {
  display: block;
  border-block-end: var(--sqs-accordion-item-divider, 1px solid ${token('color-border')});
}
sqs-accordion-item:not(:defined)::before {
  content: attr(heading);
  display: block;
  padding-block: ${ITEM_PADDING};
  padding-inline-end: ${ITEM_ICON};
  font-weight: ${token('font-weight-medium')};
}
sqs-accordion-item:not(:defined):has(> [slot='heading'])::before {
  content: none;
}
sqs-accordion-item:not(:defined) > [slot='heading'] {
  display: block;
  margin: 0;
  padding-block: ${ITEM_PADDING};
  padding-inline-end: ${ITEM_ICON};
  font: inherit;
  font-weight: ${token('font-weight-medium')};
  order: -1;
}
sqs-accordion-item:not(:defined):not([open]) {
  display: grid;
  grid-template-rows: auto;
  grid-auto-rows: 0;
  overflow: hidden;
}
sqs-accordion-item[open]:not(:defined),
sqs-accordion[expand-first] > sqs-accordion-item:not(:defined):first-of-type {
  display: block;
  padding-block-end: ${ITEM_PADDING};
}`;
