import { serverElement } from '../shared/ssr/server-element.js';
import { Reservation } from './Reservation.js';
import { reservationElement } from './reservation.element.js';
import { reservationStyles } from './reservation.styles.js';

/**
 * Renders `<sqs-reservation>` on a server (`sqs-elements/ssr`): the link to the booking page on the provider's site,
 * which books without a script; the provider's widget (its script, after the visitor's consent) comes with the script.
 */
export const reservationServer = serverElement(
  Reservation,
  reservationElement,
  [reservationStyles],
  undefined,
  "its booking link to the provider's site",
);
