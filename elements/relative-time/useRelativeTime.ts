import { useEffect, useReducer, useRef } from 'react';
import { catalogueArrival, localeOf, message } from '../shared/messages.js';
import { rendersOnServer } from '../shared/server-render.js';
import english from './relative-time.en.js';
import { parseDateTime } from './relative-time.element.js';
import { sharedTicker } from './ticker.js';

/** Under this many seconds either way, the moment is "just now" (clocks of server and visitor differ by a few). */
export const JUST_NOW_SECONDS = 10;
/** "about N seconds" counts in steps of this many seconds: the refresh step, so N moves by one step each refresh. */
export const SECONDS_STEP = 5;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far a moment is from now, as the element words it. */
export type RelativeSpan =
  | { unit: 'now' }
  | { unit: 'second'; value: number }
  | { unit: Exclude<Intl.RelativeTimeFormatUnit, 'quarter' | 'quarters' | `${string}s`>; value: number };

/**
 * Returns how far `then` is from `now` (both ms since the epoch), negative for the past: `now` within 10 s either
 * way; whole seconds in steps of 5 under a minute; then whole minutes, hours, days (under a week), weeks (under 30
 * days), months of 30 days (under 365 days) and years of 365 days, each rounded towards zero.
 */
export function relativeSpan(then: number, now: number): RelativeSpan {
  const seconds = (then - now) / 1000;
  const size = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  const count = (unitSeconds: number) => sign * Math.floor(size / unitSeconds);
  if (size < JUST_NOW_SECONDS) return { unit: 'now' };
  if (size < MINUTE) return { unit: 'second', value: sign * Math.floor(size / SECONDS_STEP) * SECONDS_STEP };
  if (size < HOUR) return { unit: 'minute', value: count(MINUTE) };
  if (size < DAY) return { unit: 'hour', value: count(HOUR) };
  if (size < 7 * DAY) return { unit: 'day', value: count(DAY) };
  if (size < 30 * DAY) return { unit: 'week', value: count(7 * DAY) };
  if (size < 365 * DAY) return { unit: 'month', value: count(30 * DAY) };
  return { unit: 'year', value: count(365 * DAY) };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Returns the formatter made with `make` for `locale`, made once per locale (English where the locale is unknown). */
function formatter<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let format = cache.get(locale);
  if (!format) {
    try {
      format = make(locale);
    } catch {
      format = make('en');
    }
    cache.set(locale, format);
  }
  return format;
}

/**
 * Returns the words for `span` in `locale`: "just now" and "about N seconds ago" / "in about N seconds" from the
 * element's messages (the locale's catalogue, else English), longer spans from `Intl.RelativeTimeFormat` ("3 minutes
 * ago", "in 2 days").
 */
export function relativeText(span: RelativeSpan, locale: string): string {
  if (span.unit === 'now') return message('relative-time.just-now', undefined, locale, english);
  if (span.unit === 'second') {
    const key = span.value < 0 ? 'relative-time.seconds-ago' : 'relative-time.in-seconds';
    return message(key, { count: Math.abs(span.value) }, locale, english);
  }
  return formatter(relativeFormats, locale, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'always' })).format(
    span.value,
    span.unit,
  );
}

/** Returns the full date and time of `instant` in `locale` ("Tuesday, 24 November 2026 at 18:30"). */
export function fullDate(instant: number, locale: string): string {
  return formatter(
    dateFormats,
    locale,
    (l) => new Intl.DateTimeFormat(l, { dateStyle: 'full', timeStyle: 'short' }),
  ).format(instant);
}

/** The element's settings, as its attributes give them. */
export interface RelativeTimeOptions {
  /** The moment shown, ISO 8601 (already checked by the attribute; empty for none). */
  datetime: string;
}

/** What `RelativeTime.tsx` needs to render: the `<time>` element's props. */
export interface RelativeTimeBindings {
  /** The moment in ISO 8601 (UTC), for machines. */
  dateTime: string;
  /** The full date and time in the page's language. */
  title: string;
  /** The relative words. */
  text: string;
  /** True while the element's own words show (its locale's messages are on their way). */
  own: boolean;
}

/**
 * Returns the props of the `<time>` showing `datetime` relative to now in the host's language, or null when there is
 * no valid moment. The words are brought up to date by the page's shared ticker (every 5 s while on screen, and when
 * a catalogue arrives); a tick that would not change them renders nothing. While the catalogue of its language is on
 * its way, the element's own words show (`own`). On a server, whose page is read later and
 * without a script to bring relative words up to date, it shows the full date and time.
 */
export function useRelativeTime(host: HTMLElement, { datetime }: RelativeTimeOptions): RelativeTimeBindings | null {
  // Not useMessages: the shared ticker re-renders the element when a catalogue arrives (one subscription for every
  // instance), and the locale is looked up once per render (hundreds of these may render at once).
  const locale = localeOf(host);
  // Parsed when the attribute was read; this is a look-up.
  const then = datetime ? parseDateTime(datetime) : null;
  // Worded against the clock of this render, so a new datetime or locale is never worded against a stale now.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const server = rendersOnServer(host);
  // The locale's messages still on their way: the element's own words (the page writes them as the script will word
  // the moment) show until they arrive, rather than English words that other words replace a moment later.
  const arrival =
    server || then === null || (host.textContent ?? '').trim() === '' ? undefined : catalogueArrival(host);
  const text =
    then === null || arrival
      ? ''
      : server
        ? fullDate(then, locale)
        : relativeText(relativeSpan(then, Date.now()), locale);
  useEffect(() => {
    let live = true;
    void arrival?.then(() => live && refresh());
    return () => {
      live = false;
    };
  }, [arrival]);

  const latest = useRef({ then, locale, text });
  latest.current = { then, locale, text };
  useEffect(() => {
    if (then === null) return;
    return sharedTicker().watch(host, () => {
      const current = latest.current;
      if (relativeText(relativeSpan(current.then!, Date.now()), current.locale) !== current.text) refresh();
    });
  }, [host, then]);

  if (then === null) return null;
  return { dateTime: new Date(then).toISOString(), title: fullDate(then, locale), text, own: arrival !== undefined };
}
