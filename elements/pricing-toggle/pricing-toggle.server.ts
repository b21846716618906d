import { serverElement } from '../shared/ssr/server-element.js';
import { PricingToggle } from './PricingToggle.js';
import { pricingToggleElement } from './pricing-toggle.element.js';
import { pricingToggleStyles } from './pricing-toggle.styles.js';

/**
 * Renders `<sqs-pricing-toggle>` on a server (`sqs-elements/ssr`): both sides show, each under its button's text, as
 * the buttons that switch between them need the script, which draws them in their place.
 */
export const pricingToggleServer = serverElement(
  PricingToggle,
  pricingToggleElement,
  [pricingToggleStyles],
  undefined,
  'both sides, each under its label',
);
