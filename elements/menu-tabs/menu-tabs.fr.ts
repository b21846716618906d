/** The French messages of <sqs-menu-tabs>: one for each id of its English (menu-tabs.en.ts). */
import type english from './menu-tabs.en.js';

export default {
  'menu-tabs.untitled': 'Onglet {number}',
} as const satisfies Record<keyof typeof english, string>;
