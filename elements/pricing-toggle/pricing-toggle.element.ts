import { oneOf, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The two sides of the toggle, in the order their buttons appear. */
export const PRICING_SIDES = ['left', 'right'] as const;

/** One side of the toggle: its button, its price display and its join buttons or sections. */
export type PricingSide = (typeof PRICING_SIDES)[number];

/** The attributes of `<sqs-pricing-toggle>`. */
export const pricingToggleAttributes = {
  /** The side shown, `left` (the default) or `right`; reflects the visitor's choice. */
  selected: oneOf(PRICING_SIDES, 'left'),
  /** The accessible name of the button group; empty (the default) uses the catalogue's "Pricing options". */
  label: string(),
  /** The left button's text; empty (the default) uses the catalogue's "Monthly". */
  leftLabel: string(),
  /** The right button's text; empty (the default) uses the catalogue's "Yearly". */
  rightLabel: string(),
};

/**
 * The pricing-options toggle of a member-access page (spec 000 §2: two buttons, left and right, switch between two
 * price displays and the matching join buttons or sections). Renders a group of two buttons with `aria-pressed`,
 * then the slotted section of the selected side; the other side's section is not rendered (out of the accessibility
 * tree and the tab order). All content stays in the light DOM.
 *
 * Only the pressed button is in the tab order. ArrowLeft/ArrowRight (mirrored right to left), Home and End move to
 * the other button and switch to it at once; Enter, Space or a click switches to the focused button.
 * `sqs-pricing-change` is dispatched only when a visitor switches: a host page that sets `selected` already knows.
 *
 * @summary Two buttons that switch between two price displays (monthly and yearly) and their join buttons.
 * @tag sqs-pricing-toggle
 *
 * @slot left - The left side's prices and join buttons or sections (shown by default).
 * @slot right - The right side's prices and join buttons or sections.
 *
 * @csspart base - The wrapper of the group and the sections.
 * @csspart group - The pill holding the two buttons.
 * @csspart button - Each of the two buttons.
 * @csspart pressed-button - The pressed button (in addition to `button`).
 * @csspart panel - The wrapper of a side's slotted section; the unselected one is hidden.
 *
 * @cssproperty --sqs-pricing-toggle-gap - The space between the buttons and the shown section.
 * @cssproperty --sqs-pricing-toggle-padding - The space inside the pill around the buttons.
 * @cssproperty --sqs-pricing-toggle-border-color - The pill's 1 px border colour.
 * @cssproperty --sqs-pricing-toggle-background - The pill's background.
 * @cssproperty --sqs-pricing-toggle-radius - The corner radius of the pill and the buttons.
 * @cssproperty --sqs-pricing-toggle-button-padding-block - The padding above and below each button's text.
 * @cssproperty --sqs-pricing-toggle-button-padding-inline - The padding beside each button's text.
 * @cssproperty --sqs-pricing-toggle-color - The text colour of the button that is not pressed.
 * @cssproperty --sqs-pricing-toggle-pressed-color - The text colour of the pressed button.
 * @cssproperty --sqs-pricing-toggle-pressed-background - The background of the pressed button.
 */
export interface SqsPricingToggleElement extends SqsElement, AttributeValues<typeof pricingToggleAttributes> {
  /** Moves focus to the pressed button. */
  focus(options?: FocusOptions): void;
}

/** The events `<sqs-pricing-toggle>` dispatches, by name, with their detail. */
export interface SqsPricingToggleEvents {
  /** A visitor switched sides; `side` is the one now shown. Dispatched once it is shown. */
  'sqs-pricing-change': { side: PricingSide };
}

/** The contract of `<sqs-pricing-toggle>`. */
export const pricingToggleElement = defineContract('sqs-pricing-toggle', pricingToggleAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-pricing-toggle': SqsPricingToggleElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsPricingToggleEvents {}
}
