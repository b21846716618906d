/** The English messages of <sqs-cart-indicator> (ICU MessageFormat); its French is beside it (cart-indicator.fr.ts). */
const english = {
  // spec 000 §9 / spec 001 §9: the cart indicator's spoken label and overflow count.
  'cart-indicator.label': '{count, plural, =1 {One item in cart} other {# items in cart}}',
  'cart-indicator.label-overflow': 'More than 100 items in cart',
  'cart-indicator.count-overflow': '100+',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    cartIndicator: typeof english;
  }
}
