/**
 * Plays the runtime's cart module on the cart-indicator example: each button changes a pretend cart and dispatches
 * `sqs-cart-sync` { totalQuantity, subtotalText } on `document`, which every `<sqs-cart-indicator>` follows. The
 * output line shows the indicator's host attributes, which the element keeps equal to what it shows.
 */
const PRICE = 15;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
let quantity = 0;

function sync(detail) {
  document.dispatchEvent(new CustomEvent('sqs-cart-sync', { detail }));
}

const actions = {
  add: () => sync({ totalQuantity: ++quantity, subtotalText: money.format(quantity * PRICE) }),
  'add-many': () => sync({ totalQuantity: (quantity += 100), subtotalText: money.format(quantity * PRICE) }),
  empty: () => sync({ totalQuantity: (quantity = 0), subtotalText: money.format(0) }),
  malformed: () => sync({ totalQuantity: 'lots' }),
};

for (const button of document.querySelectorAll('button[data-cart]')) {
  button.addEventListener('click', () => actions[button.dataset.cart]?.());
}

const indicator = document.getElementById('synced');
const state = document.getElementById('synced-state');
const show = () => {
  const attributes = ['data-state', 'count', 'subtotal'].filter((name) => indicator.hasAttribute(name));
  state.textContent = attributes.map((name) => `${name}="${indicator.getAttribute(name)}"`).join(' ') || '(none yet)';
};
new MutationObserver(show).observe(indicator, { attributes: true });
show();
