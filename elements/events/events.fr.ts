/** The French messages of <sqs-events>: one for each id of its English (events.en.ts). */
import type english from './events.en.js';

export default {
  'events.shown': 'Événements affichés',
  'events.upcoming': 'À venir',
  'events.past': 'Passés',
  'events.previous-month': 'Mois précédent',
  'events.next-month': 'Mois suivant',
  'events.more': '+{count} de plus',
  'events.all-day': 'Toute la journée',
  'events.count': '{count, plural, =0 {Aucun événement} one {# événement} other {# événements}}',
  'events.day': 'Événements du {date}',
  'events.add': 'Ajouter au calendrier',
  'events.google': 'Google Agenda',
  'events.ics': 'Fichier iCalendar (.ics)',
  'events.zone': 'Les heures sont celles du fuseau {zone}.',
  'events.visitor-zone': 'Les heures sont celles de votre fuseau ({zone}).',
} as const satisfies Record<keyof typeof english, string>;
