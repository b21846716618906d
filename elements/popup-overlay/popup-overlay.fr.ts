/** The French messages of <sqs-popup-overlay>: one for each id of its English (popup-overlay.en.ts). */
import type english from './popup-overlay.en.js';

export default {
  'popup-overlay.label': 'Fenêtre surgissante',
  'popup-overlay.close': 'Fermer',
} as const satisfies Record<keyof typeof english, string>;
