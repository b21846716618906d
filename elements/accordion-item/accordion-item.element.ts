import { boolean, number, oneOf, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The attributes of `<sqs-accordion-item>`. */
export const accordionItemAttributes = {
  /** The heading text (or use the `heading` slot). */
  heading: string(''),
  /** Whether the panel is shown; reflects the state. */
  open: boolean(),
  /** The heading level (1–6) announced for the header. */
  headingLevel: number(3, { min: 1, max: 6, integer: true }),
  /** The open/closed icon: a plus that turns into a cross, or an arrow that turns over (the accordion's `icon`). */
  icon: oneOf(['plus', 'arrow'], 'plus'),
};

/** The detail of `sqs-toggle`. */
export interface ToggleDetail {
  /** The item's position among the accordion's items. */
  index: number;
  /** Whether the item is now open. */
  open: boolean;
}

/**
 * One collapsible section of an `<sqs-accordion>`: a heading button that shows and hides its content.
 *
 * @summary A collapsible section with a heading button (WAI-ARIA APG accordion item).
 * @tag sqs-accordion-item
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
 * @cssproperty --sqs-accordion-item-title-align - The title's alignment (the accordion's `title-alignment`).
 * @cssproperty --sqs-accordion-item-description-align - The content's alignment (`description-alignment`).
 * @cssproperty --sqs-accordion-item-description-margin - The content's inline margins (`description-placement`).
 * @cssproperty --sqs-accordion-item-description-size - The content's width: `fit-content` to place it.
 * @cssproperty --sqs-accordion-item-icon-order - -1 puts the indicator before the title (`icon-placement="left"`).
 */
export interface SqsAccordionItemElement extends SqsElement, AttributeValues<typeof accordionItemAttributes> {
  /** Moves focus to the item's trigger button. */
  focus(options?: FocusOptions): void;
}

/** The events `<sqs-accordion-item>` dispatches, by name, with their detail. */
export interface SqsAccordionItemEvents {
  /** The item opened or closed; `index` is its position in the accordion. */
  'sqs-toggle': ToggleDetail;
}

/** The contract of `<sqs-accordion-item>`. */
export const accordionItemElement = defineContract('sqs-accordion-item', accordionItemAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion-item': SqsAccordionItemElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsAccordionItemEvents {}
}
