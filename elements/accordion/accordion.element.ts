import { boolean } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';
import type { ToggleDetail } from '../accordion-item/accordion-item.element.js';

/** The attributes of `<sqs-accordion>`. */
export const accordionAttributes = {
  /** Lets several items be open at once; otherwise opening one closes the others. */
  allowMultiple: boolean(),
  /** Opens the first item when the accordion starts and none is open. */
  expandFirst: boolean(),
};

/**
 * A stack of collapsible sections. Holds `<sqs-accordion-item>` elements; one is open at a time unless
 * `allow-multiple` is set.
 *
 * @summary Collapsible sections with heading buttons (WAI-ARIA APG accordion).
 * @tag sqs-accordion
 *
 * @slot - The `<sqs-accordion-item>` elements.
 *
 * @csspart base - The wrapper around the items.
 *
 * @cssproperty --sqs-accordion-border - The border above the first item.
 */
export type SqsAccordionElement = ElementOf<typeof accordionAttributes>;

/** The events `<sqs-accordion>` dispatches, by name, with their detail. */
export interface SqsAccordionEvents {
  /** An item opened or closed (dispatched by the item, bubbles through the accordion). */
  'sqs-toggle': ToggleDetail;
}

/** The contract of `<sqs-accordion>`. */
export const accordionElement = defineContract('sqs-accordion', accordionAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion': SqsAccordionElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsAccordionEvents {}
}
