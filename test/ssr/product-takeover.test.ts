import { expect, waitUntil } from '@open-wc/testing';
import { clientOnlyCopy, markupOf, openDataPage, partOf, reaches, takeOver, textsOf } from './data-page.js';

/**
 * A product rendered on a server with its data (test/fixtures/strict/ssr-product.html, written by
 * elements/product/product.server.test.mjs from the reference API): what it shows without its script, and how its
 * script takes it over with the product the page holds, requesting none.
 */

const PAGE = '/test/fixtures/strict/ssr-product.html';
const MALFORMED = '/test/fixtures/strict/ssr-product-malformed.html';
const PRODUCTS = '/api/commerce/products/';

describe('a product rendered on a server with its data', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its name, prices and options with no script, styled by the linked sheet under the strict policy', async () => {
    const page = await openDataPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const product = page.host('sqs-product');
    expect(customElements.get('sqs-product')).to.equal(undefined);
    expect(textsOf(product, 'name')).to.deep.equal(['Linen baker’s apron']);
    expect(textsOf(product, 'sale-price')).to.deep.equal(['$26.00']);
    expect(product.shadowRoot!.querySelectorAll('select')).to.have.length(2);
    expect(partOf(product, 'loading')).to.equal(null);
    // The visually hidden words ("Sale price") are hidden by the linked sheet, as in the browser.
    await waitUntil(
      () => product.shadowRoot!.querySelector('.visually-hidden')!.getBoundingClientRect().width <= 1,
      'the linked sheet applies',
    );
  });

  it('is taken over with the product the page holds: no request, and the markup of a render in the browser alone', async () => {
    const page = await openDataPage(PAGE, { scripts: true });
    const product = page.host('sqs-product');
    const shown = textsOf(product, 'base');
    await takeOver(page, product, 'ready');
    await expect(page.frame).to.be.accessible();
    expect(textsOf(product, 'base')).to.deep.equal(shown);
    expect(page.requested(PRODUCTS)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);

    const copy = await clientOnlyCopy(page, product, 'ready');
    expect(page.requested(PRODUCTS)).to.have.length(1);
    expect(markupOf(product)).to.equal(markupOf(copy));
  });

  it('warns once and requests its product when the data the page holds is malformed', async () => {
    const page = await openDataPage(MALFORMED, { scripts: true });
    const product = page.host('sqs-product');
    await page.upgrade();
    await reaches(product, 'ready');
    expect(textsOf(product, 'name')).to.deep.equal(['Linen baker’s apron']);
    expect(page.requested(PRODUCTS)).to.have.length(1);
    expect(page.warnings).to.have.length(1);
    expect(page.warnings[0]).to.match(
      /^<sqs-product>: the data its page holds is not usable \(.+\); it is requested\.$/,
    );
  });
});
