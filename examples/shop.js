/**
 * The shop's cart indicator from the first paint: asks the reference API for this visitor's cart when the page opens
 * (through the runtime's request helper, so crumbs work as for the elements) and hands it to the runtime's cart store,
 * which tells every `<sqs-cart-indicator>`. Adding to the cart syncs the store again. These are the module instances
 * the loader started (same URLs), so importing them starts nothing twice.
 */
import { request } from '/dist/runtime.js';
import { syncCart } from '/dist/runtime/cart.js';

request('GET', '/api/commerce/cart').then(
  (cart) => syncCart(cart),
  (error) => console.warn('The cart could not be loaded; the indicator shows it after the first add.', error),
);
