/** The French messages of <sqs-follow-button>: one for each id of its English (follow-button.en.ts). */
import type english from './follow-button.en.js';

export default {
  'follow-button.follow': 'Suivre @{username}',
} as const satisfies Record<keyof typeof english, string>;
