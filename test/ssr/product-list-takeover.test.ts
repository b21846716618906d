import { expect, waitUntil } from '@open-wc/testing';
import { clientOnlyCopy, markupOf, openDataPage, partOf, reaches, takeOver, textsOf } from './data-page.js';

/**
 * A product list rendered on a server with its products (test/fixtures/strict/ssr-product-list.html, written by
 * elements/product-list/product-list.server.test.mjs from the reference API): what it shows without its script, and
 * how its script takes it over with the products the page holds, requesting none.
 */

const PAGE = '/test/fixtures/strict/ssr-product-list.html';
const MALFORMED = '/test/fixtures/strict/ssr-product-list-malformed.html';
const PRODUCTS = '/api/commerce/products';
const NAMES = ['Linen baker’s apron', 'Sourdough loaf', 'Bread-baking class'];

describe('a product list rendered on a server with its data', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its products, prices and pictures with no script, styled by the linked sheet under the strict policy', async () => {
    const page = await openDataPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const list = page.host('sqs-product-list');
    expect(customElements.get('sqs-product-list')).to.equal(undefined);
    expect(textsOf(list, 'name')).to.deep.equal(NAMES);
    expect(textsOf(list, 'sale-price')).to.deep.equal(['$26.00']);
    expect(list.shadowRoot!.querySelectorAll('img')).to.have.length(3);
    expect(partOf(list, 'loading')).to.equal(null);
    await waitUntil(() => getComputedStyle(partOf(list, 'grid')).display === 'grid', 'the linked sheet applies');
  });

  it('is taken over with the products the page holds: no request, and the markup of a render in the browser alone', async () => {
    const page = await openDataPage(PAGE, { scripts: true });
    const list = page.host('sqs-product-list');
    const shown = textsOf(list, 'item');
    const grid = partOf(list, 'grid');
    await takeOver(page, list, 'ready');
    await expect(page.frame).to.be.accessible();
    expect(textsOf(list, 'item')).to.deep.equal(shown);
    // Hydrated: the server's nodes are the element's own from then on.
    expect(partOf(list, 'grid')).to.equal(grid);
    expect(page.requested(PRODUCTS)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);

    const copy = await clientOnlyCopy(page, list, 'ready');
    expect(page.requested(PRODUCTS)).to.have.length(1);
    expect(markupOf(list)).to.equal(markupOf(copy));
  });

  it('keeps the nodes it hydrated when moved, and renders again when it leaves the page and comes back', async () => {
    const page = await openDataPage(PAGE, { scripts: true });
    const list = page.host('sqs-product-list');
    await takeOver(page, list, 'ready');
    const grid = partOf(list, 'grid');
    const parent = list.parentElement!;
    // Moved within the page (out and back in one task): still the same root, the same nodes.
    parent.append(list);
    await (list as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    expect(partOf(list, 'grid')).to.equal(grid);

    // Out of the page: its own root goes, and its nodes with it.
    list.remove();
    await waitUntil(() => list.shadowRoot!.childElementCount === 0, 'its root is unmounted');
    parent.append(list);
    await waitUntil(() => textsOf(list, 'name').length === NAMES.length, 'it renders its products again');
    expect(textsOf(list, 'name')).to.deep.equal(NAMES);
    expect(partOf(list, 'grid')).not.to.equal(grid);
    expect(page.requested(PRODUCTS)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);
    await expect(page.frame).to.be.accessible();
  });

  it('warns once and requests its products when the data the page holds is malformed', async () => {
    const page = await openDataPage(MALFORMED, { scripts: true });
    const list = page.host('sqs-product-list');
    await page.upgrade();
    await reaches(list, 'ready');
    expect(textsOf(list, 'name')).to.deep.equal(NAMES);
    expect(page.requested(PRODUCTS)).to.have.length(1);
    expect(page.warnings).to.have.length(1);
    expect(page.warnings[0]).to.match(
      /^<sqs-product-list>: the data its page holds is not usable \(.+\); it is requested\.$/,
    );
  });
});
