/** The French messages of <sqs-embed-block>: one for each id of its English (embed-block.en.ts). */
import type english from './embed-block.en.js';

export default {
  'embed-block.invalid': 'Ce contenu intégré ne peut pas être affiché.',
  'embed-block.frame': 'Contenu intégré',
} as const satisfies Record<keyof typeof english, string>;
