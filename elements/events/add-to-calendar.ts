/**
 * Add-to-calendar links made in the page from an event's checked data: a Google Calendar template address and an
 * iCalendar (RFC 5545) file as a `data:` URL. No script of a third party is loaded.
 */
import { DAY, type CalendarEvent } from './event-dates.js';

/** The address Google Calendar's "create event" template opens at. */
export const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** Returns `ms` in the basic form calendars exchange: `20261127T180000Z`, or `20261127` for a date. */
function stamp(ms: number, date: boolean): string {
  const iso = new Date(ms).toISOString().replace(/[-:]/g, '');
  return date ? iso.slice(0, 8) : `${iso.slice(0, 15)}Z`;
}

/** Returns the event's end for a calendar: at least its start (a moment's event), a day on for an all-day one. */
const endOf = (event: CalendarEvent): number => Math.max(event.end, event.start + (event.allDay ? DAY : 0));

/** Returns the event's page made absolute against `base` (as written when `base` is '': unknown), or ''. */
const pageOf = (event: CalendarEvent, base: string): string =>
  event.url && base ? new URL(event.url, base).href : event.url;

/** Returns the description sent along: the excerpt and the event's page (absolute, against `base`). */
function details(event: CalendarEvent, base: string): string {
  return [event.excerpt, pageOf(event, base)].filter(Boolean).join('\n\n');
}

/** Returns the Google Calendar address that creates `event` (its page made absolute against `base`, if known). */
export function googleCalendarUrl(event: CalendarEvent, base: string = document.baseURI): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.start, event.allDay)}/${stamp(endOf(event), event.allDay)}`,
    details: details(event, base),
    location: event.location,
  });
  return `${GOOGLE_TEMPLATE}?${query.toString()}`;
}

/** Returns `text` as an iCalendar TEXT value: backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string): string => value.replace(/[\\;,]/g, '\\$&').replace(/\r?\n|\r/g, '\\n');

/** Returns `line` folded as RFC 5545 asks: at most 75 characters a line, continuation lines starting with a space. */
function fold(line: string): string {
  const chunks = [line.slice(0, 74)];
  for (let i = 74; i < line.length; i += 73) chunks.push(` ${line.slice(i, i + 73)}`);
  return chunks.join('\r\n');
}

/**
 * Returns the iCalendar file of `event` (`base`: the page its address is made absolute against, '' when unknown;
 * `now`: DTSTAMP).
 */
export function icsFile(event: CalendarEvent, base: string = document.baseURI, now = Date.now()): string {
  const date = event.allDay ? ';VALUE=DATE' : '';
  const host = (base && new URL(base).hostname) || 'localhost';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//sqs-elements//events//EN',
    'BEGIN:VEVENT',
    `UID:${text(event.id)}@${host}`,
    `DTSTAMP:${stamp(now, false)}`,
    `DTSTART${date}:${stamp(event.start, event.allDay)}`,
    `DTEND${date}:${stamp(endOf(event), event.allDay)}`,
    `SUMMARY:${text(event.title)}`,
    event.excerpt ? `DESCRIPTION:${text(event.excerpt)}` : '',
    event.location ? `LOCATION:${text(event.location)}` : '',
    event.url ? `URL:${pageOf(event, base)}` : '',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.filter(Boolean).map(fold).join('\r\n')}\r\n`;
}

/** Returns the `data:` URL of `event`'s iCalendar file, for a download link (`base`, `now` as `icsFile` takes them). */
export const icsUrl = (event: CalendarEvent, base?: string, now?: number): string =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event, base, now))}`;
