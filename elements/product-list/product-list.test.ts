import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsProductListElement } from './define.js';
import { CONSENT_COOKIE, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { startIntegrations, stopIntegrations } from '../../runtime/integrations.js';
import type { Outbox, OutboxRequest } from '../../runtime/outbox.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import { useSiteContext } from '../../test/support/site-context.js';

/** Census requests, intercepted at the outbox the element is given. */
let requests: OutboxRequest[];
const recorder = { enqueue: async (request: OutboxRequest) => (requests.push(request), 'id') } as unknown as Outbox;

/** Records every `fetch` of the page while a test runs, passing it on to the reference API. */
function recordFetches() {
  const original = window.fetch;
  const seen: URL[] = [];
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new URL(String(input instanceof Request ? input.url : input), location.href));
    return original(input, init);
  }) as typeof fetch;
  restoreFetch = () => void (window.fetch = original);
  return seen;
}
let restoreFetch: (() => void) | undefined;

const pathOf = (request: OutboxRequest) => new URL(request.url, location.href).pathname;
const parts = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const names = (el: Element) => parts(el, 'name').map((p) => p.textContent);
const button = (el: Element, part: string, text: string) =>
  parts(el, part).find((b) => b.textContent!.startsWith(text) || b.textContent!.endsWith(text)) as HTMLButtonElement;
/** Returns whether `node` is inside `host`, through the shadow roots between them. */
function within(host: Element, node: Node | null): boolean {
  for (let at = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === host) return true;
  return false;
}
const dialogOf = (el: Element) => shadow(el).querySelector('sqs-dialog');

/** Places a product list with `attributes`, census going to the recorder, and waits until it shows `state`. */
async function list(attributes: Record<string, string> = {}, state = 'ready'): Promise<SqsProductListElement> {
  const el = document.createElement('sqs-product-list');
  el.censusEnv = { outbox: recorder };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const holder = await fixture<HTMLElement>(html`<main style="width: 800px"></main>`);
  holder.append(el);
  await waitUntil(() => el.dataset.state === state, `never ${state} (it is ${el.dataset.state})`);
  return el;
}

/** Opens the quick view of the product named `name` and waits for its dialog's product. */
async function quickView(el: SqsProductListElement, name: string) {
  const opener = button(el, 'quick-view', name);
  opener.focus();
  opener.click();
  await waitUntil(() => dialogOf(el)?.dataset.state === 'shown', 'the quick view never opened');
  const product = dialogOf(el)!.querySelector('sqs-product')!;
  await waitUntil(() => product.dataset.state === 'ready', 'the quick view’s product never showed');
  return { opener, dialog: dialogOf(el)!, product };
}

/** A product of the commerce API's form, `n` of a category, at `cents`. */
const item = (n: number, category = 'Rolls', cents = 100) => ({
  id: n,
  name: `Roll ${n}`,
  categories: [category],
  structuredContent: {
    productType: 1,
    variants: [{ id: n, sku: `R${n}`, priceCents: cents, salePriceCents: cents, onSale: false, unlimited: true }],
  },
});

describe('<sqs-product-list>', () => {
  useSiteContext();
  beforeEach(() => {
    requests = [];
    resetConfiguration();
  });
  afterEach(() => {
    restoreFetch?.();
    restoreFetch = undefined;
  });

  it('is accessible, with its products and with a quick view open', async () => {
    const el = await list();
    await expect(el).to.be.accessible();
    const { dialog } = await quickView(el, 'Sourdough loaf');
    // axe reads colours as painted: the dialog's fade-in must be over.
    const base = shadow(dialog).querySelector('dialog')!;
    await waitUntil(() => getComputedStyle(base).opacity === '1', 'the dialog never faded in', { timeout: 3000 });
    await expect(el).to.be.accessible();
  });

  it('lists the published products from the commerce API with picture, name, price and Quick View', async () => {
    const seen = recordFetches();
    const el = await list();
    expect(names(el)).to.deep.equal([
      'Linen baker’s apron',
      'Sourdough loaf',
      'Bread-baking class',
      'Sourdough recipe book (PDF)',
      'Bakery gift card',
      'Bread of the month',
    ]);
    const asked = seen.find((u) => u.pathname === '/api/commerce/products')!;
    expect([asked.searchParams.get('limit'), asked.searchParams.has('category')]).to.deep.equal(['200', false]);
    expect(parts(el, 'price')[1]!.textContent).to.equal('$6.50');
    const picture = parts(el, 'image')[1]!.querySelector('img')!;
    expect([picture.getAttribute('src'), picture.alt]).to.deep.equal(['/examples/images/photo-02.jpg', '']);
    expect(picture.srcset.split(', ').at(-1)).to.equal('/examples/images/photo-02.jpg?format=1000w 1000w');
    await waitUntil(() => picture.complete && picture.naturalWidth > 0, 'the picture never loaded');
    expect(picture.currentSrc).to.match(/photo-02\.jpg\?format=\d+w$/);
    expect(parts(el, 'quick-view').map((b) => b.textContent)[1]).to.equal('Quick View Sourdough loaf');
  });

  it('shows a sale price beside the struck-through regular price, both named', async () => {
    const el = await list();
    const book = parts(el, 'item')[3]!;
    expect(book.querySelector('[part~="sale-price"]')!.textContent).to.equal('$9.00');
    expect(book.querySelector('s[part~="original-price"]')!.textContent).to.equal('Original price $12.00');
    expect(book.querySelector('[part~="price"]')!.textContent).to.equal('Sale price $9.00 Original price $12.00');
    // The apron's lowest price is its one variant on sale.
    expect(parts(el, 'price')[0]!.textContent).to.equal('Sale price $26.00 Original price $32.00');
    expect(parts(el, 'price')[1]!.querySelector('s')).to.equal(null);
  });

  it('filters by category with toggle buttons, asking the API for that category', async () => {
    const seen = recordFetches();
    const el = await list();
    const filter = shadow(el).querySelector('[part~="filter"]')!;
    expect([filter.getAttribute('role'), filter.getAttribute('aria-label')]).to.deep.equal([
      'group',
      'Filter by category',
    ]);
    const pressed = () => parts(el, 'category').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(pressed()).to.deep.equal([
      ['All', 'true'],
      ['Books', 'false'],
      ['Bread', 'false'],
      ['Classes', 'false'],
      ['Gifts', 'false'],
      ['Kitchen', 'false'],
    ]);
    const chosen = oneEvent(el, 'sqs-product-list-filter');
    button(el, 'category', 'Bread').click();
    expect((await chosen).detail).to.deep.equal({ category: 'Bread' });
    await waitUntil(() => names(el).length === 2, 'the list never showed the bread');
    expect(names(el)).to.deep.equal(['Sourdough loaf', 'Bread of the month']);
    expect(seen.at(-1)!.searchParams.get('category')).to.equal('Bread');
    expect(pressed()[2]).to.deep.equal(['Bread', 'true']);
    expect(pressed()[0]).to.deep.equal(['All', 'false']);
    button(el, 'category', 'All').click();
    await waitUntil(() => names(el).length === 6, 'the list never showed every product again');
  });

  it('starts on the category attribute, and says so when it has no products', async () => {
    const el = await list({ category: 'Classes' });
    expect(names(el)).to.deep.equal(['Bread-baking class']);
    el.setAttribute('category', 'Nothing');
    await waitUntil(() => el.dataset.state === 'empty', 'never empty');
    expect(parts(el, 'status')[0]!.textContent).to.equal('No results found');
    expect(parts(el, 'status')[0]!.getAttribute('role')).to.equal('status');
  });

  it('lists at most 200 products, warning once when a collection has more', async () => {
    const products = Array.from({ length: 250 }, (_, n) => item(n));
    const el = document.createElement('sqs-product-list');
    el.products = products;
    const warnings = await captureWarnings(async () => {
      (await fixture(html`<main></main>`)).append(el);
      await waitUntil(() => el.dataset.state === 'ready', 'never ready');
      el.setAttribute('category', 'Rolls');
      await waitUntil(() => parts(el, 'category').length === 2, 'no filter');
    });
    expect(parts(el, 'item')).to.have.length(200);
    expect(names(el).at(-1)).to.equal('Roll 199');
    expect(warnings).to.deep.equal(['<sqs-product-list>: lists the first 200 of 250 products (at most 200).']);
  });

  it('warns once for a limit past 200 or not a number, and for products that are not a list, then falls back', async () => {
    const seen = recordFetches();
    let el!: SqsProductListElement;
    const warnings = await captureWarnings(async () => {
      el = await list({ limit: '500', products: '{"id":1}' });
      el.setAttribute('limit', '500');
    });
    expect(warnings.filter((w) => w.includes('limit'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('products'))).to.have.length(1);
    expect(seen.find((u) => u.pathname === '/api/commerce/products')!.searchParams.get('limit')).to.equal('200');
    const few = await list({ limit: '2' });
    expect(names(few)).to.have.length(2);
    expect(names(el)).to.have.length(6);
  });

  it('opens the quick view in a modal dialog with the product, recording POST RecordQuickView/{id}', async () => {
    const el = await list();
    const opened = oneEvent(el, 'sqs-product-list-quick-view');
    const { dialog, product } = await quickView(el, 'Sourdough loaf');
    expect((await opened).detail).to.deep.equal({ productId: 2, name: 'Sourdough loaf' });
    expect(dialog.getAttribute('heading')).to.equal('Sourdough loaf');
    expect(shadow(dialog).querySelector('dialog')!.open).to.equal(true);
    expect(shadow(product).querySelector('[part~="name"]')!.textContent).to.equal('Sourdough loaf');
    expect(requests.map((r) => [pathOf(r), r.body, r.contentType, r.tracking])).to.deep.equal([
      ['/api/census/RecordQuickView/2', '', 'application/x-www-form-urlencoded', true],
    ]);
  });

  it('keeps focus in the quick view, closes it with Escape or Close, and gives focus back to its button', async () => {
    const el = await list();
    const { opener, dialog } = await quickView(el, 'Bread-baking class');
    // Focus moved in: the dialog's first focusable control is the product's quantity field.
    await waitUntil(() => within(dialog, deepActiveElement()), 'focus never moved into the quick view');
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'Tab' });
    const inside = deepActiveElement()!;
    expect(within(dialog, inside), 'focus left the dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialogOf(el), 'Escape did not close the quick view');
    expect(deepActiveElement()).to.equal(opener);
    const again = await quickView(el, 'Bread-baking class');
    const close = shadow(again.dialog).querySelector<HTMLButtonElement>('[part~="confirm"]')!;
    expect(close.textContent).to.equal('Close');
    close.click();
    await waitUntil(() => !dialogOf(el), 'Close did not close the quick view');
    expect(deepActiveElement()).to.equal(again.opener);
  });

  describe('the advertising pixel', () => {
    const restrictive = { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } };
    const tracked = () => (window.fbq?.queue ?? []).filter((call) => call[0] === 'track');
    afterEach(() => {
      stopIntegrations();
      for (const el of document.querySelectorAll('[data-sqs-integration]')) el.remove();
      delete window.fbq;
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    });

    it('hears view-product for a quick view only once the visitor accepted tracking, as the census does', async () => {
      configure({ context: { pixelId: '1234567890', ...restrictive } });
      startIntegrations();
      const el = await list();
      let { dialog } = await quickView(el, 'Sourdough loaf');
      expect(tracked()).to.deep.equal([]);
      expect(requests).to.deep.equal([]);
      dialog.hide();
      await waitUntil(() => !dialogOf(el), 'the quick view never closed');

      setConsent(true);
      ({ dialog } = await quickView(el, 'Sourdough recipe book (PDF)'));
      expect(tracked()).to.deep.equal([
        [
          'track',
          'ViewContent',
          {
            content_ids: ['4'],
            content_name: 'Sourdough recipe book (PDF)',
            content_type: 'product',
            value: 9,
            currency: 'USD',
          },
        ],
      ]);
      expect(requests.map(pathOf)).to.deep.equal(['/api/census/RecordQuickView/4']);
      dialog.hide();
    });
  });

  it('shows a failure with Retry when the list cannot load', async () => {
    const original = window.fetch;
    window.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    restoreFetch = () => void (window.fetch = original);
    const el = await list({}, 'failed');
    await expect(el).to.be.accessible();
    restoreFetch();
    parts(el, 'retry')[0]!.click();
    await waitUntil(() => el.dataset.state === 'ready', 'Retry did not load the list');
  });

  it('keeps its room while loading, and grows from it only once the products are there', async () => {
    const original = window.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    window.fetch = ((...args: Parameters<typeof fetch>) => held.then(() => original(...args))) as typeof fetch;
    restoreFetch = () => void (window.fetch = original);
    const el = await list({}, 'loading');
    await waitUntil(() => parts(el, 'status')[0]?.textContent === 'Loading products…', 'no loading status');
    const room = el.getBoundingClientRect().height;
    expect(room).to.be.at.least(28 * 16 - 1);
    release();
    await waitUntil(() => el.dataset.state === 'ready', 'never ready');
    expect(el.getBoundingClientRect().height).to.be.at.least(room);
  });
});
