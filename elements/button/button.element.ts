import { boolean, oneOf, string, url } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { CensusEnv } from '../../runtime/census.js';

/** Where the button sits in its block. */
export const BUTTON_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** How big the button is. */
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
/** Which of the site's three button designs it takes. */
export const BUTTON_TYPES = ['primary', 'secondary', 'tertiary'] as const;

/** The attributes of `<sqs-button>`. */
export const buttonAttributes = {
  /** The button's label; empty: the slotted text. */
  text: string(''),
  /** Where the button leads (http(s), mailto, tel or relative); empty: a button that only dispatches its event. */
  clickthroughUrl: url(''),
  /** Where the button sits in the block (physical sides). Default center. */
  alignment: oneOf(BUTTON_ALIGNMENTS, 'center'),
  /** The button's size. Default medium. */
  size: oneOf(BUTTON_SIZES, 'medium'),
  /** The site's button design: primary (filled), secondary (outlined) or tertiary (a plain link). Default primary. */
  buttonType: oneOf(BUTTON_TYPES, 'primary'),
  /** Opens the link in a new window (tab), and says so to assistive technology. */
  newWindow: boolean(),
  /** The block's id, sent to census as `id`; empty: the element's own `id`. */
  blockId: string(''),
};

/**
 * The button block (spec 000 §1, §3 "Button events", §7, §9): a link styled as a button when `clickthrough-url` is a
 * safe address (http(s), mailto, tel or relative — `javascript:`, `data:` and every other scheme warn once and give no
 * link), otherwise a native `<button>`. With `new-window` the link opens in a new window with
 * `rel="noopener noreferrer"`, and its accessible description says so ('opens in a new window'). Census hears the render
 * once (`POST /api/census/button-render`) and every activation — click, Enter, Space on the button, middle click
 * and modified clicks on the link (`POST /api/census/button-click`) — with id, buttonText, clickthroughUrl,
 * alignment, size, newWindow and context 1 (button block; 2 inside a popup overlay), through the outbox (2500 ms
 * time-out), only while tracking is allowed. Navigation never waits for census: the link's default action is never
 * prevented.
 *
 * It also takes the platform's rendered button block as children, as its own script reads it: the
 * `.sqs-block-button-container` (`data-alignment`, `data-button-size`, `data-button-type`, or the same words in its
 * and the link's `--left`/`--medium`/`--primary` classes) and the `a.sqs-block-button-element` inside (its text as the
 * label, its `href` checked like `clickthrough-url`, `target="_blank"` as `new-window`). An attribute set on the
 * element wins; the platform's markup then stays in the light DOM unshown. The block carries no `data-block-json`.
 *
 * @summary A button or a link styled as one, with census render and click events.
 * @tag sqs-button
 *
 * @slot - The label, when `text` is empty.
 *
 * @event sqs-button-click - The visitor activated the button or the link. Detail: `{ url, newWindow }`.
 *
 * @csspart base - The block's row, aligned by `alignment` (`data-alignment`, `data-size`, `data-type`).
 * @csspart button - The `<a>` or `<button>`.
 * @csspart label - The label inside it.
 * @csspart new-window-hint - The hidden 'opens in a new window' that describes a `new-window` link.
 *
 * @cssproperty --sqs-button-background - The button's background.
 * @cssproperty --sqs-button-color - The label's colour.
 * @cssproperty --sqs-button-border - The button's border.
 * @cssproperty --sqs-button-radius - The button's corner radius.
 * @cssproperty --sqs-button-font-weight - The label's weight.
 */
export interface SqsButtonElement extends SqsElement, AttributeValues<typeof buttonAttributes> {
  /** How census calls are sent (the runtime's outbox by default). */
  censusEnv?: CensusEnv;
}

/** The events `<sqs-button>` dispatches, by name, with their detail. */
export interface SqsButtonEvents {
  /** The visitor activated the button: `url` is where the link leads ('' for a plain button). */
  'sqs-button-click': { url: string; newWindow: boolean };
}

/** The contract of `<sqs-button>`. */
export const buttonElement = defineContract('sqs-button', buttonAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-button': SqsButtonElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsButtonEvents {}
}
