/** The French messages of the tabs: one for each id of their English (menu-tabs.en.ts). */
import type english from './menu-tabs.en.js';

export default {
  'menu-tabs.untitled': 'Onglet {number}',
} as const satisfies Record<keyof typeof english, string>;
