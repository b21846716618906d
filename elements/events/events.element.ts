import { oneOf, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The attributes of `<sqs-events>`. */
export const eventsAttributes = {
  /** The events collection shown (`GET /api/events-collection/{collectionId}`); required. */
  collectionId: string(''),
  /** `list` (upcoming events, soonest first, or past ones, latest first) or `calendar` (a month grid). */
  view: oneOf(['list', 'calendar'], 'list'),
  /** Which events the list shows first: `upcoming` or `past`; the visitor switches between them. */
  show: oneOf(['upcoming', 'past'], 'upcoming'),
  /** The month the calendar opens on, `YYYY-MM`; empty: the current month in the site's time zone. */
  month: string(''),
  /** An IANA time zone (`Europe/Paris`) for dates and times; empty: the site context's `website.timeZone`. */
  timeZone: string(''),
};

/** The detail of `sqs-events-load`. */
export interface EventsLoadDetail {
  /** What arrived: the list's `upcoming` or `past` events, or a calendar `month` (`YYYY-MM`). */
  view: string;
  /** How many events arrived. */
  count: number;
}

/**
 * An events collection as an events list or a month calendar, from the reference API's
 * `GET /api/events-collection/{collectionId}` (published events only).
 *
 * The list shows upcoming events soonest first, or past ones latest first, with a toggle between them (two pressed
 * buttons). The calendar is a month grid (WAI-ARIA APG grid): one cell per day in the tab order at a time; the arrow
 * keys move by day and week, Home and End to the week's first and last day, Page Up and Page Down by month (with
 * Shift, by year), Enter or Space opens the day's events below the grid; the Previous and Next buttons change the
 * month; today is marked `aria-current="date"`. An event over several days shows on each of its days.
 *
 * Dates and times are in the site's time zone: the `time-zone` attribute, else the site context's `website.timeZone`
 * (the platform's site context carries it), else — with no site zone known — the visitor's own (the browser's),
 * which the element names under the events. An all-day event keeps its dates in every zone. Each event has
 * add-to-calendar links, made in the page from the event's checked data: a Google Calendar template address and an
 * `.ics` file (a `data:` download). States, reflected as `data-state`: `loading` (room kept: the calendar's grid is
 * drawn at once), `success`, `empty` ('No results found'), `failed` ('Unable to load results', or 'Network error'
 * without a connection, with Retry), and `idle` without a collection.
 *
 * @summary An events list (upcoming or past) or month calendar, in the site's time zone, with add-to-calendar links.
 * @tag sqs-events
 *
 * @event sqs-events-load - Events arrived. Detail: `{ view, count }`.
 * @event sqs-events-error - The request failed. Detail: `{ message }`.
 * @event sqs-events-month-change - The visitor moved the calendar to another month. Detail: `{ month }`.
 * @event sqs-events-day-open - The visitor opened a day of the calendar. Detail: `{ date, count }`.
 *
 * @csspart base - The whole element (`data-view`: list or calendar).
 * @csspart toggle - The list's group of two buttons.
 * @csspart toggle-button - Upcoming or Past (`aria-pressed` on the one shown).
 * @csspart header - The calendar's month name with its Previous and Next buttons.
 * @csspart previous - Moves the calendar a month back.
 * @csspart next - Moves the calendar a month on.
 * @csspart month - The month's name.
 * @csspart grid - The month grid (a table).
 * @csspart day - A day's cell (also `today`, and `selected` when opened).
 * @csspart today - Today's cell.
 * @csspart selected - The opened day's cell.
 * @csspart outside - A cell before the month's first day or after its last.
 * @csspart date - The day's number.
 * @csspart chip - An event in a day's cell (`data-before`, `data-after`: it goes on from or to the next day).
 * @csspart more - How many more events a day has than its cell shows.
 * @csspart agenda - The opened day's events under the grid.
 * @csspart agenda-heading - Its heading.
 * @csspart events - A list of events.
 * @csspart event - One event.
 * @csspart title - The event's title (a link to its page).
 * @csspart when - Its date and time.
 * @csspart location - Where it is.
 * @csspart excerpt - Its excerpt.
 * @csspart add - Its add-to-calendar links.
 * @csspart zone - The note naming the time zone.
 * @csspart loading - 'Loading…' (read aloud only under the calendar, whose grid is drawn at once).
 * @csspart empty - 'No results found'.
 * @csspart error - The failure and its Retry button.
 * @csspart retry - Retry.
 *
 * @cssproperty --sqs-events-min-height - The room the list keeps while it loads. Default 240px.
 * @cssproperty --sqs-events-cell-height - The height of a calendar day. Default 88px.
 * @cssproperty --sqs-events-accent - Today's mark and the event chips.
 */
export interface SqsEventsElement extends SqsElement, AttributeValues<typeof eventsAttributes> {
  /** How the events are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-events>` dispatches, by name, with their detail. */
export interface SqsEventsEvents {
  /** Events arrived for the list or a calendar month. */
  'sqs-events-load': EventsLoadDetail;
  /** The events could not be loaded. */
  'sqs-events-error': { message: string };
  /** The visitor moved the calendar to another month (`YYYY-MM`). */
  'sqs-events-month-change': { month: string };
  /** The visitor opened a day (`YYYY-MM-DD`) of the calendar, with `count` events. */
  'sqs-events-day-open': { date: string; count: number };
}

/** The contract of `<sqs-events>`. */
export const eventsElement = defineContract('sqs-events', eventsAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-events': SqsEventsElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsEventsEvents {}
}
