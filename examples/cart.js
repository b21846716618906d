/**
 * The cart example's "Add sample items" button: adds the recipe book, a linen apron and a gift card (whose recipient is
 * asked with Edit Details) to this browser's cart through
 * the reference API (the runtime's request helper, which handles the crumb as for the elements), then reloads so
 * `<sqs-cart>` shows them. This is the module instance the loader started (same URL), so importing it starts nothing.
 */
import { request } from '/dist/runtime.js';

document.getElementById('add-samples')?.addEventListener('click', async () => {
  const { products } = await request('GET', '/api/commerce/products');
  const first = (slug) => products.find((p) => p.slug === slug)?.structuredContent.variants[0]?.id;
  for (const id of [first('recipe-book'), first('linen-apron'), first('gift-card')])
    if (id) await request('POST', '/api/commerce/cart/entries', { json: { variantId: id, quantity: 1 } });
  location.reload();
});
