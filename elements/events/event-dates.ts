/**
 * Calendar arithmetic on civil days, with the Intl APIs only: a day is its number since 1970-01-01 (a UTC date), so
 * adding days and weeks is adding integers, and an instant becomes a day through the time zone it is read in.
 */

/** Milliseconds in a day. */
export const DAY = 86_400_000;

/** One event as the API answers it, checked. */
export interface CalendarEvent {
  id: string;
  title: string;
  /** The event's page, checked (safe scheme), or '' for none. */
  url: string;
  excerpt: string;
  location: string;
  /** Start and end, ms since the epoch; an all-day event's are UTC midnights, the end the day after its last. */
  start: number;
  end: number;
  allDay: boolean;
}

const parts = new Map<string, Intl.DateTimeFormat>();

/** Returns whether `zone` is a time zone this browser knows. */
export function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Returns the day (days since 1970-01-01) that instant `ms` falls on in time zone `zone`. */
export function dayOf(ms: number, zone: string): number {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    parts.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!) / DAY;
}

/** Returns the days `event` covers, first and last: all-day ones in UTC, others in `zone` (its end is exclusive). */
export function daysOf(event: CalendarEvent, zone: string): [number, number] {
  const z = event.allDay ? 'UTC' : zone;
  const first = dayOf(event.start, z);
  return [first, Math.max(first, dayOf(Math.max(event.start, event.end - 1), z))];
}

/** Returns the first day of month `month` (`{ year, month }`, month 1–12). */
export const monthStart = (year: number, month: number): number => Date.UTC(year, month - 1, 1) / DAY;

/** Returns `[year, month]` (month 1–12) of `day`. */
export function monthOf(day: number): [number, number] {
  const date = new Date(day * DAY);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1];
}

/** Returns `day` as `YYYY-MM-DD`, or its month as `YYYY-MM` when `month` is true. */
export const isoDay = (day: number, month = false): string =>
  new Date(day * DAY).toISOString().slice(0, month ? 7 : 10);

/** Returns the day `months` months after `day`, the same date or its month's last (31 January + 1 → 28 February). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + months];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), last)) / DAY;
}

/** Returns the weekday of `day`, 1 (Monday) to 7 (Sunday), as `Intl.Locale` week info counts them. */
export const weekday = (day: number): number => ((new Date(day * DAY).getUTCDay() + 6) % 7) + 1;

/**
 * Returns the first day of the week in `locale` (1 Monday … 7 Sunday) from `Intl.Locale` week info where the
 * browser has it; elsewhere Sunday for English as the United States and Canada write it, Monday for the rest.
 */
export function firstWeekday(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = l.getWeekInfo?.() ?? l.weekInfo;
    if (info) return info.firstDay;
  } catch {
    // an unknown locale: the fallback below
  }
  return /^en(-(US|CA))?$/i.test(locale) ? 7 : 1;
}

/** Returns the first day shown for the month of `first` (its first day): the start of its first week. */
export const gridStart = (first: number, weekStart: number): number => first - ((weekday(first) - weekStart + 7) % 7);

/**
 * Returns the day focus moves to from `day` for `key` in a month grid (WAI-ARIA APG grid and date picker): arrows by a
 * day (mirrored right to left) and a week, Home and End to the week's first and last day, Page Up and Page Down by a
 * month (with `shift`, a year). Returns undefined for any other key.
 */
export function dayFor(key: string, day: number, weekStart: number, rtl = false, shift = false): number | undefined {
  const sideways = rtl ? -1 : 1;
  const offset = (weekday(day) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowRight':
      return day + sideways;
    case 'ArrowLeft':
      return day - sideways;
    case 'ArrowDown':
      return day + 7;
    case 'ArrowUp':
      return day - 7;
    case 'Home':
      return day - offset;
    case 'End':
      return day - offset + 6;
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
  }
  return undefined;
}

/** Returns `events` by the days they cover (`first` to `last`, inclusive), each day's in the order given. */
export function eventsByDay(
  events: readonly CalendarEvent[],
  zone: string,
  first: number,
  last: number,
): Map<number, CalendarEvent[]> {
  const byDay = new Map<number, CalendarEvent[]>();
  for (const event of events) {
    const [from, to] = daysOf(event, zone);
    for (let day = Math.max(from, first); day <= Math.min(to, last); day++) {
      const list = byDay.get(day) ?? [];
      list.push(event);
      byDay.set(day, list);
    }
  }
  return byDay;
}
