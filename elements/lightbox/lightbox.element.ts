import { boolean, json, number, oneOf, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import { isItemList, type LightboxItem } from '../shared/figures.js';

/** spec 001 §9: the lightbox's speed, in seconds. */
export const LIGHTBOX_SPEED_S = 0.6;

/** The attributes of `<sqs-lightbox>`. */
export const lightboxAttributes = {
  /** Whether it is open; `show()` and `close()` set it. */
  open: boolean(),
  /** The item shown (wraps: -1 is the last). Default 0. */
  index: number(0, { integer: true }),
  /** The items (JSON, or the property), instead of `<figure>` children. */
  items: json<LightboxItem[] | null>(
    null,
    (value): value is LightboxItem[] | null => value === null || isItemList(value),
  ),
  /** The dialog's accessible name. Default 'Gallery'. */
  lightboxTitle: string(''),
  /** The colour scheme. Default dark. */
  theme: oneOf(['dark', 'light'] as const, 'dark'),
  /** Keep the shown item's `data-slide-url` (else `data-slide-id`) in the address's hash, and */
  history: boolean(),
  /** Seconds of each fade. Default 0.6; 0 turns fades off (as does prefers-reduced-motion). */
  speed: number(LIGHTBOX_SPEED_S, { min: 0 }),
};

export type { LightboxItem } from '../shared/figures.js';
/**
 * spec 001 §4: closed → overlay (the overlay fades in) → content (the picture fades in) → open → closing → closed.
 * Under reduced motion it goes straight from closed to open and back.
 */
export type LightboxPhase = 'closed' | 'overlay' | 'content' | 'open' | 'closing';

/**
 * A full-window lightbox for pictures (spec 001 §2, §3 "Lightbox", §4, §9): the overlay fades in, then the picture;
 * close, previous and next controls; ← and → (one step per 200 ms however fast a key repeats); a click on the
 * picture's left or right half goes back or on (the halves reach 2 % of the picture's width past its edges), a click
 * anywhere else closes; right to left, the keys and the halves swap, Escape closes. `<body>` has the class `sqs-lightbox-open` while it is open. Items come from
 * the `items` property or from light-DOM `<figure>` children (`<img data-src>` or `src`, `<figcaption>`,
 * `data-slide-id` / `data-slide-url`), which stay hidden in the page. WAI-ARIA APG dialog (modal) on the native
 * `<dialog>`: focus moves to the close button, Tab stays inside, and focus returns to the element that had it.
 * On mobile windows (up to 432 px wide) the caption hides behind a "Show caption" toggle. Pictures load at the size
 * they are shown through the runtime's image loader.
 *
 * @summary A modal full-window gallery viewer, on its own or for `<sqs-gallery>`.
 * @tag sqs-lightbox
 *
 *   open at the item a hash names when the page loads.
 *
 * @prop {() => number} now - The clock the key throttle reads (default `performance.now`).
 *
 * @slot - `<figure>` items (read, not shown in the page).
 *
 * @csspart base - The `<dialog>`.
 * @csspart overlay - The full-window backdrop that fades in first.
 * @csspart content - The layer with the picture and the controls.
 * @csspart figure - The shown item; `picture` its box, `image` the `<img>`, `caption` its caption.
 * @csspart counter - "n of N".
 * @csspart button - Every control; each also has `close`, `previous`, `next` or `caption-toggle`.
 *
 * @cssproperty --sqs-lightbox-padding - Space around the picture. Default 100px (12px up to 432 px wide).
 * @cssproperty --sqs-lightbox-background - The overlay's colour (by theme).
 * @cssproperty --sqs-lightbox-color - The controls' and caption's colour (by theme).
 * @cssproperty --sqs-lightbox-control-fade - The fade of the previous/next controls and of the caption. Default 500ms
 *   (none under reduced motion).
 */
export interface SqsLightboxElement extends SqsElement, AttributeValues<typeof lightboxAttributes> {
  /** The clock the key throttle reads. */
  now?: () => number;
  /** Opens at `index` (default: the current item). */
  show(index?: number): void;
  /** Closes it (focus returns once the fade ends). */
  close(): void;
  /** Shows the next item (after the last: the first). */
  next(): void;
  /** Shows the previous item (before the first: the last). */
  previous(): void;
}

/** The events `<sqs-lightbox>` dispatches, by name, with their detail. */
export interface SqsLightboxEvents {
  /** It opened, at this item. */
  'sqs-lightbox-open': { index: number };
  /** It closed (focus is back), at this item. */
  'sqs-lightbox-close': { index: number };
  /** Another item is shown while open. */
  'sqs-slide-change': { index: number };
}

/** The contract of `<sqs-lightbox>`. */
export const lightboxElement = defineContract('sqs-lightbox', lightboxAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-lightbox': SqsLightboxElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsLightboxEvents {}
}
