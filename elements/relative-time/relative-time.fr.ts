/** The French messages of <sqs-relative-time>: one for each id of its English (relative-time.en.ts). */
import type english from './relative-time.en.js';

export default {
  'relative-time.just-now': 'à l’instant',
  'relative-time.seconds-ago': '{count, plural, one {il y a environ # seconde} other {il y a environ # secondes}}',
  'relative-time.in-seconds': '{count, plural, one {dans environ # seconde} other {dans environ # secondes}}',
} as const satisfies Record<keyof typeof english, string>;
