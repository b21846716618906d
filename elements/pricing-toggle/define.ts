import { define, defineElementClass } from '../shared/define-element.js';
import { PricingToggle } from './PricingToggle.js';
import { pricingToggleStyles } from './pricing-toggle.styles.js';
import { pricingToggleElement } from './pricing-toggle.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './pricing-toggle.en.js';

export type { SqsPricingToggleElement, SqsPricingToggleEvents } from './pricing-toggle.element.js';

define(
  pricingToggleElement.tag,
  defineElementClass(PricingToggle, {
    ...pricingToggleElement,
    styles: [pricingToggleStyles],
    focusPart: 'pressed-button',
  }),
);
