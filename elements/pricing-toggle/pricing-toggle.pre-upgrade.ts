import { PRICING_TOGGLE_ROW } from './pricing-toggle.styles.js';

/**
 * Reserves the room of the button row before the code loads, above the left side, which alone shows (the upgraded
 * element shows only slotted sides).
 */
export const pricingTogglePreUpgrade = `sqs-pricing-toggle:not(:defined) {
  display: block;
}
sqs-pricing-toggle:not(:defined)::before {
  content: '';
  display: block;
  block-size: ${PRICING_TOGGLE_ROW.height};
  margin-block-end: ${PRICING_TOGGLE_ROW.gap};
}
sqs-pricing-toggle:not(:defined) > :not([slot='left']) {
  display: none;
}`;
