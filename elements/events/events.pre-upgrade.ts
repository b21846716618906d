import { EVENTS_CALENDAR_HEIGHT, EVENTS_MIN_HEIGHT } from './events.styles.js';

/** Reserves the list's room, and the calendar's whole height, before the element's code loads. */
export const eventsPreUpgrade = `sqs-events:not(:defined) {
  display: block;
  min-block-size: var(--sqs-events-min-height, ${EVENTS_MIN_HEIGHT});
}
sqs-events[view='calendar' i]:not(:defined) {
  min-block-size: ${EVENTS_CALENDAR_HEIGHT};
}`;
