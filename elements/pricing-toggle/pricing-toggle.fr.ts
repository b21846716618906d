/** The French messages of <sqs-pricing-toggle>: one for each id of its English (pricing-toggle.en.ts). */
import type english from './pricing-toggle.en.js';

export default {
  'pricing-toggle.label': 'Options tarifaires',
  'pricing-toggle.left': 'Mensuel',
  'pricing-toggle.right': 'Annuel',
} as const satisfies Record<keyof typeof english, string>;
