/** The French messages of <sqs-summary>: one for each id of its English (summary.en.ts). */
import type english from './summary.en.js';

export default {
  'summary.previous': 'Précédent',
  'summary.next': 'Suivant',
} as const satisfies Record<keyof typeof english, string>;
