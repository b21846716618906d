import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../elements/product/define.js';
import { shadow } from '../support/helpers.js';

/**
 * A visit's first add to cart: on a page the server sends with the site's crumb (the example shop, served as by
 * `npm start`), it is one POST; on a page that came without one, the data layer's crumbFail retry still gets it in.
 */

const ENTRIES = '/api/commerce/cart/entries';

/** Deletes the page's crumb cookie, as for a visitor whose visit starts now. */
const forgetCrumb = () => void (document.cookie = 'crumb=; path=/; max-age=0');

/** Records the status of every POST to the cart's entries that `win` sends, until `restore`. */
function recordPosts(win: Window & typeof globalThis): { statuses: number[]; restore(): void } {
  const statuses: number[] = [];
  const real = win.fetch;
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await real.call(win, input, init);
    const path = new URL(String(input), win.location.href).pathname;
    if (init?.method === 'POST' && path === ENTRIES) statuses.push(response.status);
    return response;
  };
  return { statuses, restore: () => void (win.fetch = real) };
}

/** Clicks the product's Add and waits until it is added. */
async function add(product: HTMLElement): Promise<void> {
  shadow(product).querySelector<HTMLButtonElement>('[part~="add"]')!.click();
  await waitUntil(() => product.dataset.state === 'added', `never added (it is ${product.dataset.state})`);
}

describe('the first add to cart of a visit', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('is one POST on a page served with the site’s crumb', async () => {
    forgetCrumb();
    frame = document.createElement('iframe');
    frame.title = 'The example shop';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    // An address no earlier test asked for, so the page comes from the server (with its cookie), never a cache.
    frame.src = `/examples/shop.html?visit=${Date.now()}`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    expect(document.cookie).to.match(/(?:^|; )crumb=/);
    const win = frame.contentWindow as Window & typeof globalThis;
    const book = () => win.document.querySelector<HTMLElement>('sqs-product[slug="recipe-book"]')!;
    await waitUntil(() => book()?.dataset.state === 'ready', 'the book never loaded', { timeout: 8000 });
    const posts = recordPosts(win);
    await add(book());
    expect(posts.statuses).to.deep.equal([200]);
  });

  it('is refused once for its crumb and sent again on a page that came without one', async () => {
    forgetCrumb();
    const product = await fixture<HTMLElement>(html`<sqs-product slug="recipe-book"></sqs-product>`);
    await waitUntil(() => product.dataset.state === 'ready', 'the book never loaded');
    await expect(product).to.be.accessible();
    const posts = recordPosts(window);
    try {
      await add(product);
    } finally {
      posts.restore();
    }
    expect(posts.statuses).to.deep.equal([401, 200]);
  });
});
