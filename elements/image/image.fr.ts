/** The French messages of <sqs-image>: one for each id of its English (image.en.ts). */
import type english from './image.en.js';

export default {
  'image.new-window': '(s’ouvre dans une nouvelle fenêtre)',
} as const satisfies Record<keyof typeof english, string>;
