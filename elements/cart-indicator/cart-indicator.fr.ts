/** The French messages of <sqs-cart-indicator>: one for each id of its English (cart-indicator.en.ts). */
import type english from './cart-indicator.en.js';

export default {
  'cart-indicator.label': '{count, plural, one {# article dans le panier} other {# articles dans le panier}}',
  'cart-indicator.label-overflow': 'Plus de 100 articles dans le panier',
  'cart-indicator.count-overflow': '100+',
} as const satisfies Record<keyof typeof english, string>;
