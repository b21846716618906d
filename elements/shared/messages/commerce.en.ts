/**
 * The English messages of the cart page and the checkout entry (spec 000 §2, spec 001 §2, §5, §8; the product review
 * form's are in elements/review-form/review-form.en.ts): quoted strings exact. The spec quotes no text for the minimum-subtotal notice or the remove-item prompt; theirs
 * are ours. The checkout entry's, the product workflow labels and the subscription texts come from the runtime modules
 * that show them.
 */
import { checkoutMessages } from '../../../runtime/checkout.js';
import { productMessages } from '../../../runtime/products.js';

const english = {
  'cart.title': 'Shopping Cart',
  'cart.checkout': 'Checkout',
  'cart.continue-shopping': 'Continue Shopping',
  'cart.edit-details': 'Edit Details',
  'cart.minimum-subtotal': 'Your order subtotal must be at least {amount} to check out.',
  'cart.confirm-remove': 'Remove {product} from your cart?',
  // spec 001 §8 "Cart" lists these without a closing period.
  'cart.error-quantity': 'Unable to update quantity',
  'cart.error-remove': 'Unable to remove item',
  'cart.error-open-form': 'Unable to open form',
  'cart.error-update-form': 'Unable to update form',
  'cart.error-missing-information': 'Update the missing or invalid information above',
  'cart.try-again': 'Please try again',
  'cart.check-connection': 'Please check your internet connection',
  ...checkoutMessages,
  ...productMessages,
  // <sqs-product>: our own wording (the spec quotes none); 'Not enough stock' is the reference API's answer.
  'product.loading': 'Loading product…',
  'product.sale-price': 'Sale price',
  'product.original-price': 'Original price',
  'product.choose-option': 'Choose {option}',
  'product.sold-out-option': '{value} — Sold out',
  'product.sold-out': 'Sold out',
  'product.amount': 'Amount',
  'product.quantity': 'Quantity',
  'product.add-to-cart': 'Add to cart',
  'product.subscribe': 'Subscribe',
  'product.purchase': 'Purchase',
  'product.added': 'Added to cart',
  'product.choose-options': 'Choose {options} to add this to your cart.',
  'product.choose-amount': 'Choose an amount to buy this gift card.',
  'product.unavailable': 'This product is unavailable.',
  'product.not-enough-stock': 'Not enough stock',
} as const;

export default english;

declare module './keys.js' {
  interface EnglishCatalogues {
    commerce: typeof english;
  }
}
