import { boolean, number, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { CensusEnv } from '../../runtime/census.js';
import type { LocalStore } from '../../runtime/storage.js';

/** The attributes of `<sqs-popup-overlay>`. */
export const popupOverlayAttributes = {
  /** The overlay's id, sent to census. */
  overlayId: string(''),
  /** The overlay's style setting; reflected as `data-style` on the `base` part for styling. */
  overlayStyle: string(''),
  /** The heading (or use the `heading` slot). */
  heading: string(''),
  /** The settings version; a new one shows the overlay again to everyone. Default 0. */
  version: number(0),
  /** Show on every page view until the visitor submits. */
  showUntilSignup: boolean(),
  /** Days before a closed overlay shows again; -1 never again. Default 0. */
  displayFrequency: number(0, { min: -1 }),
  /** Also show on windows 432 px wide or less. */
  enableMobile: boolean(),
};

/**
 * The site's popup overlay (spec 000 §3 "Popup overlay settings"): a modal dialog with a heading, the slotted
 * content (usually a sign-up form) and a close button. Whether it shows on a page view is decided from the
 * local-storage record `sqs-popup-overlay` `{ version, submitted, closedDate }`: always for a new version; never on
 * a window 432 px wide or less unless `enable-mobile`; never again once submitted; with `show-until-signup` on
 * every page view until then; otherwise when `display-frequency` days have passed since it was closed (-1: never
 * again). Closing (button or Escape) stores the close date; a slotted form's `sqs-form-success` stores the
 * submission. Census hears `show`, `close` and `submit` (`POST /api/census/overlay`), and a button block inside reports
 * the popup overlay context (2). The host carries `data-slice-type="3"` (spec 000 §9, slice type popup overlay) and
 * `data-state` (`shown`, `hidden`). WAI-ARIA APG dialog: focus moves in, is trapped, and returns when it closes.
 *
 * @summary The popup overlay: a modal sign-up dialog shown by its display rules.
 * @tag sqs-popup-overlay
 *
 * @slot - The content (a form).
 * @slot heading - Rich heading content.
 *
 * @csspart base - The `<dialog>`.
 * @csspart title - The heading.
 * @csspart body - The wrapper of the content.
 * @csspart close - The close button.
 *
 * @cssproperty --sqs-popup-overlay-width - The dialog's width.
 * @cssproperty --sqs-popup-overlay-padding - The space inside the dialog.
 * @cssproperty --sqs-popup-overlay-z-index - The stacking level where the top layer is not used. Default 30000.
 * @cssproperty --sqs-popup-overlay-background - The dialog's background.
 * @cssproperty --sqs-popup-overlay-backdrop - The colour covering the page.
 */
export interface SqsPopupOverlayElement extends SqsElement, AttributeValues<typeof popupOverlayAttributes> {
  /** Where the record is kept (the page's local storage by default). */
  store?: LocalStore;
  /** How census calls are sent (the runtime's outbox by default). */
  censusEnv?: CensusEnv;
  /** The clock (ms since the epoch). */
  now?: () => number;
}

/** The events `<sqs-popup-overlay>` dispatches, by name, with their detail. */
export interface SqsPopupOverlayEvents {
  /** The overlay was shown. */
  'sqs-popup-overlay-show': Record<string, never>;
  /** The visitor closed it. */
  'sqs-popup-overlay-close': { submitted: boolean };
  /** The slotted form was submitted. */
  'sqs-popup-overlay-submit': Record<string, never>;
}

/** The contract of `<sqs-popup-overlay>`. */
export const popupOverlayElement = defineContract('sqs-popup-overlay', popupOverlayAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-popup-overlay': SqsPopupOverlayElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsPopupOverlayEvents {}
}
