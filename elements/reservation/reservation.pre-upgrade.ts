import { RESERVATION_ROOM } from './reservation.styles.js';

/**
 * Reserves the widget's room before the code loads, for the layout the block's own width gives, which the upgraded
 * element keeps from the start.
 */
export const reservationPreUpgrade = `sqs-reservation:not(:defined) {
  display: block;
  container-type: inline-size;
}
sqs-reservation:not(:defined)::before {
  content: '';
  display: block;
  ${RESERVATION_ROOM.rule}
}
${RESERVATION_ROOM.layouts('sqs-reservation:not(:defined)::before')}`;
