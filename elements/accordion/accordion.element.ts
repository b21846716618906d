import { boolean, flag, oneOf } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';
import type { ToggleDetail } from '../accordion-item/accordion-item.element.js';

/** The sides a title or a description is aligned or placed to. */
export const ACCORDION_SIDES = ['left', 'center', 'right'] as const;
/** The sides the open/closed icon sits on. */
export const ACCORDION_ICON_SIDES = ['left', 'right'] as const;
/** The open/closed icon's shapes. */
export const ACCORDION_ICONS = ['plus', 'arrow'] as const;

/** The attributes of `<sqs-accordion>`. */
export const accordionAttributes = {
  /** Lets several items be open at once; otherwise opening one closes the others. */
  allowMultiple: boolean(),
  /** Opens the first item when the accordion starts and none is open. */
  expandFirst: boolean(),
  /** Lines between the items. Default true; `dividers="false"` draws none. */
  dividers: flag(true),
  /** The line above the first item (with `dividers`). Default true. */
  firstDivider: flag(true),
  /** The line below the last item (with `dividers`). Default true. */
  lastDivider: flag(true),
  /** How each title is aligned in its header; sides follow the text's direction (left is its start). Default left. */
  titleAlignment: oneOf(ACCORDION_SIDES, 'left'),
  /** How each description's text is aligned. Default left. */
  descriptionAlignment: oneOf(ACCORDION_SIDES, 'left'),
  /** Where each description sits across its panel when narrower than it. Default left. */
  descriptionPlacement: oneOf(ACCORDION_SIDES, 'left'),
  /** Which side of the title the open/closed icon sits on. Default right. */
  iconPlacement: oneOf(ACCORDION_ICON_SIDES, 'right'),
  /** The open/closed icon: a plus that turns into a cross, or an arrow that turns over. Default plus. */
  icon: oneOf(ACCORDION_ICONS, 'plus'),
};

/**
 * A stack of collapsible sections. Holds `<sqs-accordion-item>` elements; one is open at a time unless
 * `allow-multiple` is set. It also takes the platform's rendered accordion block as children: a
 * `ul.accordion-items-container` becomes one item per `li.accordion-item` (its `.accordion-item__title`, the heading
 * level of its title wrapper, its `aria-expanded` state, and the nodes of its `.accordion-item__description`, kept as
 * they are), and the list's settings apply below the element's own attributes: `data-should-allow-multiple-open-items`,
 * `data-is-expanded-first-item`, `data-is-divider-enabled`, `data-is-first-divider-visible`,
 * `data-is-last-divider-visible`, `data-accordion-title-alignment`, `data-accordion-description-alignment`,
 * `data-accordion-description-placement`, `data-accordion-icon-placement` and the icon its items draw (`.plus` or an
 * arrow). The platform's accordion block carries no `data-block-json`.
 *
 * @summary Collapsible sections with heading buttons (WAI-ARIA APG accordion).
 * @tag sqs-accordion
 *
 * @slot - The `<sqs-accordion-item>` elements.
 *
 * @csspart base - The wrapper around the items (`data-dividers`, `data-first-divider`, `data-last-divider`).
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
