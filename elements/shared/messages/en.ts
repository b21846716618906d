/**
 * The English catalogue: every user-facing string of the elements, in ICU MessageFormat. Keys are
 * `<element>.<what>`; a locale is another file with the same keys (see `messages.ts`).
 */
export default {
  // spec 000 §9 / spec 001 §9: the cart indicator's spoken label and overflow count.
  'cart-indicator.label': '{count, plural, =1 {One item in cart} other {# items in cart}}',
  'cart-indicator.label-overflow': 'More than 100 items in cart',
  'cart-indicator.count-overflow': '100+',
  'marquee.pause': 'Pause',
  // A tab with no label is named by its position.
  'menu-tabs.untitled': 'Tab {number}',
  'marquee.play': 'Play',
} as const;
