/** The French messages of <sqs-time-zone-picker>: one for each id of its English (time-zone-picker.en.ts). */
import type english from './time-zone-picker.en.js';

export default {
  'time-zone-picker.failed':
    'Impossible de charger le fuseau horaire. Veuillez réessayer, ou vérifiez que votre site est disponible.',
  'time-zone-picker.label': 'Fuseau horaire',
  'time-zone-picker.filter': 'Filtrer les fuseaux horaires',
  'time-zone-picker.option': '{zone} (UTC{offset})',
  'time-zone-picker.loading': 'Chargement des fuseaux horaires…',
  'time-zone-picker.save': 'Enregistrer',
  'time-zone-picker.saved': 'Enregistré : {zone}',
  'time-zone-picker.save-failed': 'Impossible d’enregistrer le fuseau horaire. Veuillez réessayer.',
  'time-zone-picker.sign-in': 'Connectez-vous en tant que propriétaire du site pour choisir le fuseau horaire.',
  'time-zone-picker.retry': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
