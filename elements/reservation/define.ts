import { define, defineElementClass } from '../shared/define-element.js';
import { Reservation } from './Reservation.js';
import { reservationStyles } from './reservation.styles.js';
import { reservationElement, type SqsReservationElement } from './reservation.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './reservation.en.js';

export type { SqsReservationElement } from './reservation.element.js';

define(
  reservationElement.tag,
  defineElementClass<typeof reservationElement.attributes, SqsReservationElement>(Reservation, {
    ...reservationElement,
    styles: [reservationStyles],
  }),
);
