/**
 * The English messages of <sqs-cart> beyond the cart strings in shared/messages/commerce.en.ts (ICU MessageFormat);
 * the spec quotes none of these.
 */
const english = {
  'cart.empty': 'Your cart is empty.',
  'cart.loading': 'Loading your cart…',
  'cart.subtotal': 'Subtotal',
  'cart.tax': 'Tax',
  'cart.shipping': 'Shipping',
  'cart.discount': 'Discount',
  'cart.total': 'Total',
  'cart.quantity': 'Quantity of {product}',
  'cart.decrease': 'Decrease quantity of {product}',
  'cart.increase': 'Increase quantity of {product}',
  'cart.remove-heading': 'Remove item',
  'cart.details-needed': 'Details needed',
  'cart.details-complete': 'Details added',
  'cart.field-required': 'Required',
  'cart.field-too-long': 'At most {max} characters',
  'cart.save': 'Save',
  'cart.cancel': 'Cancel',
  'cart.remove': 'Remove',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    cart: typeof english;
  }
}
