import { url } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-cart>`. */
export const cartAttributes = {
  /** Where 'Continue Shopping' goes (http, https or a relative URL; other schemes fall back). Default `/`. */
  continueUrl: url('/'),
};

/**
 * The cart page (spec 000 §2, spec 001 §2, §8): 'Shopping Cart' with the visitor's entries from
 * `GET /api/commerce/cart`, each with a quantity stepper (− / number / +), the subtotal, tax, shipping, discount and
 * grand total from the cart entity's fields, 'Continue Shopping' and 'Checkout'. A change shows at once and is sent
 * (`PUT /api/commerce/cart/entries/:id {quantity}`, or `DELETE` to remove) through the runtime's crumbed requests;
 * when it fails the cart goes back to what it was and 'Unable to update quantity' or 'Unable to remove item' is
 * announced. A quantity of 0 first asks to confirm the removal (an `<sqs-dialog>` confirm). Every change syncs the
 * runtime cart store (its subtotal in the host's locale), so every `<sqs-cart-indicator>` follows, and the cart shown
 * follows the store: a product added elsewhere on the page appears at once. Checkout is disabled, with the reason as its
 * description, while the order subtotal is under the store's minimum (`minimumSubtotalMet` false). Checkout asks
 * `/commerce/goto-checkout` and goes to the checkout it redirects to; when the server has no cart session (401) it
 * shows the spec's alert. An entry whose product asks for details (`hasDetails`: a gift card's recipient and message)
 * says whether they are complete and has 'Edit Details', which opens its form inline from
 * `GET /api/commerce/cart/entries/:id/details`; Save sends `PUT` with the answers. 'Unable to open form' is announced
 * when the form cannot be loaded; fields the server refuses (400) are marked invalid, described and focused, with
 * 'Update the missing or invalid information above'; any other failure says 'Unable to update form'. What was typed
 * stays. The page-type autoloader mounts it into `#sqs-cart-root` / `#sqs-cart-container`.
 *
 * @summary The cart page: entries with quantity steppers, totals, Continue Shopping and Checkout.
 * @tag sqs-cart
 *
 * @event sqs-cart-checkout - Checkout is about to go to `detail.url` (the checkout the server issued); cancelable.
 *
 * @csspart base - The whole cart.
 * @csspart heading - The 'Shopping Cart' heading.
 * @csspart entries - The list of entries.
 * @csspart entry - One entry.
 * @csspart name - An entry's product name and options.
 * @csspart price - An entry's line total.
 * @csspart stepper - An entry's quantity stepper.
 * @csspart step - The − and + buttons.
 * @csspart quantity - The quantity field.
 * @csspart details - An entry's details status and its Edit Details button.
 * @csspart details-status - Whether an entry's details are complete.
 * @csspart edit-details - The Edit Details button.
 * @csspart details-form - The open details form.
 * @csspart field - A field of the details form with its label.
 * @csspart field-error - Why a field was refused.
 * @csspart form-error - The details form's failure message.
 * @csspart form-actions - Save and Cancel.
 * @csspart save - The Save button.
 * @csspart cancel - The Cancel button.
 * @csspart totals - The subtotal, tax, shipping, discount and grand total.
 * @csspart error - The failure message.
 * @csspart notice - The minimum-subtotal notice.
 * @csspart empty - The empty cart message.
 * @csspart actions - Continue Shopping and Checkout.
 * @csspart continue - The Continue Shopping link.
 * @csspart checkout - The Checkout button.
 *
 * @cssproperty --sqs-cart-gap - The space between the cart's sections.
 * @cssproperty --sqs-cart-border - The rule between entries.
 * @cssproperty --sqs-cart-accent - The Checkout button's background.
 * @cssproperty --sqs-cart-accent-contrast - The Checkout button's text colour.
 * @cssproperty --sqs-cart-error-color - The colour of the failure message.
 */
export type SqsCartElement = ElementOf<typeof cartAttributes>;

/** The events `<sqs-cart>` dispatches, by name, with their detail. */
export interface SqsCartEvents {
  /** Checkout goes to `url` unless a listener cancels the event. */
  'sqs-cart-checkout': { url: string };
}

/** The contract of `<sqs-cart>`. */
export const cartElement = defineContract('sqs-cart', cartAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-cart': SqsCartElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsCartEvents {}
}
