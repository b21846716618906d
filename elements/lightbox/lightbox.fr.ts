/** The French messages of <sqs-lightbox>: one for each id of its English (lightbox.en.ts). */
import type english from './lightbox.en.js';

export default {
  'lightbox.title': 'Galerie',
  'lightbox.close': 'Fermer',
  'lightbox.previous': 'Précédente',
  'lightbox.next': 'Suivante',
  'lightbox.show-caption': 'Afficher la légende',
  'lightbox.hide-caption': 'Masquer la légende',
  'lightbox.counter': '{index} sur {count}',
} as const satisfies Record<keyof typeof english, string>;
