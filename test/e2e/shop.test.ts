import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import type { SqsCartIndicatorElement } from '../../elements/cart-indicator/define.js';
import { request } from '../../runtime/data-layer.js';
import { shadow } from '../support/helpers.js';

/**
 * The commerce acceptance test: a visitor, in the example shop served as by `npm start` (the reference API answers
 * /api/, /commerce/goto-checkout and /checkout), picks an apron's size and colour, adds it and the recipe book to the
 * cart, sees the header's cart indicator follow, opens the cart page, changes quantities with − / +, falls under the
 * store's $20.00 minimum subtotal (Checkout aria-disabled with the notice), comes back above it and reaches the
 * checkout entry, which shows the order. The pages run in a same-origin frame, so the test reads their shadow trees.
 */

type FrameWindow = Window & typeof globalThis;

/** A request the frame's page sent. */
interface Sent {
  method: string;
  path: string;
  body: string | null;
}

interface CartEntity {
  entries: Array<{ id: number; quantity: number }>;
  coupons?: unknown[];
}

let frame: HTMLIFrameElement;
const win = () => frame.contentWindow as FrameWindow;
const doc = () => frame.contentDocument!;

/** Empties this browser's cart on the reference API (its cart session cookie is shared with the frame). */
async function clearCart(): Promise<void> {
  const cart = await request<CartEntity>('GET', '/api/commerce/cart');
  for (const entry of cart.entries) await request('DELETE', `/api/commerce/cart/entries/${entry.id}`);
  if (cart.coupons?.length) await request('DELETE', '/api/commerce/cart/coupons');
}

/** Resolves once the frame has loaded its next page. */
const nextPage = () => oneEvent(frame, 'load');

/** Opens `path` in the test's frame and resolves once it has loaded. */
async function open(path: string): Promise<void> {
  const loaded = nextPage();
  frame.src = path;
  await loaded;
}

/** Records every request the frame's page sends from now on (until it navigates). */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  const w = win();
  const realFetch = w.fetch.bind(w);
  w.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input), w.location.href).pathname,
      body: typeof init?.body === 'string' ? init.body : null,
    });
    return realFetch(input, init);
  };
  return sent;
}

/** Runs axe on the frame's page; returns the violations. */
const violations = (): Promise<string[]> => frameViolations(frame);

const part = <T extends Element = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const parts = <T extends Element = HTMLElement>(el: Element, name: string) => [
  ...shadow(el).querySelectorAll<T>(`[part~="${name}"]`),
];
const indicator = () => doc().querySelector<SqsCartIndicatorElement>('header sqs-cart-indicator')!;
const product = (slug: string) => doc().querySelector<HTMLElement>(`sqs-product[slug="${slug}"]`)!;
const cart = () => doc().querySelector<HTMLElement>('sqs-cart')!;

/** Waits until every product on the shop page has loaded. */
async function productsReady(): Promise<void> {
  await waitUntil(
    () => [...doc().querySelectorAll<HTMLElement>('sqs-product[slug]')].every((p) => p.dataset.state === 'ready'),
    'the shop’s products never loaded',
    { timeout: 8000 },
  );
}

/** Chooses `value` in the product's select labelled `label`, as a visitor does (the select fires `change`). */
async function choose(el: Element, label: string, value: string): Promise<HTMLSelectElement> {
  const find = () =>
    [...shadow(el).querySelectorAll<HTMLSelectElement>('select')].find(
      (s) => shadow(el).querySelector(`label[for="${s.id}"]`)?.textContent === label,
    )!;
  find().value = value;
  find().dispatchEvent(new (win().Event)('change', { bubbles: true }));
  await waitUntil(() => find().value === value, `${label} not chosen`);
  return find();
}

/** Types `text` into the product's quantity field and leaves it, as a visitor does. */
async function setQuantity(el: Element, text: string): Promise<void> {
  const input = part(el, 'quantity')!.querySelector('input')!;
  Object.getOwnPropertyDescriptor(win().HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new (win().Event)('input', { bubbles: true }));
  input.dispatchEvent(new (win().FocusEvent)('focusout', { bubbles: true }));
  await waitUntil(() => part(el, 'quantity')?.querySelector('input')?.value === text, 'quantity not set');
}

/** Returns the cart page's entries as [product name, quantity field]. */
const entries = () =>
  parts(cart(), 'entry').map((li) => [
    li.querySelector('[part~="name"]')!.firstChild!.textContent,
    li.querySelector<HTMLInputElement>('[part~="quantity"]')!.value,
  ]);

/** Returns the − and + of the entry named `name`. */
function stepper(name: string): { decrease: HTMLButtonElement; increase: HTMLButtonElement } {
  const li = parts(cart(), 'entry').find((e) => e.querySelector('[part~="name"]')!.firstChild!.textContent === name)!;
  const [decrease, increase] = li.querySelectorAll<HTMLButtonElement>('[part~="step"]');
  return { decrease: decrease!, increase: increase! };
}

/** Returns the cart page's subtotal as shown. */
const subtotal = () => part(cart(), 'totals')!.querySelector('dd')!.textContent;

const APRON = 'Linen baker’s apron';
const BOOK = 'Sourdough recipe book (PDF)';

describe('the shop, end to end (commerce acceptance)', function () {
  this.timeout(30000);

  beforeEach(async () => {
    await clearCart();
    frame = document.createElement('iframe');
    frame.title = 'The example shop';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    document.body.append(frame);
  });
  afterEach(() => frame.remove());

  it('shop.html and cart.html pass axe, and the indicator shows the cart as soon as each page opens', async () => {
    await request('POST', '/api/commerce/cart/entries', {
      json: { variantId: await variantOf('recipe-book'), quantity: 2 },
    });
    await open('/examples/shop.html');
    await productsReady();
    // The visitor's cart, loaded when the page opens, before any add.
    await waitUntil(() => indicator().count === 2, 'the indicator never showed the cart');
    expect(indicator().subtotal).to.equal('$18.00');
    expect(await violations()).to.deep.equal([]);
    await open('/examples/cart.html');
    await waitUntil(() => cart()?.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.dataset.state === 'ready');
    await waitUntil(() => indicator().count === 2, 'the indicator never showed the cart');
    expect(await violations()).to.deep.equal([]);
  });

  it('picks a variant, adds to the cart, changes quantities, meets the minimum subtotal and reaches checkout', async () => {
    await open('/examples/shop.html');
    await productsReady();
    await waitUntil(
      () => indicator().dataset.state === 'initialised' && indicator().count === 0,
      'the empty cart never reached the indicator',
    );
    const apron = product('linen-apron');
    expect(part(apron, 'name')!.textContent).to.equal(APRON);

    // Large: Sage is sold out and cannot be chosen; Natural can.
    await choose(apron, 'Size', 'L');
    const colours = [...shadow(apron).querySelectorAll<HTMLSelectElement>('select')][1]!;
    const sage = [...colours.options].find((o) => o.value === 'Sage')!;
    expect(sage.disabled).to.equal(true);
    expect(sage.textContent).to.equal('Sage — Sold out');
    await choose(apron, 'Colour', 'Natural');
    await setQuantity(apron, '2');
    expect(part(apron, 'price')!.textContent).to.equal('$32.00');
    const shopSent = recordRequests();
    part<HTMLButtonElement>(apron, 'add')!.click();
    await waitUntil(() => indicator().count === 2, 'the indicator never counted the aprons');
    expect(indicator().subtotal).to.equal('$64.00');
    expect(part(indicator(), 'count')!.textContent).to.equal('2');
    const apronVariant = await variantOf('linen-apron', 'L/Natural');
    const cartWrites = shopSent.filter((r) => r.path.startsWith('/api/commerce/'));
    expect(cartWrites).to.deep.equal([
      {
        method: 'POST',
        path: '/api/commerce/cart/entries',
        body: JSON.stringify({ variantId: apronVariant, quantity: 2 }),
      },
    ]);

    const book = product('recipe-book');
    part<HTMLButtonElement>(book, 'add')!.click();
    await waitUntil(() => indicator().count === 3, 'the indicator never counted the book');
    expect(indicator().subtotal).to.equal('$73.00');

    // The header's cart link leads to the cart page.
    const link = part<HTMLAnchorElement>(indicator(), 'base')!;
    expect(new URL(link.href).pathname).to.equal('/examples/cart.html');
    const arrived = nextPage();
    link.click();
    await arrived;
    expect(win().location.pathname).to.equal('/examples/cart.html');
    await waitUntil(() => cart()?.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.dataset.state === 'ready');
    expect(entries()).to.deep.equal([
      [APRON, '2'],
      [BOOK, '1'],
    ]);
    expect(subtotal()).to.equal('$73.00');
    await waitUntil(() => indicator().count === 3);
    const sent = recordRequests();

    // + on the book: $82.00; − on the aprons: $50.00.
    stepper(BOOK).increase.click();
    await waitUntil(() => subtotal() === '$82.00' && indicator().count === 4, 'the book was never increased');
    stepper(APRON).decrease.click();
    await waitUntil(() => subtotal() === '$50.00' && indicator().count === 3, 'the aprons were never decreased');
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).to.deep.equal([
      '{"quantity":2}',
      '{"quantity":1}',
    ]);
    const checkout = () => part<HTMLButtonElement>(cart(), 'checkout')!;
    expect(checkout().hasAttribute('aria-disabled')).to.equal(false);

    // − on the last apron asks to confirm the removal; once removed, $18.00 is under the $20.00 minimum.
    stepper(APRON).decrease.click();
    await waitUntil(() => doc().querySelector<HTMLElement>('sqs-dialog')?.dataset.state === 'shown');
    part<HTMLButtonElement>(doc().querySelector('sqs-dialog')!, 'confirm')!.click();
    await waitUntil(() => subtotal() === '$18.00', 'the apron was never removed');
    expect(entries()).to.deep.equal([[BOOK, '2']]);
    expect(sent.filter((r) => r.method === 'DELETE')).to.have.length(1);
    await waitUntil(() => checkout().getAttribute('aria-disabled') === 'true', 'Checkout never disabled');
    const notice = part(cart(), 'notice')!;
    expect(notice.textContent).to.equal('Your order subtotal must be at least $20.00 to check out.');
    expect(checkout().getAttribute('aria-describedby')).to.equal(notice.id);
    checkout().click();
    expect(sent.map((r) => r.path)).to.not.include('/commerce/goto-checkout');
    expect(win().location.pathname).to.equal('/examples/cart.html');

    // + on the book: $27.00, over the minimum; Checkout goes to the checkout the server issues.
    stepper(BOOK).increase.click();
    await waitUntil(() => subtotal() === '$27.00' && !checkout().hasAttribute('aria-disabled'));
    expect(part(cart(), 'notice')).to.equal(null);
    await waitUntil(() => indicator().count === 3 && indicator().subtotal === '$27.00');
    const toCheckout = nextPage();
    checkout().click();
    await toCheckout;
    expect(win().location.pathname + win().location.search).to.match(/^\/checkout\?cartToken=[\w-]{32}$/);
    const order = doc().querySelector('table')!;
    expect(order.querySelector('caption')!.textContent).to.equal('Your order');
    expect(
      [...order.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((tr) => [...tr.cells].map((c) => c.textContent)),
    ).to.deep.equal([[BOOK, '3', '$27.00']]);
    expect(order.querySelector('tfoot td')!.textContent).to.equal('$27.00');
  });
});

/** Returns the id of `slug`'s variant whose option values read `options` (e.g. 'L/Natural'), or its first. */
async function variantOf(slug: string, options?: string): Promise<number> {
  const served = (await (await fetch(`/api/commerce/products/${slug}`)).json()) as {
    structuredContent: { variants: Array<{ id: number; optionValues: Array<{ value: string }> }> };
  };
  const { variants } = served.structuredContent;
  return (options ? variants.find((v) => v.optionValues.map((o) => o.value).join('/') === options)! : variants[0]!).id;
}
