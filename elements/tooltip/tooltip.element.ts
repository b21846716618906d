import { number } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** spec 001 §9: how long a pointer rests on the anchor before the tooltip shows. */
export const TOOLTIP_DELAY_MS = 1200;

/** The attributes of `<sqs-tooltip>`. */
export const tooltipAttributes = {
  /** Milliseconds of hover or focus before it shows. Default 1200. */
  delay: number(TOOLTIP_DELAY_MS, { min: 0 }),
};

/**
 * A tooltip (spec 001 §2, §9; WAI-ARIA APG tooltip): hovering or focusing the trigger shows the description after
 * 1200 ms, 250 px wide, fading in over 0.3 s (no fade under reduced motion) and kept 20 px inside the viewport;
 * leaving, blurring or Escape hides it.
 *
 * ARIA ids do not cross shadow roots, so both the trigger and the description are light-DOM children: the first
 * element of the default slot is the trigger and gets `aria-describedby` pointing at the element in the `content`
 * slot (given an id when it has none). Screen readers announce the description with the trigger; the text stays in
 * the page for crawlers and before upgrade.
 *
 * @summary A description shown on hover and focus of its trigger.
 * @tag sqs-tooltip
 *
 * @slot - The trigger: one focusable element (a button or link).
 * @slot content - The description (an element; the trigger's `aria-describedby` points at it).
 *
 * @csspart base - The tooltip bubble (`role="tooltip"`).
 *
 * @cssproperty --sqs-tooltip-width - The bubble's width. Default 250px.
 * @cssproperty --sqs-tooltip-duration - The fade-in time. Default 0.3s.
 * @cssproperty --sqs-tooltip-z-index - The stacking level. Default 30000 (the managed UI base).
 * @cssproperty --sqs-tooltip-background - The bubble's background.
 * @cssproperty --sqs-tooltip-color - The bubble's text colour.
 */
export type SqsTooltipElement = ElementOf<typeof tooltipAttributes>;

/** The events `<sqs-tooltip>` dispatches, by name, with their detail. */
export interface SqsTooltipEvents {
  /** The tooltip was shown. */
  'sqs-tooltip-show': Record<string, never>;
  /** The tooltip was hidden. */
  'sqs-tooltip-hide': Record<string, never>;
}

/** The contract of `<sqs-tooltip>`. */
export const tooltipElement = defineContract('sqs-tooltip', tooltipAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tooltip': SqsTooltipElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsTooltipEvents {}
}
