/** The French messages of <sqs-announcement-bar>: one for each id of its English (announcement-bar.en.ts). */
import type english from './announcement-bar.en.js';

export default {
  'announcement-bar.label': 'Annonce',
  'announcement-bar.close': 'Fermer l’annonce',
} as const satisfies Record<keyof typeof english, string>;
