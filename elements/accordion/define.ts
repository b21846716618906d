import '../accordion-item/define.js';
import { boolean } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Accordion } from './Accordion.js';
import { accordionStyles } from './accordion.styles.js';

export const accordionAttributes = {
  allowMultiple: boolean(),
  expandFirst: boolean(),
};

/**
 * A stack of collapsible sections. Holds `<sqs-accordion-item>` elements; one is open at a time unless
 * `allow-multiple` is set.
 *
 * @summary Collapsible sections with heading buttons (WAI-ARIA APG accordion).
 * @tag sqs-accordion
 *
 * @attr {boolean} allow-multiple - Lets several items be open at once; otherwise opening one closes the others.
 * @attr {boolean} expand-first - Opens the first item when the accordion starts and none is open.
 *
 * @event {CustomEvent<{ index: number; open: boolean }>} sqs-toggle - An item opened or closed (dispatched by the item, bubbles through the accordion).
 *
 * @slot - The `<sqs-accordion-item>` elements.
 *
 * @csspart base - The wrapper around the items.
 *
 * @cssproperty --sqs-accordion-border - The border above the first item.
 */
export class SqsAccordionElement extends defineElementClass(Accordion, {
  attributes: accordionAttributes,
  styles: [accordionStyles],
  events: ['sqs-toggle'],
}) {}

define('sqs-accordion', SqsAccordionElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion': SqsAccordionElement;
  }
}
