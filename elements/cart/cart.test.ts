import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../cart-indicator/define.js';
import '../dialog/define.js';
import '../product/define.js';
import './define.js';
import type { SqsCartIndicatorElement } from '../cart-indicator/define.js';
import type { SqsDialogElement } from '../dialog/define.js';
import type { SqsCartElement } from './define.js';
import { MAX_QUANTITY, optionsText, parseQuantity, withQuantity, type CartEntity } from './useCart.js';
import { request } from '../../runtime/data-layer.js';
import { formatMoney } from '../../runtime/money.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';

// The reference API's store (docs/reference-api.md "Store"): minimum order subtotal $20.00, tax 8 %.
interface Product {
  slug: string;
  structuredContent: { variants: Array<{ id: number; optionValues: Array<{ optionName: string; value: string }> }> };
}

let variants: Record<'book' | 'classe' | 'apron' | 'gift', number>;

/** Empties this browser's cart (every engine has its own cart session; the store is shared). */
async function clearCart(): Promise<void> {
  const cart = await request<CartEntity>('GET', '/api/commerce/cart');
  for (const entry of cart.entries) await request('DELETE', `/api/commerce/cart/entries/${entry.id}`);
  if (cart.coupons?.length) await request('DELETE', '/api/commerce/cart/coupons');
}

/** Empties the cart, then adds `items` (variant id, quantity) through the API; returns the cart. */
async function seed(...items: Array<[number, number]>): Promise<CartEntity> {
  await clearCart();
  let cart = await request<CartEntity>('GET', '/api/commerce/cart');
  for (const [variantId, quantity] of items)
    cart = await request<CartEntity>('POST', '/api/commerce/cart/entries', { json: { variantId, quantity } });
  return cart;
}

/** A request the page sent, as the test saw it go out. */
interface Sent {
  method: string;
  path: string;
  body: string | null;
}

let sent: Sent[] = [];
let hold: ((method: string, path: string) => Promise<void> | undefined) | undefined;
const realFetch = window.fetch;

/** Records every request the page sends (and lets a test hold one back) while passing it to the real server. */
function recordRequests(): void {
  sent = [];
  hold = undefined;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? init.body : null });
    await hold?.(method, url.pathname);
    return realFetch(input, init);
  };
}

const part = <T extends Element = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const parts = <T extends Element = HTMLElement>(el: Element, name: string) => [
  ...shadow(el).querySelectorAll<T>(`[part~="${name}"]`),
];
const writes = () => sent.filter((r) => r.method !== 'GET');

/** Mounts `<sqs-cart>` and resolves once the cart has loaded. */
async function cartElement(markup = html`<sqs-cart></sqs-cart>`): Promise<SqsCartElement> {
  sent = [];
  const el = await fixture<SqsCartElement>(markup);
  await waitUntil(() => part(el, 'base')?.dataset.state === 'ready', '<sqs-cart> never loaded');
  return el;
}

/** Returns each entry shown as [product name, quantity field]. */
function shown(el: Element): Array<[string, string]> {
  return parts(el, 'entry').map((li) => [
    li.querySelector('[part~="name"]')!.firstChild!.textContent!,
    li.querySelector<HTMLInputElement>('[part~="quantity"]')!.value,
  ]);
}

/** Returns the stepper controls of the entry at `index`. */
function stepper(el: Element, index = 0) {
  const li = parts(el, 'entry')[index]!;
  const [decrease, increase] = li.querySelectorAll<HTMLButtonElement>('[part~="step"]');
  return { decrease: decrease!, increase: increase!, input: li.querySelector<HTMLInputElement>('[part~="quantity"]')! };
}

/** Returns the totals as [label, value] rows. */
const totals = (el: Element) =>
  [...part(el, 'totals')!.querySelectorAll('div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

/** Resolves with the confirm dialog once shown. */
async function confirmDialog(): Promise<SqsDialogElement> {
  await waitUntil(() => document.querySelector<SqsDialogElement>('sqs-dialog')?.dataset.state === 'shown');
  const dialog = document.querySelector<SqsDialogElement>('sqs-dialog')!;
  // A visitor acts on the dialog once it has faded in.
  const base = shadow(dialog).querySelector('[part~="base"]')!;
  await waitUntil(() => getComputedStyle(base).opacity === '1', 'the dialog never faded in', { timeout: 3000 });
  return dialog;
}
const dialogButton = (dialog: Element, result: string) =>
  shadow(dialog).querySelector<HTMLButtonElement>(`[part~="${result}"]`)!;

const ENTRY = /^\/api\/commerce\/cart\/entries\/\d+$/;

/** Clicks the Edit Details button of the entry at `index` and resolves with its form once open. */
async function openDetails(el: Element, index = 0): Promise<HTMLFormElement> {
  parts(el, 'entry')[index]!.querySelector<HTMLButtonElement>('[part~="edit-details"]')!.click();
  await waitUntil(() => part(el, 'details-form'), 'the details form never opened');
  return part<HTMLFormElement>(el, 'details-form')!;
}
const fieldsOf = (form: Element) => [...form.querySelectorAll('input')];
/** Types `text` into `input` from the keyboard. */
async function typeInto(el: Element, input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await waitUntil(() => shadow(el).activeElement === input);
  await sendKeys({ type: text });
}

describe('<sqs-cart>', () => {
  before(async () => {
    const { products } = await request<{ products: Product[] }>('GET', '/api/commerce/products');
    const first = (slug: string) => products.find((p) => p.slug === slug)!.structuredContent.variants[0]!.id;
    const apron = products.find((p) => p.slug === 'linen-apron')!.structuredContent.variants;
    variants = {
      book: first('recipe-book'),
      classe: first('bread-class'),
      apron: apron.find((v) => v.optionValues.map((o) => o.value).join('/') === 'S/Natural')!.id,
      gift: first('gift-card'),
    };
  });
  beforeEach(() => recordRequests());
  afterEach(() => {
    window.fetch = realFetch;
    for (const dialog of document.querySelectorAll('sqs-dialog')) dialog.remove();
  });

  it('shows Shopping Cart, the entries and the totals from the cart entity, and syncs the cart indicator', async () => {
    await seed([variants.book, 1], [variants.classe, 1], [variants.apron, 2]);
    sent = [];
    const wrap = await fixture<HTMLDivElement>(
      html`<div><sqs-cart-indicator></sqs-cart-indicator><sqs-cart></sqs-cart></div>`,
    );
    const el = wrap.querySelector('sqs-cart')!;
    await waitUntil(() => part(el, 'base')?.dataset.state === 'ready');
    await expect(el).to.be.accessible();
    expect(sent).to.deep.equal([{ method: 'GET', path: '/api/commerce/cart', body: null }]);
    expect(part(el, 'heading')!.textContent).to.equal('Shopping Cart');
    expect(shown(el)).to.deep.equal([
      ['Sourdough recipe book (PDF)', '1'],
      ['Bread-baking class', '1'],
      ['Linen baker’s apron', '2'],
    ]);
    expect(parts(el, 'price').map((p) => p.textContent)).to.deep.equal(['$9.00', '$65.00', '$64.00']);
    expect(parts(el, 'entry')[2]!.querySelector('.options')!.textContent).to.equal('Size: S, Colour: Natural');
    // $138.00 subtotal, 8 % tax, no shipping from $75.00.
    expect(totals(el)).to.deep.equal([
      ['Subtotal', '$138.00'],
      ['Tax', '$11.04'],
      ['Shipping', '$0.00'],
      ['Total', '$149.04'],
    ]);
    expect(part<HTMLAnchorElement>(el, 'continue')!.textContent).to.equal('Continue Shopping');
    expect(part<HTMLAnchorElement>(el, 'continue')!.getAttribute('href')).to.equal('/');
    expect(part(el, 'checkout')!.textContent).to.equal('Checkout');
    expect(part(el, 'checkout')!.hasAttribute('aria-disabled')).to.be.false;
    expect(stepper(el, 2).input.getAttribute('aria-label')).to.equal('Quantity of Linen baker’s apron');
    expect(stepper(el, 2).decrease.getAttribute('aria-label')).to.equal('Decrease quantity of Linen baker’s apron');
    expect(stepper(el, 2).increase.getAttribute('aria-label')).to.equal('Increase quantity of Linen baker’s apron');
    const indicator = wrap.querySelector<SqsCartIndicatorElement>('sqs-cart-indicator')!;
    await waitUntil(() => indicator.count === 4);
    expect(indicator.subtotal).to.equal('$138.00');
  });

  it('shows a product added on the same page at once, from the cart store, without asking the server again', async () => {
    await seed([variants.book, 1]);
    const wrap = await fixture<HTMLDivElement>(
      html`<div><sqs-product slug="bread-class"></sqs-product><sqs-cart></sqs-cart></div>`,
    );
    const el = wrap.querySelector('sqs-cart')!;
    const product = wrap.querySelector('sqs-product')!;
    await waitUntil(() => part(el, 'base')?.dataset.state === 'ready' && product.dataset.state === 'ready');
    await expect(wrap).to.be.accessible();
    expect(shown(el)).to.deep.equal([['Sourdough recipe book (PDF)', '1']]);
    sent = [];
    part<HTMLButtonElement>(product, 'add')!.click();
    await waitUntil(() => shown(el).length === 2, 'the added class never appeared in the cart');
    expect(shown(el)).to.deep.equal([
      ['Sourdough recipe book (PDF)', '1'],
      ['Bread-baking class', '1'],
    ]);
    expect(totals(el)[0]).to.deep.equal(['Subtotal', '$74.00']);
    expect(sent.filter((r) => r.method === 'GET')).to.deep.equal([]);
  });

  it('tells the cart indicators its subtotal in the host’s locale', async () => {
    await seed([variants.book, 1]);
    const synced = oneEvent(document, 'sqs-cart-sync');
    await fixture(html`<div lang="de"><sqs-cart></sqs-cart></div>`);
    const german = formatMoney(9, 'USD', 'de');
    expect(german).to.not.equal('$9.00');
    expect((await synced).detail).to.deep.equal({ totalQuantity: 1, subtotalText: german });
  });

  it('shows a change at once, sends exactly { quantity } with the crumb, then takes the totals from the answer', async () => {
    await seed([variants.book, 1]);
    const el = await cartElement();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hold = (method) => (method === 'PUT' ? held : undefined);
    const synced = oneEvent(document, 'sqs-cart-sync');
    stepper(el).increase.click();
    await waitUntil(() => stepper(el).input.value === '2', 'not shown before the answer');
    expect(parts(el, 'price')[0]!.textContent).to.equal('$18.00');
    expect(totals(el)[0]).to.deep.equal(['Subtotal', '$9.00']);
    release();
    await waitUntil(() => totals(el)[0]![1] === '$18.00');
    expect((await synced).detail).to.deep.equal({ totalQuantity: 2, subtotalText: '$18.00' });
    expect(writes()).to.have.length(1);
    expect(writes()[0]!.method).to.equal('PUT');
    expect(writes()[0]!.path).to.match(ENTRY);
    expect(writes()[0]!.body).to.equal('{"quantity":2}');
    expect(document.cookie).to.match(/(?:^|; )crumb=/);
    const server = await request<CartEntity>('GET', '/api/commerce/cart');
    expect(server.entries.map((e) => e.quantity)).to.deep.equal([2]);
  });

  it('steps with ArrowUp / ArrowDown and takes a typed quantity on Enter, from the keyboard', async () => {
    await seed([variants.book, 2]);
    const el = await cartElement();
    const { input } = stepper(el);
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => writes().length === 1 && stepper(el).input.value === '3');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => writes().length === 2 && stepper(el).input.value === '2');
    input.select();
    await sendKeys({ type: '5' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => writes().length === 3);
    await waitUntil(() => totals(el)[0]![1] === '$45.00');
    expect(writes().map((r) => r.body)).to.deep.equal(['{"quantity":3}', '{"quantity":2}', '{"quantity":5}']);
    expect(stepper(el).input.value).to.equal('5');
    // Tab reaches + and Enter on it steps.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => writes().length === 4);
    expect(writes()[3]!.body).to.equal('{"quantity":6}');
    await expect(el).to.be.accessible();
  });

  it('asks to confirm a quantity of 0 and removes the entry on confirm', async () => {
    await seed([variants.book, 1], [variants.classe, 1]);
    const el = await cartElement();
    const name = shown(el)[0]![0];
    stepper(el).decrease.click();
    const dialog = await confirmDialog();
    await expect(dialog).to.be.accessible();
    expect(dialog.textContent).to.equal(`Remove ${name} from your cart?`);
    expect(dialogButton(dialog, 'confirm').textContent).to.equal('Remove');
    expect(writes(), 'nothing sent before the answer').to.deep.equal([]);
    const synced = oneEvent(document, 'sqs-cart-sync');
    dialogButton(dialog, 'confirm').click();
    await waitUntil(() => shown(el).length === 1);
    expect(shown(el)[0]![0]).to.not.equal(name);
    expect((await synced).detail).to.deep.equal({ totalQuantity: 1, subtotalText: '$65.00' });
    expect(writes()).to.have.length(1);
    expect(writes()[0]!.method).to.equal('DELETE');
    expect(writes()[0]!.path).to.match(ENTRY);
    expect(writes()[0]!.body).to.be.null;
  });

  it('leaves the cart as it was when the removal is cancelled (button or typed 0)', async () => {
    await seed([variants.book, 1]);
    const el = await cartElement();
    stepper(el).decrease.focus();
    await sendKeys({ press: 'Enter' });
    dialogButton(await confirmDialog(), 'cancel').click();
    // The dialog's closing transition runs first; a loaded machine's WebKit takes more than a second for it.
    await waitUntil(() => !document.querySelector('sqs-dialog'), 'the dialog never closed', { timeout: 5000 });
    // Focus goes back to − once the dialog is gone.
    await waitUntil(() => shadow(el).activeElement === stepper(el).decrease, 'focus never came back');
    stepper(el).input.focus();
    stepper(el).input.select();
    await sendKeys({ type: '0' });
    await sendKeys({ press: 'Enter' });
    await confirmDialog();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !document.querySelector('sqs-dialog'), 'the dialog never closed', { timeout: 5000 });
    expect(shown(el).map(([, q]) => q)).to.deep.equal(['1']);
    expect(writes()).to.deep.equal([]);
    const server = await request<CartEntity>('GET', '/api/commerce/cart');
    expect(server.entries.map((e) => e.quantity)).to.deep.equal([1]);
  });

  it('rolls a failed quantity change back and says "Unable to update quantity"', async () => {
    const cart = await seed([variants.book, 1]);
    const el = await cartElement();
    // The entry goes behind the element's back: the server answers its change with a 404.
    await request('DELETE', `/api/commerce/cart/entries/${cart.entries[0]!.id}`);
    stepper(el).increase.click();
    await waitUntil(() => part(el, 'error')?.textContent === 'Unable to update quantity');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(shown(el).map(([, q]) => q)).to.deep.equal(['1']);
    expect(parts(el, 'price')[0]!.textContent).to.equal('$9.00');
    await expect(el).to.be.accessible();
  });

  it('keeps the entry when its removal fails and says "Unable to remove item"', async () => {
    const cart = await seed([variants.book, 1]);
    const el = await cartElement();
    await request('DELETE', `/api/commerce/cart/entries/${cart.entries[0]!.id}`);
    sent = [];
    stepper(el).decrease.click();
    dialogButton(await confirmDialog(), 'confirm').click();
    await waitUntil(() => part(el, 'error')?.textContent === 'Unable to remove item');
    expect(shown(el).map(([, q]) => q)).to.deep.equal(['1']);
    expect(writes().map((r) => r.method)).to.deep.equal(['DELETE']);
    await expect(el).to.be.accessible();
  });

  it('disables Checkout with the minimum-subtotal notice until the subtotal reaches $20.00', async () => {
    await seed([variants.book, 2]);
    const el = await cartElement();
    const checkout = part<HTMLButtonElement>(el, 'checkout')!;
    await expect(el).to.be.accessible();
    expect(checkout.getAttribute('aria-disabled')).to.equal('true');
    const notice = part(el, 'notice')!;
    expect(notice.textContent).to.equal('Your order subtotal must be at least $20.00 to check out.');
    expect(checkout.getAttribute('aria-describedby')).to.equal(notice.id);
    checkout.click();
    stepper(el).increase.click();
    await waitUntil(() => !part(el, 'checkout')!.hasAttribute('aria-disabled'));
    expect(part(el, 'notice')).to.be.null;
    expect(sent.map((r) => r.path)).to.not.include('/commerce/goto-checkout');
  });

  it('goes to the checkout the server issues (/checkout?cartToken=…)', async () => {
    await seed([variants.classe, 1]);
    const el = await cartElement();
    const going = oneEvent(el, 'sqs-cart-checkout');
    // Cancelled, so the test page stays.
    el.addEventListener('sqs-cart-checkout', (event) => event.preventDefault(), { once: true });
    part(el, 'checkout')!.click();
    const { detail } = await going;
    expect(new URL(detail.url).pathname + new URL(detail.url).search).to.match(/^\/checkout\?cartToken=[\w-]{32}$/);
    expect(sent.at(-1)).to.deep.equal({ method: 'GET', path: '/commerce/goto-checkout', body: null });
    expect((await realFetch(detail.url)).status).to.equal(200);
  });

  it('shows the spec alert when the server has no cart session', async () => {
    await seed([variants.classe, 1]);
    const el = await cartElement();
    // A cookie on the checkout path goes first (longest path), so the server sees no session.
    document.cookie = 'CartSession=none; path=/commerce/goto-checkout';
    const alerts: string[] = [];
    const realAlert = window.alert;
    window.alert = (message?: unknown) => void alerts.push(String(message));
    let went = false;
    el.addEventListener('sqs-cart-checkout', (event) => {
      went = true;
      event.preventDefault();
    });
    try {
      part(el, 'checkout')!.click();
      await waitUntil(() => alerts.length === 1);
    } finally {
      window.alert = realAlert;
      document.cookie = 'CartSession=; path=/commerce/goto-checkout; max-age=0';
    }
    expect(alerts).to.deep.equal([
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    ]);
    expect(went).to.be.false;
  });

  it('shows the discount of a coupon from the cart entity', async () => {
    await seed([variants.classe, 1]);
    await request('POST', '/api/commerce/cart/coupons', { json: { code: 'FIVEOFF' } });
    const el = await cartElement();
    // $5.00 off $65.00; tax 8 % of $60.00.
    expect(totals(el)).to.deep.equal([
      ['Subtotal', '$65.00'],
      ['Tax', '$4.80'],
      ['Shipping', '$0.00'],
      ['Discount', '−$5.00'],
      ['Total', '$64.80'],
    ]);
  });

  it('says "Please try again" when the cart cannot be loaded', async () => {
    hold = () => Promise.reject(new TypeError('offline'));
    const el = await fixture<SqsCartElement>(html`<sqs-cart></sqs-cart>`);
    await waitUntil(() => part(el, 'base')?.dataset.state === 'failed');
    await expect(el).to.be.accessible();
    expect(part(el, 'empty')!.textContent).to.equal('Please try again');
    expect(part(el, 'checkout')).to.be.null;
    expect(part(el, 'continue')!.getAttribute('href')).to.equal('/');
  });

  it('says "Please check your internet connection" when checkout cannot reach the server', async () => {
    await seed([variants.classe, 1]);
    const el = await cartElement();
    hold = (_method, path) =>
      path === '/commerce/goto-checkout' ? Promise.reject(new TypeError('offline')) : undefined;
    part(el, 'checkout')!.click();
    await waitUntil(() => part(el, 'error')?.textContent === 'Please check your internet connection');
  });

  it('shows the empty cart with Continue Shopping and no Checkout', async () => {
    await clearCart();
    const el = await cartElement(html`<sqs-cart continue-url="/examples/shop.html"></sqs-cart>`);
    await expect(el).to.be.accessible();
    expect(part(el, 'empty')!.textContent).to.equal('Your cart is empty.');
    expect(part(el, 'entries')).to.be.null;
    expect(part(el, 'checkout')).to.be.null;
    expect(part(el, 'continue')!.getAttribute('href')).to.equal('/examples/shop.html');
  });

  it('warns once and links Continue Shopping to / for a continue-url with another scheme', async () => {
    await clearCart();
    let el!: SqsCartElement;
    const warnings = await captureWarnings(async () => {
      el = await cartElement(html`<sqs-cart continue-url="javascript:alert(1)"></sqs-cart>`);
    });
    expect(warnings).to.deep.equal([
      '<sqs-cart>: invalid continue-url="javascript:alert(1)"; using the default ("/").',
    ]);
    expect(el.continueUrl).to.equal('/');
    expect(part(el, 'continue')!.getAttribute('href')).to.equal('/');
  });

  it('opens an entry’s details form with Edit Details, saves exactly what was typed and shows the details complete', async () => {
    await seed([variants.book, 1], [variants.gift, 1]);
    const el = await cartElement();
    await expect(el).to.be.accessible();
    const [book, gift] = parts(el, 'entry');
    expect(book!.querySelector('[part~="edit-details"]')).to.be.null;
    const button = gift!.querySelector<HTMLButtonElement>('[part~="edit-details"]')!;
    expect(button.textContent).to.equal('Edit Details');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(gift!.querySelector('[part~="details-status"]')!.textContent).to.equal('Details needed');
    const form = await openDetails(el, 1);
    await expect(el).to.be.accessible();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(form.id);
    expect([...form.querySelectorAll('label')].map((l) => l.textContent)).to.deep.equal([
      'Recipient’s name',
      'Gift message',
    ]);
    const [recipient, message] = fieldsOf(form);
    expect([recipient!.required, message!.required, recipient!.maxLength]).to.deep.equal([true, false, 60]);
    await waitUntil(() => shadow(el).activeElement === recipient, 'the first field never got the focus');
    await typeInto(el, recipient!, 'Ada');
    await typeInto(el, message!, 'Enjoy');
    sent = [];
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => !part(el, 'details-form'), 'the form never closed');
    expect(writes()).to.have.length(1);
    expect(writes()[0]!.method).to.equal('PUT');
    expect(writes()[0]!.path).to.match(/^\/api\/commerce\/cart\/entries\/\d+\/details$/);
    expect(writes()[0]!.body).to.equal('{"recipient":"Ada","message":"Enjoy"}');
    await waitUntil(() => parts(el, 'details-status')[0]!.textContent === 'Details added');
    await waitUntil(() => shadow(el).activeElement === parts(el, 'edit-details')[0], 'focus never came back');
    const id = writes()[0]!.path.split('/')[5]!;
    const served = await request<{ fields: Array<{ value: string }> }>(
      'GET',
      `/api/commerce/cart/entries/${id}/details`,
    );
    expect(served.fields.map((f) => f.value)).to.deep.equal(['Ada', 'Enjoy']);
  });

  it('marks the fields the server refuses, says "Update the missing or invalid information above" and keeps what was typed', async () => {
    await seed([variants.gift, 1]);
    const el = await cartElement();
    const form = await openDetails(el);
    const [recipient, message] = fieldsOf(form);
    await typeInto(el, message!, 'Warm wishes');
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => part(el, 'form-error')?.textContent === 'Update the missing or invalid information above');
    expect(part(el, 'form-error')!.getAttribute('role')).to.equal('alert');
    expect(recipient!.getAttribute('aria-invalid')).to.equal('true');
    expect(message!.hasAttribute('aria-invalid')).to.be.false;
    const described = shadow(el).getElementById(recipient!.getAttribute('aria-describedby')!)!;
    expect(described.textContent).to.equal('Required');
    await waitUntil(() => shadow(el).activeElement === recipient, 'focus never went to the refused field');
    expect(message!.value).to.equal('Warm wishes');
    expect(writes().at(-1)!.body).to.equal('{"recipient":"","message":"Warm wishes"}');
    await expect(el).to.be.accessible();
    await typeInto(el, recipient!, 'Ada');
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => !part(el, 'details-form'));
    expect(writes().at(-1)!.body).to.equal('{"recipient":"Ada","message":"Warm wishes"}');
    expect(part(el, 'details-status')!.textContent).to.equal('Details added');
  });

  it('closes the details form with Cancel or a second Edit Details, sending nothing, and gives the focus back', async () => {
    await seed([variants.gift, 1]);
    const el = await cartElement();
    const form = await openDetails(el);
    await typeInto(el, fieldsOf(form)[0]!, 'Ada');
    part<HTMLButtonElement>(el, 'cancel')!.click();
    await waitUntil(() => !part(el, 'details-form'));
    await waitUntil(() => shadow(el).activeElement === part(el, 'edit-details'), 'focus never came back');
    const again = await openDetails(el);
    expect(fieldsOf(again)[0]!.value, 'the server’s answer, not the cancelled text').to.equal('');
    part<HTMLButtonElement>(el, 'edit-details')!.click();
    await waitUntil(() => !part(el, 'details-form'));
    expect(part(el, 'edit-details')!.getAttribute('aria-expanded')).to.equal('false');
    expect(writes()).to.deep.equal([]);
    expect(part(el, 'details-status')!.textContent).to.equal('Details needed');
  });

  it('never shows an answer the server masks, and sends the mask back while its field stays empty', async () => {
    await seed([variants.gift, 1]);
    const el = await cartElement();
    const recording = window.fetch;
    const saved: string[] = [];
    // The server keeps a secret answer and sends __MASKED_FIELD__ in its place; a save is only recorded.
    window.fetch = async (input, init) => {
      const path = new URL(String(input), location.href).pathname;
      if (!path.endsWith('/details')) return recording(input, init);
      if (init?.method === 'PUT') {
        saved.push(String(init.body));
        return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      }
      const fields = [
        { name: 'recipient', label: 'Recipient', value: 'Ada' },
        { name: 'pin', label: 'PIN', required: true, value: '__MASKED_FIELD__' },
      ];
      return new Response(JSON.stringify({ fields }), { headers: { 'Content-Type': 'application/json' } });
    };
    const form = await openDetails(el);
    const [recipient, pin] = fieldsOf(form);
    expect([recipient!.value, pin!.value, pin!.type]).to.deep.equal(['Ada', '', 'password']);
    await expect(el).to.be.accessible();
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => saved.length === 1, 'nothing was saved');
    expect(JSON.parse(saved[0]!)).to.deep.equal({ recipient: 'Ada', pin: '__MASKED_FIELD__' });
    await waitUntil(() => part(el, 'form-error')?.textContent === 'Unable to update form');
    await typeInto(el, pin!, '4321');
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => saved.length === 2, 'the second save was not sent');
    expect(JSON.parse(saved[1]!)).to.deep.equal({ recipient: 'Ada', pin: '4321' });
  });

  it('says "Unable to open form" when the server has no such entry', async () => {
    const cart = await seed([variants.gift, 1]);
    const el = await cartElement();
    // The entry goes behind the element's back: the server answers its form with a 404.
    await request('DELETE', `/api/commerce/cart/entries/${cart.entries[0]!.id}`);
    parts(el, 'edit-details')[0]!.click();
    await waitUntil(() => part(el, 'error')?.textContent === 'Unable to open form');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'details-form')).to.be.null;
    expect(parts(el, 'edit-details')[0]!.getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('says "Unable to update form" when the save fails otherwise, and keeps the form and what was typed', async () => {
    const cart = await seed([variants.gift, 1]);
    const el = await cartElement();
    const form = await openDetails(el);
    const [recipient, message] = fieldsOf(form);
    await typeInto(el, recipient!, 'Ada');
    await typeInto(el, message!, 'Enjoy');
    await request('DELETE', `/api/commerce/cart/entries/${cart.entries[0]!.id}`);
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => part(el, 'form-error')?.textContent === 'Unable to update form');
    expect(part(el, 'form-error')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'details-form')).to.equal(form);
    expect([recipient!.value, message!.value]).to.deep.equal(['Ada', 'Enjoy']);
    expect(form.querySelector('[aria-invalid]')).to.be.null;
    await expect(el).to.be.accessible();
  });

  it('reads typed quantities as whole numbers up to 999 and keeps the other entries as they are', () => {
    expect(MAX_QUANTITY).to.equal(999);
    expect(['3', ' 12 ', '0', '1000', '99999'].map(parseQuantity)).to.deep.equal([3, 12, 0, 999, 999]);
    expect(['', 'two', '-1', '1.5', '1e3'].map(parseQuantity)).to.deep.equal([null, null, null, null, null]);
    const cart: CartEntity = {
      entries: [
        { id: 1, quantity: 1, unitPriceCents: 900, lineTotalCents: 900 },
        { id: 2, quantity: 2, unitPriceCents: 3200, lineTotalCents: 6400 },
      ],
    };
    expect(withQuantity(cart, 1, 3).entries).to.deep.equal([
      { id: 1, quantity: 3, unitPriceCents: 900, lineTotalCents: 2700 },
      cart.entries[1],
    ]);
    expect(withQuantity(cart, 2, 0).entries).to.deep.equal([cart.entries[0]]);
    expect(optionsText({ id: 3, quantity: 1, optionValues: [{ optionName: 'Size', value: 'M' }] })).to.equal('Size: M');
    expect(optionsText({ id: 4, quantity: 1 })).to.equal('');
  });
});
