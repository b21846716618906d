import { define, defineElementClass } from '../shared/define-element.js';
import { PricingToggle } from './PricingToggle.js';
import { pricingToggleStyles } from './pricing-toggle.styles.js';
import { pricingToggleElement } from './pricing-toggle.element.js';

export type { SqsPricingToggleElement, SqsPricingToggleEvents } from './pricing-toggle.element.js';

define(
  pricingToggleElement.tag,
  defineElementClass(PricingToggle, {
    ...pricingToggleElement,
    styles: [pricingToggleStyles],
    focusPart: 'pressed-button',
  }),
);
