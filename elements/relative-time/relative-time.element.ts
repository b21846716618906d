import type { AttributeKind } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

// ISO 8601 as ECMAScript's date-time string format reads it: a date, or a date and a time (minutes, optional seconds
// and milliseconds) with an optional `Z` or ±hh:mm offset. Other text `Date` might parse is engine-dependent.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))?)?$/;

/**
 * Returns the instant (ms since the epoch) an ISO 8601 date or date-time names, or null when the text is not one or
 * names no real day or time (`2026-02-30`, `24:00`). A date alone is midnight UTC and a time without an offset is
 * local time, as `Date` reads them.
 */
export function parseDateTime(text: string): number | null {
  // The attribute is checked when read and parsed again when rendered: the second time is a look-up.
  let instant = parsed.get(text);
  if (instant === undefined) {
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(text, (instant = parse(text)));
  }
  return instant;
}

const parsed = new Map<string, number | null>();
const PARSED_MAX = 1000;

function parse(text: string): number | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone, sign, offsetHours, offsetMinutes] = match;
  const [y, mo, d, h, mi, s, oh, om] = [year, month, day, hour, minute, second, offsetHours, offsetMinutes].map(Number);
  const ms = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  const lastDay = new Date(Date.UTC(y!, mo!, 0)).getUTCDate();
  if (!(mo! >= 1 && mo! <= 12 && d! >= 1 && d! <= lastDay)) return null;
  if (hour === undefined) return Date.UTC(y!, mo! - 1, d);
  if (h! > 23 || mi! > 59 || (s || 0) > 59 || (oh || 0) > 23 || (om || 0) > 59) return null;
  // A time without Z or an offset is the visitor's local time (ECMAScript's rule); with one, it is UTC shifted.
  if (zone === undefined) return new Date(y!, mo! - 1, d, h, mi, s || 0, ms).getTime();
  const offset = sign ? (sign === '-' ? -1 : 1) * (oh! * 60 + om!) * 60_000 : 0;
  return Date.UTC(y!, mo! - 1, d, h, mi, s || 0, ms) - offset;
}

/** An ISO 8601 date or date-time; absent or empty is none, anything else invalid. */
function dateTime(): AttributeKind<string> {
  return {
    default: '',
    type: 'string',
    parse: (text) => (text === null || text.trim() === '' ? '' : parseDateTime(text) === null ? undefined : text),
    stringify: (value) => (value ? String(value) : null),
  };
}

/** The attributes of `<sqs-relative-time>`. */
export const relativeTimeAttributes = {
  /**
   * The moment shown, in ISO 8601: `2026-11-24`, `2026-11-24T18:30`, `2026-11-24T18:30:05.250Z`,
   * `2026-11-24T18:30+01:00`. A date alone is midnight UTC; a time without an offset is the visitor's local time.
   * Absent: nothing is shown; invalid: a console warning and nothing shown.
   */
  datetime: dateTime(),
};

/**
 * How long ago (or how far ahead) a moment is, in words: "just now" within 10 seconds, "about N seconds ago" under a
 * minute, then minutes, hours, days, weeks, months and years in the page's language (`Intl.RelativeTimeFormat`),
 * and "in 3 minutes" for a moment to come. It renders a `<time>` with the machine-readable `datetime` and the full
 * date as its `title`, and refreshes every 5 seconds while on screen (one shared timer for every instance; none while
 * off screen, in a hidden tab or removed). The text changes quietly: it is not a live region.
 *
 * @summary A moment shown relative to now ("just now", "about 20 seconds ago", "3 days ago", "in 2 hours").
 * @tag sqs-relative-time
 *
 * @csspart base - The `<time>` element holding the text.
 */
export type SqsRelativeTimeElement = ElementOf<typeof relativeTimeAttributes>;

/** The contract of `<sqs-relative-time>`. */
export const relativeTimeElement = defineContract('sqs-relative-time', relativeTimeAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-relative-time': SqsRelativeTimeElement;
  }
}
