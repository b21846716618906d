/** The French messages of <sqs-reservation>: one for each id of its English (reservation.en.ts). */
import type english from './reservation.en.js';

export default {
  'reservation.preview-opentable': 'Aperçu uniquement : déconnectez-vous ... pour utiliser le bloc OpenTable.',
  'reservation.preview-resy': 'Aperçu uniquement : déconnectez-vous ... pour utiliser le bloc Resy.',
  'reservation.book': 'Réserver une table sur {provider}',
  'reservation.consent': 'Le formulaire de réservation se charge une fois les cookies acceptés.',
  'reservation.loading': 'Chargement du formulaire de réservation…',
  'reservation.failed': 'Le formulaire de réservation n’a pas pu être chargé.',
} as const satisfies Record<keyof typeof english, string>;
