// The example site's cart: the runtime's cart store keeps it and tells every <sqs-cart-indicator>. This is the same
// module instance the loader started (same URL), so importing it here starts nothing twice.
import { request } from '/dist/runtime.js';
import { syncCart } from '/dist/runtime/cart.js';

const LOAF_CENTS = 850;
let loaves = 0;

function sync() {
  syncCart({
    totalQuantity: loaves,
    subtotalCents: loaves * LOAF_CENTS,
    subtotalAmount: { value: ((loaves * LOAF_CENTS) / 100).toFixed(2), currencyCode: 'USD' },
    entries: loaves ? [{ quantity: loaves }] : [],
  });
}

document.getElementById('add').addEventListener('click', () => {
  loaves += 1;
  sync();
});
document.getElementById('empty').addEventListener('click', () => {
  loaves = 0;
  sync();
});
sync();

// A members-only request: without a site-user session it answers loginRequired, and the runtime opens the
// <sqs-login-prompt> above; the request is retried once the visitor has signed in.
document.getElementById('members').addEventListener('click', async () => {
  const result = document.getElementById('members-result');
  try {
    const answer = await request('GET', '/api/site-users/account/member-area');
    result.textContent = `Welcome, ${answer.email}.`;
  } catch (error) {
    result.textContent = error.message;
  }
});
