import { boolean, number, string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { AccordionItem } from './AccordionItem.js';
import { accordionItemStyles } from './accordion-item.styles.js';

export const accordionItemAttributes = {
  heading: string(''),
  open: boolean(),
  headingLevel: number(3, { min: 1, max: 6, integer: true }),
};

/**
 * One collapsible section of an `<sqs-accordion>`: a heading button that shows and hides its content.
 *
 * @summary A collapsible section with a heading button (WAI-ARIA APG accordion item).
 * @tag sqs-accordion-item
 *
 * @attr {string} heading - The heading text (or use the `heading` slot).
 * @attr {boolean} open - Whether the panel is shown; reflects the state.
 * @attr {number} heading-level - The heading level (1–6) announced for the header. Default 3.
 *
 * @event {CustomEvent<{ index: number; open: boolean }>} sqs-toggle - The item opened or closed; `index` is its position in the accordion.
 *
 * @slot - The panel content.
 * @slot heading - Rich heading content, instead of the `heading` attribute.
 *
 * @csspart base - The wrapper of header and panel.
 * @csspart header - The element with the heading role.
 * @csspart trigger - The button that toggles the panel.
 * @csspart label - The heading text inside the trigger.
 * @csspart icon - The open/closed indicator.
 * @csspart panel - The region shown when open.
 * @csspart content - The padding box around the slotted content.
 *
 * @cssproperty --sqs-accordion-item-padding - Vertical padding of the trigger and content.
 * @cssproperty --sqs-accordion-item-divider - The border between items.
 * @cssproperty --sqs-accordion-item-icon-size - The size of the indicator.
 */
export class SqsAccordionItemElement extends defineElementClass(AccordionItem, {
  attributes: accordionItemAttributes,
  styles: [accordionItemStyles],
  events: ['sqs-toggle'],
}) {
  /** Moves focus to the item's trigger button. */
  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector<HTMLElement>('[part~="trigger"]')?.focus(options);
  }
}

define('sqs-accordion-item', SqsAccordionItemElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion-item': SqsAccordionItemElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails {
    'sqs-toggle': { index: number; open: boolean };
  }
}
