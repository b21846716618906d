/** The English messages of <sqs-events> (ICU MessageFormat); its French is beside it (events.fr.ts). */
const english = {
  'events.shown': 'Events shown',
  'events.upcoming': 'Upcoming',
  'events.past': 'Past',
  'events.previous-month': 'Previous month',
  'events.next-month': 'Next month',
  'events.more': '+{count} more',
  'events.all-day': 'All day',
  'events.count': '{count, plural, =0 {No events} one {# event} other {# events}}',
  'events.day': 'Events on {date}',
  'events.add': 'Add to calendar',
  'events.google': 'Google Calendar',
  'events.ics': 'iCalendar file (.ics)',
  'events.zone': 'Times are in the {zone} time zone.',
  'events.visitor-zone': 'Times are in your time zone ({zone}).',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    events: typeof english;
  }
}
