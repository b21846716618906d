import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import type { SqsCartIndicatorElement } from '../../elements/cart-indicator/define.js';
import { request } from '../../runtime/data-layer.js';
import { inspect } from '../runtime/fakes.js';
import { shadow } from '../support/helpers.js';

/**
 * A visitor on the example product list (served as by `npm start`; the reference API answers /api/): filters the
 * bakery's products by category, opens a product's quick view, adds it to the cart from there and sees the header's
 * cart indicator follow; the quick view was recorded at the reference API. The page runs in a same-origin frame, so
 * the test reads its shadow trees.
 */

let frame: HTMLIFrameElement;
const doc = () => frame.contentDocument!;

/** Empties this browser's cart on the reference API (its cart session cookie is shared with the frame). */
async function clearCart(): Promise<void> {
  const cart = await request<{ entries: Array<{ id: number }> }>('GET', '/api/commerce/cart');
  for (const entry of cart.entries) await request('DELETE', `/api/commerce/cart/entries/${entry.id}`);
}

/** Runs axe on the frame's page; returns the violations. */
const violations = (): Promise<string[]> => frameViolations(frame);

const list = () => doc().querySelector<HTMLElement>('sqs-product-list')!;
const parts = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const names = () => parts(list(), 'name').map((p) => p.textContent);
const buttonNamed = (name: string, text: string) =>
  parts(list(), name).find((b) => b.textContent!.startsWith(text)) as HTMLButtonElement;
/** Returns the element that has focus in the frame, through open shadow roots. */
function focused(): Element | null {
  let active = doc().activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
const indicator = () => doc().querySelector<SqsCartIndicatorElement>('header sqs-cart-indicator')!;

describe('the product list, end to end', function () {
  this.timeout(30000);

  beforeEach(async () => {
    await clearCart();
    frame = document.createElement('iframe');
    frame.title = 'The example product list';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    document.body.append(frame);
    const loaded = oneEvent(frame, 'load');
    frame.src = '/examples/product-list.html';
    await loaded;
    await waitUntil(() => list()?.dataset.state === 'ready', 'the products never loaded', { timeout: 8000 });
  });
  afterEach(() => frame.remove());

  it('passes axe, filters by category, quick-views a loaf and adds it to the cart from the quick view', async () => {
    const quickViews = async (): Promise<number> => (await inspect('census/events?kind=quick-view&subject=2')).length;
    // The store keeps every engine's and every earlier run's: this page's quick view is one more than it held now.
    const before = await quickViews();
    expect(await violations()).to.deep.equal([]);
    expect(names()).to.have.length(6);

    buttonNamed('category', 'Bread').click();
    await waitUntil(() => names().length === 2, 'the filter never showed the bread');
    expect(names()).to.deep.equal(['Sourdough loaf', 'Bread of the month']);
    expect(buttonNamed('category', 'Bread').getAttribute('aria-pressed')).to.equal('true');

    const opener = buttonNamed('quick-view', 'Quick View');
    opener.focus();
    opener.click();
    const dialog = await waitUntil(() => shadow(list()).querySelector('sqs-dialog'), 'no quick view').then(() =>
      shadow(list()).querySelector<HTMLElement>('sqs-dialog')!,
    );
    const product = dialog.querySelector<HTMLElement>('sqs-product')!;
    await waitUntil(() => product.dataset.state === 'ready', 'the quick view’s product never showed');
    expect(dialog.getAttribute('heading')).to.equal('Sourdough loaf');
    await waitUntil(() => getComputedStyle(shadow(dialog).querySelector('dialog')!).opacity === '1', 'no fade-in', {
      timeout: 3000,
    });
    expect(await violations()).to.deep.equal([]);

    shadow(product).querySelector<HTMLButtonElement>('[part~="add"]')!.click();
    await waitUntil(() => product.dataset.state === 'added', 'never added');
    await waitUntil(() => indicator().count === 1, 'the indicator never counted the loaf');
    expect(indicator().subtotal).to.equal('$6.50');

    shadow(dialog).querySelector<HTMLButtonElement>('[part~="confirm"]')!.click();
    await waitUntil(() => !shadow(list()).querySelector('sqs-dialog'), 'the quick view never closed');
    expect(focused()).to.equal(opener);

    // The page's census outbox delivered the quick view of the loaf (product 2) to the reference API.
    await waitUntil(async () => (await quickViews()) > before, 'the quick view was never recorded', {
      timeout: 8000,
    });
  });
});
