/** The French messages of <sqs-button>: one for each id of its English (button.en.ts). */
import type english from './button.en.js';

export default {
  'button.new-window': '(ouvre une nouvelle fenêtre)',
} as const satisfies Record<keyof typeof english, string>;
