/** The French messages of <sqs-marquee>: one for each id of its English (marquee.en.ts). */
import type english from './marquee.en.js';

export default {
  'marquee.pause': 'Pause',
  'marquee.play': 'Lecture',
} as const satisfies Record<keyof typeof english, string>;
