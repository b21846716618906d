/**
 * `<sqs-product-list>` rendered on a server with its data (dist/ssr.js; `npm run build` first): the page of products
 * given as the API answers it shows in the first HTML — names, prices, pictures, categories — and is carried into the
 * page, so the browser does not request it again; products given by its `products` attribute render with no request,
 * and without its data it is left to the browser. It also renders the pages the browser tests take over, with the
 * reference API's products (test/ssr/server-page.mjs `describeFixturePages`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attr,
  describeFixturePages,
  elementsOf,
  heldData,
  inlineStyles,
  partsOf,
  ssr,
  textOf,
  warningsOf,
} from '../../test/ssr/server-page.mjs';

const { renderElements, elementRequests } = ssr;

const LIST = '<sqs-product-list limit="2"></sqs-product-list>';
const PATH = '/api/commerce/products?limit=2';
const product = (id, name, cents, extra = {}) => ({
  id,
  name,
  categories: ['Kitchen'],
  assetUrl: `/examples/images/photo-0${id}.jpg`,
  structuredContent: {
    productType: 1,
    variants: [
      {
        id,
        priceCents: cents,
        salePriceCents: cents,
        price: { value: (cents / 100).toFixed(2), currencyCode: 'USD' },
        salePrice: { value: (cents / 100).toFixed(2), currencyCode: 'USD' },
        onSale: false,
        unlimited: true,
        optionValues: [],
      },
    ],
  },
  ...extra,
});
const PAGE = { products: [product(1, 'Apron', 3200), product(2, 'Loaf', 650)], categories: ['Kitchen'] };

describe('<sqs-product-list> rendered on a server with its data', () => {
  it('names the request it makes', () => {
    assert.deepEqual(elementRequests(LIST), [{ method: 'GET', path: PATH }]);
  });

  it('shows the products given: names, prices, pictures and the category filter, and carries them into the page', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(LIST, { data: { [PATH]: PAGE } });
    });
    assert.deepEqual(warnings, []);
    assert.deepEqual(partsOf(html, 'sqs-product-list', 'name').map(textOf), ['Apron', 'Loaf']);
    assert.deepEqual(partsOf(html, 'sqs-product-list', 'price').map(textOf), ['$32.00', '$6.50']);
    assert.deepEqual(partsOf(html, 'sqs-product-list', 'category').map(textOf), ['All', 'Kitchen']);
    const images = elementsOf(html).filter((node) => node.tagName === 'img');
    assert.deepEqual(
      images.map((image) => attr(image, 'src')),
      ['/examples/images/photo-01.jpg', '/examples/images/photo-02.jpg'],
    );
    assert.deepEqual(Object.values(heldData(html, 'sqs-product-list')), [PAGE]);
    assert.equal(inlineStyles(html), 0);
  });

  it('gives no picture an address from the data that is not http(s)', () => {
    const hostile = { products: [product(1, 'Evil', 100, { assetUrl: 'javascript:alert(1)' })], categories: [] };
    const html = renderElements(LIST, { data: { [PATH]: hostile } });
    assert.deepEqual(partsOf(html, 'sqs-product-list', 'name').map(textOf), ['Evil']);
    for (const node of elementsOf(html))
      for (const { value } of node.attrs ?? []) assert.doesNotMatch(value, /javascript:/i);
  });

  it('renders products given by its attribute with no request, and is left to the browser without its data', async () => {
    const given = `<sqs-product-list products='${JSON.stringify(PAGE.products)}'></sqs-product-list>`;
    assert.deepEqual(elementRequests(given), []);
    assert.deepEqual(partsOf(renderElements(given), 'sqs-product-list', 'name').map(textOf), ['Apron', 'Loaf']);
    const warnings = await warningsOf(() => {
      assert.equal(renderElements(LIST), LIST);
    });
    assert.deepEqual(warnings, [
      `<sqs-product-list> is left to render in the browser: its data (GET ${PATH}) was not given.`,
    ]);
  });
});

// The store seeds each variant a random SKU, which the element does not show.
const unnamed = (html) => html.replace(/"sku":"\w*"/g, '"sku":""');
describeFixturePages(
  'product-list',
  (rendered) => assert.deepEqual(partsOf(rendered, 'sqs-product-list', 'item').length, 3),
  unnamed,
);
