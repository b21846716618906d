import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DataLayerError, type DataLayerTransport } from '../../runtime/data-layer.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { loadFailureKey } from '../shared/load-failure.js';
import { localeOf } from '../shared/messages.js';
import { safeUrl } from '../shared/safe-url.js';
import { rendersOnServer } from '../shared/server-render.js';
import { siteContextOf } from '../shared/site-context-of.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import { googleCalendarUrl, icsUrl } from './add-to-calendar.js';
import english from './events.en.js';
import type { SqsEventsElement } from './events.element.js';
import {
  addMonths,
  DAY,
  dayFor,
  dayOf,
  daysOf,
  eventsByDay,
  firstWeekday,
  gridStart,
  isoDay,
  monthOf,
  monthStart,
  validZone,
  type CalendarEvent,
} from './event-dates.js';

/** The API path of an events collection (the reference API's `routes/events-collection.mjs`). */
export const EVENTS_PATH = '/api/events-collection/';
/** The days a month grid shows: six weeks, so it keeps one height from month to month. */
export const GRID_DAYS = 42;

/** The element's settings, as its attributes give them. */
export interface EventsOptions {
  collectionId: string;
  view: 'list' | 'calendar';
  show: 'upcoming' | 'past';
  month: string;
  timeZone: string;
}

/** What the element shows; reflected as `data-state`. */
export type EventsState = 'idle' | 'loading' | 'success' | 'empty' | 'failed';

/** One day cell of the month grid. */
export interface DayCell {
  day: number;
  /** What the cell is read as: its full date and how many events it has. */
  label: string;
  /** The props of its gridcell. */
  props: Record<string, unknown>;
  /** The events on it, and for each whether it goes on from the day before or to the day after. */
  events: { event: CalendarEvent; before: boolean; after: boolean }[];
}

/** What `Events.tsx` needs to render. */
export interface EventsBindings {
  view: 'list' | 'calendar';
  state: EventsState;
  t: Translate<typeof english>;
  /** The list's events (the calendar's are in `weeks`). */
  events: CalendarEvent[];
  /** The list's view, and the props of its two toggle buttons. */
  shown: 'upcoming' | 'past';
  toggleProps(value: 'upcoming' | 'past'): Record<string, unknown>;
  /** The failure's message: 'Network error' without a connection, else 'Unable to load results'. */
  failure: string;
  retry(): void;
  /** When `event` is, as text and as a `<time>` value. */
  when(event: CalendarEvent): { text: string; iso: string };
  /** The event's add-to-calendar addresses and the `.ics` file's name. */
  links(event: CalendarEvent): { google: string; ics: string; file: string };
  /** The note naming the time zone. */
  zoneNote: string;
  calendar: {
    title: string;
    /** Moves a month back (-1) or on (1). */
    step(months: number): void;
    weekdays: { short: string; long: string }[];
    /** Six weeks of seven cells; null outside the month. */
    weeks: (DayCell | null)[][];
    gridProps: { onKeyDown(event: KeyboardEvent): void; 'aria-busy': boolean };
    /** The opened day: its heading and events, or null. */
    opened: { heading: string; events: CalendarEvent[] } | null;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Returns the events of an answer (`{ events: [...] }`), each checked: a string id and title, finite start and end
 * (the end not before the start), a safe address (or none), string excerpt and location. `dropped` hears each event
 * left out. Anything but a list of events throws, which fails the request.
 */
export function readEvents(body: unknown, dropped: (index: number) => void = () => {}): CalendarEvent[] {
  const list = isObject(body) ? body.events : undefined;
  if (!Array.isArray(list)) throw new Error('The answer has no events');
  return list.flatMap((e: unknown, index) => {
    const ok =
      isObject(e) &&
      typeof e.id === 'string' &&
      typeof e.title === 'string' &&
      Number.isFinite(e.start) &&
      Number.isFinite(e.end) &&
      (e.end as number) >= (e.start as number);
    if (!ok) return (dropped(index), []);
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return [
      {
        id: e.id as string,
        title: e.title as string,
        url: safeUrl(str(e.url)) ?? '',
        excerpt: str(e.excerpt),
        location: str(e.location),
        start: e.start as number,
        end: e.end as number,
        allDay: e.allDay === true,
      },
    ];
  });
}

/**
 * Returns the time zone dates are shown in and whether it is the site's: the `time-zone` attribute, else the site
 * context's `website.timeZone`, else the browser's (each one this browser does not know warns once and is skipped).
 */
function zoneOf(host: SqsEventsElement, attribute: string): { zone: string; site: boolean } {
  if (attribute) {
    if (validZone(attribute)) return { zone: attribute, site: true };
    warnInvalid(host, 'time-zone', attribute, null);
  }
  const context: unknown = siteContextOf(host).website?.timeZone;
  if (typeof context === 'string' && context) {
    if (validZone(context)) return { zone: context, site: true };
    warnOnce(host, 'website.timeZone', `<sqs-events>: the site context's website.timeZone "${context}" is unknown.`);
  }
  return { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, site: false };
}

/** Returns the site's address from its context (`website.baseUrl`) when it is an absolute http(s) one, else ''. */
function siteBase(host: SqsEventsElement): string {
  const url: unknown = siteContextOf(host).website?.baseUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : '';
}

/** Returns the first day to focus: the `month` attribute's first, else today (a bad `month` warns once). */
function startDay(host: SqsEventsElement, month: string, today: number): number {
  const m = MONTH.exec(month);
  if (m) return monthStart(Number(m[1]), Number(m[2]));
  if (month) warnInvalid(host, 'month', month, null);
  return today;
}

/**
 * Returns the prop bags of the events list or calendar: requests the collection's upcoming or past events (the list)
 * or those of the six weeks the month grid shows (the calendar) through the data layer, again when an attribute, the
 * list's toggle or the month changes; maps the answer to a state reflected as the host's `data-state`, and dispatches
 * `sqs-events-load` or `sqs-events-error` once per answer, `sqs-events-month-change` and `sqs-events-day-open` for
 * the visitor's moves. Without a collection it warns once and requests nothing.
 */
export function useEvents(host: SqsEventsElement, options: EventsOptions): EventsBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const { zone, site } = zoneOf(host, options.timeZone);
  // The page's address, which an event's own is made absolute against: on a server, the site's as its context names it.
  const base = rendersOnServer(host) ? siteBase(host) : document.baseURI;
  // A calendar file's DTSTAMP: the day it is made, so a page's renders on one day (the server's, the browser's) agree.
  const stamped = Math.floor(Date.now() / DAY) * DAY;
  const calendar = options.view === 'calendar';
  const today = dayOf(Date.now(), zone);

  const [shown, setShown] = useState(options.show);
  useEffect(() => setShown(options.show), [options.show]);
  const [focusDay, setFocusDay] = useState(() => startDay(host, options.month, today));
  useEffect(() => setFocusDay(startDay(host, options.month, dayOf(Date.now(), zone))), [host, options.month, zone]);
  const [openDay, setOpenDay] = useState<number | null>(null);
  const wantFocus = useRef(false);

  const [year, month] = monthOf(focusDay);
  const first = monthStart(year, month);
  const weekStart = firstWeekday(locale);
  const gridFirst = gridStart(first, weekStart);

  const { collectionId } = options;
  const { fetcher } = host;
  useEffect(() => {
    if (!collectionId)
      warnOnce(host, 'collection-id', '<sqs-events>: collection-id is required; nothing is requested.');
  }, [host, collectionId]);
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const result = useRequest<CalendarEvent[]>(collectionId ? EVENTS_PATH + encodeURIComponent(collectionId) : null, {
    // A day's margin each side: an event's day depends on the zone, up to 14 hours from UTC.
    params: calendar ? { from: (gridFirst - 1) * DAY, to: (gridFirst + GRID_DAYS + 1) * DAY } : { view: shown },
    crumb: false,
    transport,
    parse: (body) =>
      readEvents(body, (i) => warnOnce(host, 'event', `<sqs-events>: event ${i} is malformed; left out.`)),
    host,
  });

  const events = useMemo(() => result.data ?? [], [result.data]);
  let state: EventsState;
  if (!collectionId) state = 'idle';
  else if (result.state === 'failed') state = 'failed';
  else if (result.state !== 'success') state = 'loading';
  else state = events.length ? 'success' : 'empty';
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const loaded = calendar ? isoDay(first, true) : shown;
  useEffect(() => {
    if (result.state === 'success') emit(host, 'sqs-events-load', { view: loaded, count: result.data?.length ?? 0 });
    else if (result.state === 'failed') {
      const error = result.error;
      const message =
        error instanceof DataLayerError && error.kind === 'status'
          ? `HTTP ${error.status} for ${error.url}`
          : error?.message;
      emit(host, 'sqs-events-error', { message: message ?? '' });
    }
    // One event per answer: `loaded` changes with the request, which starts a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, result.state, result.data, result.error]);

  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    host.shadowRoot?.querySelector<HTMLElement>('[part~="day"][tabindex="0"]')?.focus();
  }, [host, focusDay]);

  const formats = useMemo(() => {
    const f = (o: Intl.DateTimeFormatOptions, timeZone = 'UTC') => new Intl.DateTimeFormat(locale, { ...o, timeZone });
    const date = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' } as const;
    return {
      time: f({ ...date, hour: 'numeric', minute: '2-digit' }, zone),
      date: f(date),
      full: f({ dateStyle: 'full' }),
      month: f({ month: 'long', year: 'numeric' }),
      short: f({ weekday: 'short' }),
      long: f({ weekday: 'long' }),
    };
  }, [locale, zone]);
  const byDay = useMemo(
    () => eventsByDay(calendar ? events : [], zone, gridFirst, gridFirst + GRID_DAYS - 1),
    [calendar, events, zone, gridFirst],
  );

  /** Moves the month (and focus, from the grid) to `day`, telling the page when the month changed. */
  const moveTo = (day: number, focus: boolean) => {
    wantFocus.current = focus;
    setFocusDay(day);
    const next = isoDay(day, true);
    if (next !== isoDay(first, true)) {
      setOpenDay(null);
      emit(host, 'sqs-events-month-change', { month: next });
    }
  };
  const open = (day: number) => {
    setOpenDay(day);
    emit(host, 'sqs-events-day-open', { date: isoDay(day), count: byDay.get(day)?.length ?? 0 });
  };

  const weeks = Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d): DayCell | null => {
      const day = gridFirst + w * 7 + d;
      if (monthOf(day)[1] !== month) return null;
      const on = byDay.get(day) ?? [];
      const isToday = day === today;
      const selected = day === openDay;
      return {
        day,
        label: `${formats.full.format(day * DAY)}, ${t('events.count', { count: on.length })}`,
        events: on.map((event) => {
          const [from, to] = daysOf(event, zone);
          return { event, before: from < day, after: to > day };
        }),
        props: {
          role: 'gridcell',
          part: ['day', isToday && 'today', selected && 'selected'].filter(Boolean).join(' '),
          tabIndex: day === focusDay ? 0 : -1,
          'aria-selected': selected,
          'aria-current': isToday ? 'date' : undefined,
          'data-date': isoDay(day),
          // A click or the page may focus another day: it becomes the one in the tab order.
          onFocus: () => setFocusDay(day),
          onClick: () => {
            moveTo(day, true);
            open(day);
          },
        },
      };
    }),
  );

  return {
    view: options.view,
    state,
    t,
    events: calendar ? [] : events,
    shown,
    toggleProps: (value) => ({
      type: 'button',
      part: 'toggle-button',
      'aria-pressed': shown === value,
      onClick: () => setShown(value),
    }),
    // A 404 names no such events collection: its content cannot be located.
    failure: t(loadFailureKey(result.error, 'common.unable-to-locate-content')),
    retry: result.refetch,
    when: (event) => {
      if (!event.allDay)
        return { text: formats.time.formatRange(event.start, event.end), iso: new Date(event.start).toISOString() };
      const last = Math.max(event.start, event.end - DAY);
      return {
        text: `${formats.date.formatRange(event.start, last)} · ${t('events.all-day')}`,
        iso: isoDay(event.start / DAY),
      };
    },
    links: (event) => ({
      google: googleCalendarUrl(event, base),
      ics: icsUrl(event, base, stamped),
      file: `${event.id.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event'}.ics`,
    }),
    zoneNote: site ? t('events.zone', { zone }) : t('events.visitor-zone', { zone }),
    calendar: {
      title: formats.month.format(first * DAY),
      step: (months) => moveTo(addMonths(focusDay, months), false),
      weekdays: Array.from({ length: 7 }, (_, i) => {
        const at = (gridFirst + i) * DAY;
        return { short: formats.short.format(at), long: formats.long.format(at) };
      }),
      weeks,
      gridProps: {
        'aria-busy': state === 'loading',
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open(focusDay);
            return;
          }
          const rtl = getComputedStyle(host).direction === 'rtl';
          const next = dayFor(event.key, focusDay, weekStart, rtl, event.shiftKey);
          if (next === undefined) return;
          event.preventDefault();
          moveTo(next, true);
        },
      },
      opened:
        openDay === null
          ? null
          : {
              heading: t('events.day', { date: formats.full.format(openDay * DAY) }),
              events: byDay.get(openDay) ?? [],
            },
    },
  };
}
