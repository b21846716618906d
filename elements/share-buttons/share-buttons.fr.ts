/** The French messages of <sqs-share-buttons>: one for each id of its English (share-buttons.en.ts). */
import type english from './share-buttons.en.js';

export default {
  'share-buttons.label': 'Partager',
  'share-buttons.share': 'Partager…',
  'share-buttons.on': 'Partager sur {network}',
  'share-buttons.email': 'Partager par e-mail',
  'share-buttons.copy': 'Copier le lien',
  'share-buttons.copied': 'Lien copié',
  'share-buttons.copy-failed': 'Le lien n’a pas pu être copié',
  'share-buttons.new-window': '(s’ouvre dans une nouvelle fenêtre)',
} as const satisfies Record<keyof typeof english, string>;
