import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import { sendKeys } from '@web/test-runner-commands';
import { shadow } from '../support/helpers.js';

/**
 * The giving and buying-outright paths, end to end over the served examples and the reference API: a visitor
 * chooses an amount on donation.html, donates, confirms on the donation checkout (page type 203) and reaches the
 * confirmation (204); on shop.html they subscribe to the bread of the month, reach the subscription checkout with the
 * cart token the API issued, and confirm (206); and they buy a gift card's amount and reach its checkout. The pages
 * run in a same-origin frame, so the test reads their shadow trees.
 */

type FrameWindow = Window & typeof globalThis;

let frame: HTMLIFrameElement;
const win = () => frame.contentWindow as FrameWindow;
const doc = () => frame.contentDocument!;
const part = <T extends Element = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);

/** Opens `path` in the test's frame and resolves once it has loaded. */
async function open(path: string): Promise<void> {
  const loaded = oneEvent(frame, 'load');
  frame.src = path;
  await loaded;
}

/** Runs `act` and resolves once the frame has loaded the page it leads to. */
async function leadsOn(act: () => void): Promise<void> {
  const loaded = oneEvent(frame, 'load');
  act();
  await loaded;
}

/** Returns the page type the frame's page names in its site context, or undefined. */
const pageType = () =>
  (JSON.parse(doc().getElementById('sqs-site-context')?.textContent || '{}') as { pageType?: number }).pageType;

/** Runs axe on the frame's page; returns the violations. */
const violations = (): Promise<string[]> => frameViolations(frame);

/** Waits until the shop's product `slug` has loaded, and returns it. */
async function shopProduct(slug: string): Promise<HTMLElement> {
  const el = () => doc().querySelector<HTMLElement>(`sqs-product[slug="${slug}"]`);
  await waitUntil(() => el()?.dataset.state === 'ready', `${slug} never loaded`, { timeout: 8000 });
  return el()!;
}

/**
 * Presses `button` and resolves with the checkout address the product goes to, keeping the page (the shop's site
 * context names another host as its base URL, so the test opens the address's path on this one).
 */
async function checkoutOf(product: HTMLElement, button: HTMLButtonElement): Promise<URL> {
  const going = oneEvent(product, 'sqs-product-checkout') as Promise<CustomEvent<{ url: string }>>;
  product.addEventListener('sqs-product-checkout', (e) => e.preventDefault(), { once: true });
  button.click();
  return new URL((await going).detail.url);
}

describe('giving and buying outright, end to end', function () {
  this.timeout(30000);

  beforeEach(() => {
    frame = document.createElement('iframe');
    frame.title = 'The example page';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    document.body.append(frame);
  });
  afterEach(() => frame.remove());

  it('a visitor chooses an amount, donates, confirms and reaches the contribution confirmation', async () => {
    await open('/examples/donation.html');
    const donation = doc().querySelector('sqs-donation')!;
    await waitUntil(() => donation.shadowRoot?.querySelector('[part~="donate"]'), 'the donation never rendered', {
      timeout: 8000,
    });
    expect(await violations()).to.deep.equal([]);
    const radios = [...shadow(donation).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => radios[1]!.checked, 'the $50 amount was never chosen');
    const donate = part<HTMLButtonElement>(donation, 'donate')!;
    await waitUntil(() => donate.textContent === 'Donate $50.00', donate.textContent!);

    await leadsOn(() => donate.click());
    expect(win().location.pathname + win().location.search).to.equal(
      '/checkout/donate?donatePageId=bread-for-all&amount=5000',
    );
    expect(pageType()).to.equal(203);
    expect(doc().querySelector('h1')!.textContent).to.equal('Donate');
    expect(doc().body.textContent).to.include('Amount: $50.00');
    await leadsOn(() => doc().querySelector<HTMLButtonElement>('form button')!.click());
    expect(win().location.pathname).to.equal('/checkout/donate/confirmed');
    expect(pageType()).to.equal(204);
    expect(doc().querySelector('main p')!.textContent).to.equal(
      'Your contribution of $50.00 to Bread for all: the community oven is confirmed.',
    );
  });

  it('a visitor subscribes with a cart token the API issues, reaches the subscription checkout and confirms', async () => {
    await open('/examples/shop.html');
    const bread = await shopProduct('bread-of-the-month');
    const subscribe = part<HTMLButtonElement>(bread, 'add')!;
    expect(subscribe.textContent).to.equal('Subscribe');
    expect(part(bread, 'quantity')).to.equal(null);
    const url = await checkoutOf(bread, subscribe);
    expect(url.origin).to.equal('http://localhost:8000');
    expect(url.pathname).to.equal('/checkout/subscribe');
    expect(url.search).to.match(/^\?cartToken=[\w-]{32}$/);

    await open(url.pathname + url.search);
    expect(doc().querySelector('h1')!.textContent).to.equal('Subscription checkout');
    expect(doc().querySelector('li')!.textContent).to.equal('Bread of the month: Billed every month, 12 payments');
    await leadsOn(() => doc().querySelector<HTMLButtonElement>('form button')!.click());
    expect(win().location.pathname).to.equal('/checkout/subscribe/confirmed');
    expect(pageType()).to.equal(206);
    expect(doc().querySelector('h1')!.textContent).to.equal('Subscription confirmed');
  });

  it('a visitor buys a gift card’s amount and reaches the gift-card checkout with it chosen', async () => {
    await open('/examples/shop.html');
    const gift = await shopProduct('gift-card');
    const radios = [...shadow(gift).querySelectorAll<HTMLInputElement>('[part~="amounts"] input')];
    radios[2]!.click();
    const purchase = part<HTMLButtonElement>(gift, 'add')!;
    await waitUntil(() => !purchase.disabled, 'the amount was never chosen');
    expect(purchase.textContent).to.equal('Purchase');
    const served = (await (await fetch('/api/commerce/products/gift-card')).json()) as { id: number };
    const url = await checkoutOf(gift, purchase);
    expect(url.href).to.equal(
      `http://localhost:8000/checkout/giftcard?websiteId=bakery-website&giftCardProductId=${served.id}&sku=GIFT-100`,
    );
    await open(url.pathname + url.search);
    expect(doc().querySelector('h1')!.textContent).to.equal('Gift card checkout');
    expect(doc().querySelector('li[aria-current="true"]')!.textContent).to.equal('$100.00 (chosen)');
  });
});
