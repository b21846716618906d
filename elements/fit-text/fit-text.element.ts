import { number, optionalNumber } from '../shared/attributes.js';
import type { Timers } from '../../runtime/lib/timers.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The smallest font size fitted text shrinks to, in px (spec 001 §9 "Text shrink minimum font size 11"). */
export const FIT_TEXT_MIN_SIZE = 11;
/** The largest font size an attribute may ask for, in px. */
export const FIT_TEXT_MAX_SIZE = 1000;

/** The attributes of `<sqs-fit-text>`. */
export const fitTextAttributes = {
  /** The smallest font size in px the text shrinks to: 11 (the default) or more. */
  min: number(FIT_TEXT_MIN_SIZE, { min: FIT_TEXT_MIN_SIZE, max: FIT_TEXT_MAX_SIZE }),
  /**
   * The largest font size in px (11 to 1000); absent: the font size the element inherits. Never below `min`.
   */
  max: optionalNumber({ min: FIT_TEXT_MIN_SIZE, max: FIT_TEXT_MAX_SIZE }),
};

/**
 * Text on one line that shrinks to fit its box: from the inherited font size (or `max`) down to 11 px (or `min`),
 * fitted before the first paint, again 100 ms after the box stops resizing, when the text changes and when web fonts
 * load. At the smallest size a text still too long ends in an ellipsis; the full text stays in the light DOM (read by
 * screen readers and crawlers) and is the `title` of the line. The box keeps its height whatever the size, so
 * fitting never shifts the page. The host's `data-state` is `fitted` or `truncated`.
 *
 * @summary One line of text that shrinks to fit its box, never below 11 px.
 * @tag sqs-fit-text
 *
 * @slot - The text (inline content: text, links, emphasis).
 *
 * @prop {Timers} timers - The clock of the resize delay (the page's own by default; read when connected).
 *
 * @csspart base - The line holding the slotted text; its font size is the fitted size.
 */
export type SqsFitTextElement = ElementOf<typeof fitTextAttributes> & {
  /** The clock of the resize delay (the page's own by default; read when connected). */
  timers?: Timers;
};

/** The contract of `<sqs-fit-text>`. */
export const fitTextElement = defineContract('sqs-fit-text', fitTextAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-fit-text': SqsFitTextElement;
  }
}
