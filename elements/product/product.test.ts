import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../cart-indicator/define.js';
import './define.js';
import type { SqsProductElement } from './define.js';
import { clampQuantity, readProduct, soldOut } from './useProduct.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';

const PRODUCTS = '/api/commerce/products/';
const ENTRIES = '/api/commerce/cart/entries';

/** A request the page made through `fetch`: where, how and with what body. */
interface Seen {
  url: string;
  method: string;
  body: string | undefined;
}

/**
 * Records every `fetch` of the page while a test runs, passing it on to the reference API — or, for the requests
 * `fail` matches, failing as a lost connection does.
 */
function recordFetches(fail: (url: string, method: string) => boolean = () => false) {
  const original = window.fetch;
  const seen: Seen[] = [];
  window.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init.method ?? 'GET';
    seen.push({ url, method, body: typeof init.body === 'string' ? init.body : undefined });
    if (fail(url, method)) return Promise.reject(new TypeError('Failed to fetch'));
    return original(input, init);
  }) as typeof fetch;
  return { seen, restore: () => void (window.fetch = original) };
}

let restoreFetch: (() => void) | undefined;

const part = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const addButton = (el: Element) => part<HTMLButtonElement>(el, 'add')!;
const selects = (el: Element) => [...shadow(el).querySelectorAll<HTMLSelectElement>('select')];
const labelOf = (el: Element, control: HTMLElement) =>
  shadow(el).querySelector(`label[for="${control.id}"]`)?.textContent ?? null;

/** Waits until `el` shows `state`. */
const reaches = (el: HTMLElement, state: string) =>
  waitUntil(() => el.dataset.state === state, `<sqs-product> never reached ${state} (it is ${el.dataset.state})`);

/** Places a product that carries `json` in a slotted script and waits until it is ready; returns it and the warnings. */
async function slottedProduct(json: object): Promise<{ el: SqsProductElement; warnings: string[] }> {
  const el = document.createElement('sqs-product');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(json);
  el.append(script);
  const warnings = await captureWarnings(async () => {
    await fixture(html`<main></main>`).then((main) => main.append(el));
    await reaches(el, 'ready');
  });
  return { el, warnings };
}

/** Places a product with `attributes` and waits until it shows `state` (ready by default). */
async function product(attributes: Record<string, string>, state = 'ready'): Promise<SqsProductElement> {
  const el = document.createElement('sqs-product');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const holder = await fixture<HTMLDivElement>(html`<main><div style="width: 600px"></div></main>`);
  holder.firstElementChild!.append(el);
  await reaches(el, state);
  return el;
}

/** Chooses `value` in the select labelled `name`, as a visitor does. */
async function choose(el: SqsProductElement, name: string, value: string): Promise<void> {
  const select = selects(el).find((s) => labelOf(el, s) === name)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await waitUntil(() => selects(el).find((s) => labelOf(el, s) === name)!.value === value, `${name} not chosen`);
}

/** Returns the product the reference API serves as `slug`. */
async function served(
  slug: string,
): Promise<{ id: number; structuredContent: { variants: Array<{ id: number; sku: string }> } }> {
  return (await (await fetch(`${PRODUCTS}${slug}`)).json()) as never;
}

/** Returns the quantity of this browser's cart on the reference API (other test files may have added to it). */
async function cartQuantity(): Promise<number> {
  return ((await (await fetch('/api/commerce/cart')).json()) as { totalQuantity: number }).totalQuantity;
}

/** Sets the quantity field to `text` and leaves it. */
async function typeQuantity(el: SqsProductElement, text: string): Promise<HTMLInputElement> {
  const input = part(el, 'quantity')!.querySelector('input')!;
  input.focus();
  input.select();
  // Key by key: WebKit's automation drops keys typed in one burst into a number field.
  for (const key of text) await sendKeys({ press: key });
  input.blur();
  return input;
}

describe('<sqs-product>', () => {
  afterEach(() => {
    resetConfiguration();
    restoreFetch?.();
    restoreFetch = undefined;
  });

  it('loads the apron by slug: name, lowest price, one labelled select per option and a disabled Add with its reason', async () => {
    const el = await product({ slug: 'linen-apron' });
    await expect(el).to.be.accessible();
    expect(part(el, 'name')!.textContent).to.equal('Linen baker’s apron');
    // The lowest-priced variant is M/Natural on sale: $26.00 with $32.00 struck through.
    expect(part(el, 'sale-price')!.textContent).to.equal('$26.00');
    expect(part(el, 'original-price')!.tagName).to.equal('S');
    expect(selects(el).map((s) => labelOf(el, s))).to.deep.equal(['Size', 'Colour']);
    expect([...selects(el)[0].options].map((o) => o.textContent)).to.deep.equal(['Choose Size', 'S', 'M', 'L']);
    expect(addButton(el).disabled).to.equal(true);
    const reason = part(el, 'reason')!;
    expect(reason.textContent).to.equal('Choose Size and Colour to add this to your cart.');
    expect(addButton(el).getAttribute('aria-describedby')).to.equal(reason.id);
    expect(part(el, 'quantity')!.querySelector('input')!.value).to.equal('1');
  });

  it('keeps the box of its name, price, quantity and button rows from loading to loaded, and when the load fails', async () => {
    // The loaf's request waits until the test lets it through; the unknown slug's is answered 404.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(`${PRODUCTS}sourdough-loaf`)) await held;
      return original(input, init);
    }) as typeof fetch;
    restoreFetch = () => void (window.fetch = original);
    const holder = await fixture<HTMLElement>(html`<main style="line-height: 1.5; width: 600px"></main>`);
    holder.innerHTML =
      '<sqs-product slug="sourdough-loaf"></sqs-product><sqs-product slug="no-such-product"></sqs-product>';
    const [loaf, missing] = [...holder.children] as SqsProductElement[];
    await reaches(loaf!, 'loading');
    await expect(holder).to.be.accessible();
    const loading = loaf!.getBoundingClientRect().height;
    // Four 12 px gaps, the name's line (16 px at 1.5), the price's and the quantity label's lines (21 px), the 4 px
    // under the label, the 44 px field and the 44 px button.
    expect(loading).to.be.closeTo(4 * 12 + 24 + 2 * 21 + 4 + 2 * 44, 0.5);
    await reaches(missing!, 'failed');
    expect(missing!.getBoundingClientRect().height).to.equal(loading);
    release();
    await reaches(loaf!, 'ready');
    expect(loaf!.getBoundingClientRect().height).to.be.closeTo(loading, 0.5);
  });

  it('chooses a variant only when every option is; a sale shows the original struck through, both named', async () => {
    const el = await product({ slug: 'linen-apron' });
    await choose(el, 'Size', 'M');
    expect(addButton(el).disabled, 'one option of two').to.equal(true);
    expect(part(el, 'reason')!.textContent).to.equal('Choose Colour to add this to your cart.');
    await choose(el, 'Colour', 'Sage');
    await waitUntil(() => !addButton(el).disabled, 'Add never enabled');
    expect(part(el, 'price')!.textContent).to.equal('$32.00');
    expect(part(el, 'original-price')).to.equal(null);
    await choose(el, 'Colour', 'Natural');
    await waitUntil(() => part(el, 'original-price'), 'the sale never showed');
    await expect(el).to.be.accessible();
    // Read aloud: 'Sale price $26.00 Original price $32.00', not just two amounts.
    expect(part(el, 'price')!.textContent).to.equal('Sale price $26.00 Original price $32.00');
    expect(part(el, 'original-price')!.tagName).to.equal('S');
    expect(part(el, 'reason')).to.equal(null);
    // Back to no colour: no variant, the button disabled again.
    await choose(el, 'Colour', '');
    expect(addButton(el).disabled).to.equal(true);
  });

  it('disables the sold-out combination and says so: L/Sage from either side', async () => {
    const el = await product({ slug: 'linen-apron' });
    await choose(el, 'Size', 'L');
    const sage = [...selects(el)[1].options].find((o) => o.value === 'Sage')!;
    expect(sage.disabled).to.equal(true);
    expect(sage.textContent).to.equal('Sage — Sold out');
    expect([...selects(el)[1].options].find((o) => o.value === 'Natural')!.disabled).to.equal(false);
    await expect(el).to.be.accessible();
    await choose(el, 'Size', '');
    await choose(el, 'Colour', 'Sage');
    const large = [...selects(el)[0].options].find((o) => o.value === 'L')!;
    expect(large.disabled).to.equal(true);
    expect(large.textContent).to.equal('L — Sold out');
  });

  it('sends a gift card amount to the gift-card checkout, no quantity, the cart untouched', async () => {
    configure({ context: { websiteId: 'bakery-website' } });
    const gift = await served('gift-card');
    const before = await cartQuantity();
    const el = await product({ slug: 'gift-card' });
    // The denominations are a radio group of amounts, operated by keyboard.
    const radios = [...shadow(el).querySelectorAll<HTMLInputElement>('[part~="amounts"] input[type="radio"]')];
    expect(radios.map((r) => r.parentElement!.textContent!.trim())).to.deep.equal(['$25.00', '$50.00', '$100.00']);
    expect(shadow(el).querySelector('[part~="amounts"] legend')!.textContent).to.equal('Amount');
    expect(part(el, 'reason')!.textContent).to.equal('Choose an amount to buy this gift card.');
    expect(part(el, 'quantity')).to.equal(null);
    expect(addButton(el).textContent).to.equal('Purchase');
    radios[0].focus();
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => radios[1].checked && !addButton(el).disabled, 'the $50 amount was never chosen');
    await expect(el).to.be.accessible();

    const { seen, restore } = recordFetches();
    restoreFetch = restore;
    const going = oneEvent(el, 'sqs-product-checkout');
    // The test keeps the page: cancelling the event is what a host page does to go there its own way.
    el.addEventListener('sqs-product-checkout', (e) => e.preventDefault(), { once: true });
    addButton(el).click();
    const event = await going;
    expect(event.detail).to.deep.equal({
      kind: 'gift-card',
      url: `/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${gift.id}&sku=GIFT-50`,
    });
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    expect(seen).to.deep.equal([]);
    await reaches(el, 'ready');
    expect(await cartQuantity()).to.equal(before);
    const page = await fetch(event.detail.url);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('<li aria-current="true">$50.00 (chosen)</li>');
  });

  it('gives no gift-card URL without the site’s websiteId: one warning, then Please try again', async () => {
    const el = await product({ slug: 'gift-card' });
    shadow(el).querySelector<HTMLInputElement>('[part~="amounts"] input')!.click();
    await waitUntil(() => !addButton(el).disabled, 'no amount chosen');
    const warnings = await captureWarnings(async () => {
      addButton(el).click();
      await reaches(el, 'error');
    });
    expect(warnings).to.deep.equal([
      'sqs-elements: the gift-card checkout needs websiteId as letters, digits, - or _ (1 to 128); no URL.',
    ]);
    expect(part(el, 'error')!.textContent).to.equal('Please try again');
    await expect(el).to.be.accessible();
  });

  it('never opens a checkout from a hostile product id or SKU: one warning, then Please try again', async () => {
    configure({ context: { websiteId: 'bakery-website' } });
    const { el } = await slottedProduct({
      id: 'javascript:alert(1)',
      name: 'Gift',
      structuredContent: {
        productType: 4,
        variants: [
          {
            id: 7,
            sku: 'GIFT-X',
            price: 1000,
            unlimited: true,
            optionValues: [{ optionName: 'Amount', value: '$10' }],
          },
        ],
      },
    });
    shadow(el).querySelector<HTMLInputElement>('[part~="amounts"] input')!.click();
    await waitUntil(() => !addButton(el).disabled, 'no amount chosen');
    let fired = false;
    el.addEventListener('sqs-product-checkout', () => (fired = true));
    const warnings = await captureWarnings(async () => {
      addButton(el).click();
      await reaches(el, 'error');
    });
    expect(warnings).to.deep.equal([
      'sqs-elements: the gift-card checkout needs giftCardProductId as letters, digits, - or _ (1 to 128); no URL.',
    ]);
    expect(fired).to.equal(false);
    expect(part(el, 'error')!.textContent).to.equal('Please try again');
  });

  it('subscribes: a cart and token of its own from the API, then the subscription checkout', async () => {
    const bread = await served('bread-of-the-month');
    const before = await cartQuantity();
    const el = await product({ slug: 'bread-of-the-month' });
    expect(part(el, 'quantity')).to.equal(null);
    expect(addButton(el).textContent).to.equal('Subscribe');
    await expect(el).to.be.accessible();
    const { seen, restore } = recordFetches();
    restoreFetch = restore;
    el.addEventListener('sqs-product-checkout', (e) => e.preventDefault(), { once: true });
    const going = oneEvent(el, 'sqs-product-checkout');
    addButton(el).focus();
    await sendKeys({ press: 'Enter' });
    const event = await going;
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.length).to.be.greaterThan(0);
    for (const post of posts) {
      expect(new URL(post.url, location.href).pathname).to.equal('/api/commerce/subscriptions');
      expect(JSON.parse(post.body!)).to.deep.equal({ variantId: bread.structuredContent.variants[0]!.id });
    }
    expect(event.detail.kind).to.equal('subscription');
    expect(event.detail.url).to.match(/^\/checkout\/subscribe\?cartToken=[\w-]{32}$/);
    const page = await fetch(event.detail.url);
    expect(await page.text()).to.contain('<li>Bread of the month: Billed every month, 12 payments</li>');
    expect(await cartQuantity()).to.equal(before);
  });

  it('asks to check the connection when the subscription cannot reach the server', async () => {
    const el = await product({ slug: 'bread-of-the-month' });
    const { restore } = recordFetches((url) => url.includes('/api/commerce/subscriptions'));
    restoreFetch = restore;
    addButton(el).click();
    await reaches(el, 'error');
    expect(part(el, 'error')!.textContent).to.equal('Please check your internet connection');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
  });

  it('says Not enough stock on a 409 and keeps the choice', async () => {
    const el = await product({ slug: 'sourdough-loaf' });
    expect(part(el, 'price')!.textContent).to.equal('$6.50');
    expect(selects(el)).to.deep.equal([]);
    const input = await typeQuantity(el, '999');
    addButton(el).click();
    await reaches(el, 'error');
    await expect(el).to.be.accessible();
    const error = part(el, 'error')!;
    expect(error.textContent).to.equal('Not enough stock');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(input.value).to.equal('999');
    expect(addButton(el).disabled).to.equal(false);
  });

  it('asks to check the connection when the add cannot reach the server, the choice kept', async () => {
    const el = await product({ slug: 'linen-apron' });
    await choose(el, 'Size', 'S');
    await choose(el, 'Colour', 'Natural');
    const { seen, restore } = recordFetches((url, method) => method === 'POST' && url.includes(ENTRIES));
    restoreFetch = restore;
    addButton(el).click();
    await reaches(el, 'error');
    expect(part(el, 'error')!.textContent).to.equal('Please check your internet connection');
    expect(seen.some((s) => s.method === 'POST')).to.equal(true);
    expect(selects(el).map((s) => s.value)).to.deep.equal(['S', 'Natural']);
    // Choosing again clears the error.
    await choose(el, 'Colour', 'Sage');
    expect(part(el, 'error')).to.equal(null);
  });

  it('clamps the quantity to whole numbers from 1 to 999', async () => {
    const el = await product({ slug: 'sourdough-loaf' });
    const input = part(el, 'quantity')!.querySelector('input')!;
    expect([input.min, input.max, input.type]).to.deep.equal(['1', '999', 'number']);
    expect(labelOf(el, input)).to.equal('Quantity');
    await typeQuantity(el, '5000');
    await waitUntil(() => input.value === '999', `5000 became ${input.value}`);
    await typeQuantity(el, '0');
    await waitUntil(() => input.value === '1', `0 became ${input.value}`);
    expect([clampQuantity(2.6), clampQuantity(-4), clampQuantity(Number.NaN), clampQuantity(1e9)]).to.deep.equal([
      3, 1, 1, 999,
    ]);
  });

  it('shows a subscription product’s text under its price', async () => {
    const el = await product({ slug: 'bread-of-the-month' });
    await expect(el).to.be.accessible();
    expect(part(el, 'price')!.textContent).to.equal('$24.00');
    expect(part(el, 'subscription')!.textContent).to.equal('Every month for 12 payments');
    expect(addButton(el).disabled).to.equal(false);
  });

  it('shows a product whose subscription unit is named like an Object member, with a warning and no text', async () => {
    for (const unit of ['__proto__', 'constructor', 'toString']) {
      const json = {
        id: 8,
        name: 'Bread club',
        structuredContent: {
          productType: 1,
          subscriptionPlan: { billingPeriod: { unit, value: 1 }, numBillingCycles: 0 },
          variants: [{ id: 80, price: 2400, qtyInStock: 5, sku: 'CLUB', optionValues: [] }],
        },
      };
      const { el, warnings } = await slottedProduct(json);
      await expect(el).to.be.accessible();
      expect(part(el, 'name')!.textContent, unit).to.equal('Bread club');
      expect(part(el, 'subscription'), unit).to.equal(null);
      expect(
        warnings.some((w) => w.includes('subscription plan')),
        unit,
      ).to.be.true;
    }
  });

  it('fails with Retry for an unknown slug, and loads again on Retry', async () => {
    const el = await product({ slug: 'no-such-product' }, 'failed');
    await expect(el).to.be.accessible();
    expect(part(el, 'load-failed')!.textContent).to.equal('Unable to load. Try again.');
    const { seen, restore } = recordFetches();
    restoreFetch = restore;
    part(el, 'retry')!.click();
    await waitUntil(() => seen.some((s) => s.url.endsWith(`${PRODUCTS}no-such-product`)), 'Retry requested nothing');
    await reaches(el, 'failed');
  });

  it('reads a slotted JSON product, untrusted: text stays text, prices are clamped, no slug needed', async () => {
    const json = {
      id: 7,
      name: '<img src=x onerror="window.hacked=1">Tea towel',
      structuredContent: {
        productType: 1,
        variants: [{ id: 70, price: 99999999999, qtyInStock: 2, sku: 'TOWEL', optionValues: [] }],
      },
    };
    const { el, warnings } = await slottedProduct(json);
    await expect(el).to.be.accessible();
    expect(part(el, 'name')!.textContent).to.equal(json.name);
    expect(shadow(el).querySelector('img')).to.equal(null);
    expect(part(el, 'price')!.textContent).to.equal('$1,000,000.00');
    expect(warnings.some((w) => w.includes('price'))).to.equal(true);
    expect(addButton(el).disabled).to.equal(false);
  });

  it('warns once about bad product JSON and falls back to the slug; without either it shows nothing', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await product({ product: '{not json', slug: 'sourdough-loaf' });
      expect(part(el, 'price')!.textContent).to.equal('$6.50');
    });
    expect(warnings.filter((w) => w.includes('<sqs-product>') && w.includes('product'))).to.have.length(1);

    const bad = document.createElement('sqs-product');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '[1, 2';
    bad.append(script);
    const more = await captureWarnings(async () => {
      await fixture(html`<main></main>`).then((main) => main.append(bad));
      await reaches(bad, 'idle');
    });
    expect(more.filter((w) => w.includes('<sqs-product>') && w.includes('slotted product JSON'))).to.have.length(1);
    expect(
      more.filter((w) => w.includes('<sqs-product>') && w.includes('needs product JSON or a slug')),
    ).to.have.length(1);
    expect(shadow(bad).querySelector('[part~="base"]')).to.equal(null);
  });

  it('shows prices in the currency attribute; an unknown one warns once and the product’s own is used', async () => {
    const euro = await product({ slug: 'sourdough-loaf', currency: 'EUR' });
    expect(part(euro, 'price')!.textContent).to.equal('€6.50');
    const warnings = await captureWarnings(async () => {
      const el = await product({ slug: 'sourdough-loaf', currency: 'XX<script>' });
      expect(part(el, 'price')!.textContent).to.equal('$6.50');
    });
    expect(warnings.filter((w) => w.includes('<sqs-product>') && w.includes('currency'))).to.have.length(1);
  });

  it('speaks French under lang="fr": labels, button, reason and the price in the French format', async () => {
    const holder = await fixture<HTMLElement>(html`<main lang="fr"></main>`);
    const el = document.createElement('sqs-product');
    el.setAttribute('slug', 'linen-apron');
    holder.append(el);
    await reaches(el, 'ready');
    await waitUntil(() => addButton(el).textContent === 'Ajouter au panier', 'the button never spoke French');
    await expect(el).to.be.accessible();
    expect(part(el, 'reason')!.textContent).to.equal(
      'Choisissez Size et Colour pour ajouter cet article à votre panier.',
    );
    expect(part(el, 'sale-price')!.textContent).to.match(/^26,00\s\$/);
    expect(part(el, 'price')!.textContent).to.include('Prix d’origine');
    await choose(el, 'Size', 'L');
    expect([...selects(el)[1].options].find((o) => o.value === 'Sage')!.textContent).to.equal('Sage — Épuisé');
    for (const [slug, button] of [
      ['bread-of-the-month', 'S’abonner'],
      ['gift-card', 'Acheter'],
    ] as const) {
      el.setAttribute('slug', slug);
      await waitUntil(() => addButton(el)?.textContent === button, `${slug} never said ${button}`);
    }
    expect(part(el, 'reason')!.textContent).to.equal('Choisissez un montant pour acheter cette carte cadeau.');
  });

  it('works out sold-out values and reads ids beside the normalised product', () => {
    const data = readProduct({
      id: 'p1',
      name: 42,
      structuredContent: {
        variants: [
          { id: 1, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'S' }] },
          { id: { bad: true }, qtyInStock: 1, optionValues: [{ optionName: 'Size', value: 'M' }] },
        ],
      },
    });
    expect([data.id, data.name, data.variantIds]).to.deep.equal(['p1', '', [1, '']]);
    expect(soldOut(data.product, {}, 'Size', 'S')).to.equal(true);
    expect(soldOut(data.product, {}, 'Size', 'M')).to.equal(false);
  });
});
