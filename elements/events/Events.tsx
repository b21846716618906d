import { useId, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadStatus } from '../shared/LoadStatus.js';
import { rendersOnServer } from '../shared/server-render.js';
import type { CalendarEvent } from './event-dates.js';
import type { eventsAttributes, SqsEventsElement } from './events.element.js';
import { useEvents, type EventsBindings } from './useEvents.js';

type Heading = 'h3' | 'h4';

/** Renders one event: its linked title, when, where, its excerpt and its add-to-calendar links. */
function EventItem({ event, b, heading: H }: { event: CalendarEvent; b: EventsBindings; heading: Heading }): ReactNode {
  const id = useId();
  const { text, iso } = b.when(event);
  const links = b.links(event);
  return (
    <li part="event">
      <H part="title" id={id}>
        {event.url ? <a href={event.url}>{event.title}</a> : event.title}
      </H>
      <p part="when">
        <time dateTime={iso}>{text}</time>
      </p>
      {event.location ? <p part="location">{event.location}</p> : null}
      {event.excerpt ? <p part="excerpt">{event.excerpt}</p> : null}
      <p part="add">
        <span>{b.t('events.add')}:</span>{' '}
        <a href={links.google} target="_blank" rel="noopener noreferrer" aria-describedby={id}>
          {b.t('events.google')}
        </a>{' '}
        <a href={links.ics} download={links.file} aria-describedby={id}>
          {b.t('events.ics')}
        </a>
      </p>
    </li>
  );
}

/** Renders a list of events. */
function EventList({ events, b, heading }: { events: CalendarEvent[]; b: EventsBindings; heading: Heading }) {
  return (
    <ul part="events">
      {events.map((event) => (
        <EventItem key={event.id} event={event} b={b} heading={heading} />
      ))}
    </ul>
  );
}

/** Renders the loading, empty and failed states. */
function Status({ b, host }: { b: EventsBindings; host: Element }): ReactNode {
  // The calendar shows its empty month itself.
  const state = b.state === 'empty' && b.view !== 'list' ? 'ready' : b.state;
  return <LoadStatus host={host} state={state} failure={b.failure} onRetry={b.retry} />;
}

/** Returns the events shown on the month grid's days, each once, in the order of their first day. */
function eventsOfMonth(b: EventsBindings): CalendarEvent[] {
  const seen = new Set<CalendarEvent>();
  for (const week of b.calendar.weeks)
    for (const cell of week) for (const { event } of cell?.events ?? []) seen.add(event);
  return [...seen];
}

/**
 * Renders the month grid (WAI-ARIA APG grid), its month switcher and the opened day's events. Rendered on a server, it
 * also lists the month's events under the grid, shown only where scripts do not run: there no day opens, and the
 * grid's event titles are neither links nor read out.
 */
function Calendar({ b, host }: { b: EventsBindings; host: Element }): ReactNode {
  const c = b.calendar;
  const titleId = useId();
  const monthEvents = rendersOnServer(host) ? eventsOfMonth(b) : [];
  return (
    <>
      <div part="header">
        <button type="button" part="previous" aria-label={b.t('events.previous-month')} onClick={() => c.step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <h3 part="month" id={titleId} aria-live="polite">
          {c.title}
        </h3>
        <button type="button" part="next" aria-label={b.t('events.next-month')} onClick={() => c.step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" part="grid" aria-labelledby={titleId} {...c.gridProps}>
        <thead>
          <tr>
            {c.weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) =>
                cell ? (
                  <td key={j} {...cell.props}>
                    <span part="date" aria-hidden="true">
                      {new Date(cell.day * 86_400_000).getUTCDate()}
                    </span>
                    <span className="visually-hidden">{cell.label}</span>
                    {/* Three lines of events fit a day: a fourth is counted instead. */}
                    {cell.events.slice(0, cell.events.length > 3 ? 2 : 3).map(({ event, before, after }) => (
                      <span key={event.id} part="chip" aria-hidden="true" data-before={before} data-after={after}>
                        {event.title}
                      </span>
                    ))}
                    {cell.events.length > 3 ? (
                      <span part="more" aria-hidden="true">
                        {b.t('events.more', { count: cell.events.length - 2 })}
                      </span>
                    ) : null}
                  </td>
                ) : (
                  <td key={j} role="gridcell" part="outside" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Status b={b} host={host} />
      {monthEvents.length ? (
        <section part="month-events" aria-labelledby={titleId}>
          <EventList events={monthEvents} b={b} heading="h4" />
        </section>
      ) : null}
      {c.opened ? (
        <section part="agenda" aria-labelledby={`${titleId}-day`}>
          <h3 part="agenda-heading" id={`${titleId}-day`}>
            {c.opened.heading}
          </h3>
          {c.opened.events.length ? (
            <EventList events={c.opened.events} b={b} heading="h4" />
          ) : (
            <p>{b.t('events.count', { count: 0 })}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

/** Renders the events list (with its Upcoming and Past toggle) or the month calendar, and the time-zone note. */
export function Events({ host, ...options }: ElementProps<typeof eventsAttributes, SqsEventsElement>): ReactNode {
  const b = useEvents(host, options);
  return (
    <div part="base" data-view={b.view}>
      {b.view === 'calendar' ? (
        <Calendar b={b} host={host} />
      ) : (
        <>
          <div part="toggle" role="group" aria-label={b.t('events.shown')}>
            <button {...b.toggleProps('upcoming')}>{b.t('events.upcoming')}</button>
            <button {...b.toggleProps('past')}>{b.t('events.past')}</button>
          </div>
          <Status b={b} host={host} />
          {b.events.length ? <EventList events={b.events} b={b} heading="h3" /> : null}
        </>
      )}
      <p part="zone">{b.zoneNote}</p>
    </div>
  );
}
