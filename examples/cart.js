/**
 * The cart example's "Add sample items" button: adds the recipe book and a linen apron to this browser's cart through
 * the reference API (with the crumb it hands out on the first refusal), then reloads so `<sqs-cart>` shows them.
 */
const crumbCookie = () => /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1];

async function add(variantId, quantity, crumb = crumbCookie()) {
  const response = await fetch(`/api/commerce/cart/entries${crumb ? `?crumb=${crumb}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ variantId, quantity }),
  });
  const body = await response.json();
  if (response.status === 401 && body.crumbFail && crumb !== body.crumb) return add(variantId, quantity, body.crumb);
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
}

document.getElementById('add-samples')?.addEventListener('click', async () => {
  const { products } = await (await fetch('/api/commerce/products')).json();
  const first = (slug) => products.find((p) => p.slug === slug)?.structuredContent.variants[0]?.id;
  for (const id of [first('recipe-book'), first('linen-apron')]) if (id) await add(id, 1);
  location.reload();
});
