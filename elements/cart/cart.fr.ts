/** The French messages of <sqs-cart>: one for each id of its English (cart.en.ts). */
import type english from './cart.en.js';

export default {
  'cart.empty': 'Votre panier est vide.',
  'cart.loading': 'Chargement de votre panier…',
  'cart.subtotal': 'Sous-total',
  'cart.tax': 'Taxes',
  'cart.shipping': 'Livraison',
  'cart.discount': 'Remise',
  'cart.total': 'Total',
  'cart.quantity': 'Quantité de {product}',
  'cart.decrease': 'Diminuer la quantité de {product}',
  'cart.increase': 'Augmenter la quantité de {product}',
  'cart.remove-heading': 'Retirer l’article',
  'cart.details-needed': 'Détails à compléter',
  'cart.details-complete': 'Détails ajoutés',
  'cart.field-required': 'Obligatoire',
  'cart.field-too-long': '{max} caractères au plus',
  'cart.save': 'Enregistrer',
  'cart.cancel': 'Annuler',
  'cart.remove': 'Retirer',
} as const satisfies Record<keyof typeof english, string>;
