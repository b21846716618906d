/** The French messages of <sqs-product-list>: one for each id of its English (product-list.en.ts). */
import type english from './product-list.en.js';

export default {
  'product-list.loading': 'Chargement des produits…',
  'product-list.filter': 'Filtrer par catégorie',
  'product-list.all': 'Tout',
  'product-list.quick-view': 'Aperçu rapide',
  'product-list.close': 'Fermer',
  'product-list.unavailable': 'L’aperçu rapide est indisponible',
} as const satisfies Record<keyof typeof english, string>;
