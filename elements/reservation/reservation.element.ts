import { oneOf } from '../shared/attributes.js';
import { providerId } from '../shared/script-url.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { Timers } from '../../runtime/lib/timers.js';
import { RESERVATION_ID_PATTERNS, RESERVATION_PROVIDERS } from './providers.js';

/** The attributes of `<sqs-reservation>`. */
export const reservationAttributes = {
  /** The table-booking provider: `opentable` (the default) or `resy`. */
  provider: oneOf(RESERVATION_PROVIDERS, 'opentable'),
  /** The restaurant's id at the provider, digits only: OpenTable's rid, Resy's venue id. */
  restaurantId: providerId(RESERVATION_ID_PATTERNS.restaurantId),
  /** Resy only: the booking page below `resy.com/cities/`, as `<city>/<venue>` in lower-case slugs. */
  venue: providerId(RESERVATION_ID_PATTERNS.venue),
  /** Resy only: the venue's public widget key (letters and digits). */
  apiKey: providerId(RESERVATION_ID_PATTERNS.apiKey),
};

/**
 * A table-reservation block (spec 000 §1, §4, §7, §9) from OpenTable or Resy. The provider's script loads once per
 * page, from its fixed https origin only, once tracking is allowed (consent), with the chunk time-out of 120 s; then it
 * draws its booking widget into the block. Until then — before consent, while loading, after a failure or a time-out —
 * the block is a plain link to the restaurant's booking page on the provider's site, with a status message. The
 * layout follows the block's own width: `wide` above 850 px, `column` at 750 px or less, `standard` between (the
 * host's `data-layout`). Signed-in owners and editors see the block in preview-only mode: not interactive, under the
 * note 'Preview Only: Please log out ... to use the OpenTable Block.'. Invalid ids are refused with a warning and
 * nothing loads.
 *
 * @summary A table-booking widget from OpenTable or Resy, with a booking link until (or unless) it loads.
 * @tag sqs-reservation
 *
 * @prop {Timers} timers - The clock of the load time-out.
 *
 * @csspart base - The wrapper (`data-state` consent | loading | ready | failed, `data-layout` wide | standard | column).
 * @csspart preview - The preview-only note for signed-in owners and editors.
 * @csspart content - The widget and the booking link (inert in preview-only mode).
 * @csspart widget - The mount point the provider draws its widget into.
 * @csspart fallback - The booking link and the status message, shown until the widget is drawn.
 * @csspart link - The link to the booking page on the provider's site.
 * @csspart status - The status message (waiting for consent, loading, could not be loaded).
 *
 * @cssproperty --sqs-reservation-widget-height - The height kept for the provider's widget from before upgrade. Default 64px wide and standard, 200px in the column.
 * @cssproperty --sqs-reservation-gap - The space between the block's parts.
 * @cssproperty --sqs-reservation-preview-background - The preview note's background.
 */
export interface SqsReservationElement extends SqsElement, AttributeValues<typeof reservationAttributes> {
  /** The clock of the load time-out. */
  timers?: Timers;
}

/** The contract of `<sqs-reservation>`. */
export const reservationElement = defineContract('sqs-reservation', reservationAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-reservation': SqsReservationElement;
  }
}
