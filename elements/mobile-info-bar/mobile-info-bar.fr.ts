/** The French messages of <sqs-mobile-info-bar>: one for each id of its English (mobile-info-bar.en.ts). */
import type english from './mobile-info-bar.en.js';

export default {
  'mobile-info-bar.label': 'Coordonnées',
  'mobile-info-bar.email': 'Écrire à {value}',
  'mobile-info-bar.phone': 'Appeler le {value}',
  'mobile-info-bar.location': 'Plan : {value}',
  'mobile-info-bar.hours': 'Horaires : {value}',
} as const satisfies Record<keyof typeof english, string>;
