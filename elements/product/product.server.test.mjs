/**
 * `<sqs-product>` rendered on a server with its data (dist/ssr.js; `npm run build` first): the product given as the API
 * answers it shows in the first HTML — name, prices, options, Add to cart — and is carried into the page, so the
 * browser does not request it again; a product given by its `product` attribute renders with no request, one whose JSON
 * is a slotted script or whose data is not given is left to the browser. It also renders the pages the browser tests
 * take over, with the reference API's product (test/ssr/server-page.mjs `describeFixturePages`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attr,
  heldData,
  inlineStyles,
  partsOf,
  describeFixturePages,
  ssr,
  textOf,
  warningsOf,
} from '../../test/ssr/server-page.mjs';

const { renderElements, elementRequests } = ssr;

const PATH = '/api/commerce/products/mug';
const ELEMENT = '<sqs-product slug="mug"></sqs-product>';
const variant = (id, size, cents, sale = cents) => ({
  id,
  sku: `SKU${id}`,
  priceCents: cents,
  salePriceCents: sale,
  onSale: sale !== cents,
  price: { value: (cents / 100).toFixed(2), currencyCode: 'EUR' },
  salePrice: { value: (sale / 100).toFixed(2), currencyCode: 'EUR' },
  qtyInStock: 3,
  unlimited: false,
  optionValues: [{ optionName: 'Size', value: size }],
});
const MUG = {
  id: 7,
  slug: 'mug',
  name: 'Stoneware <mug>',
  structuredContent: { productType: 1, variants: [variant(1, 'S', 1800, 1500), variant(2, 'L', 2200)] },
};

describe('<sqs-product> rendered on a server with its data', () => {
  it('names the request it makes', () => {
    assert.deepEqual(elementRequests(ELEMENT), [{ method: 'GET', path: PATH }]);
  });

  it('shows the product given: its name, lowest price on sale, its options and Add to cart', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(ELEMENT, { data: { [PATH]: MUG } });
    });
    assert.deepEqual(warnings, []);
    assert.equal(textOf(partsOf(html, 'sqs-product', 'name')[0]), 'Stoneware <mug>');
    assert.equal(textOf(partsOf(html, 'sqs-product', 'sale-price')[0]), '€15.00');
    assert.match(textOf(partsOf(html, 'sqs-product', 'original-price')[0]), /€18\.00$/);
    const [option] = partsOf(html, 'sqs-product', 'option');
    assert.match(textOf(option), /^SizeChoose SizeSL$/);
    assert.equal(textOf(partsOf(html, 'sqs-product', 'add')[0]), 'Add to cart');
    assert.equal(partsOf(html, 'sqs-product', 'loading').length, 0);
    assert.deepEqual(Object.values(heldData(html, 'sqs-product')), [MUG]);
    assert.equal(inlineStyles(html), 0);
  });

  it('renders a product given by its attribute with no request and no data carried', () => {
    const element = `<sqs-product product='${JSON.stringify(MUG)}'></sqs-product>`;
    assert.deepEqual(elementRequests(element), []);
    const html = renderElements(element);
    assert.equal(textOf(partsOf(html, 'sqs-product', 'name')[0]), 'Stoneware <mug>');
    assert.equal(heldData(html, 'sqs-product'), undefined);
  });

  it('is left to the browser, with a warning, when its product is a slotted script or its data is not given', async () => {
    const scripted = `<sqs-product><script type="application/json">${JSON.stringify(MUG)}</script></sqs-product>`;
    const warnings = await warningsOf(() => {
      assert.equal(renderElements(scripted), scripted);
      assert.equal(renderElements(ELEMENT, { data: () => undefined }), ELEMENT);
    });
    assert.deepEqual(warnings, [
      '<sqs-product> is left to render in the browser: its product JSON is a script read there.',
      `<sqs-product> is left to render in the browser: its data (GET ${PATH}) was not given.`,
    ]);
  });

  it('gives the rendered markup no link or style from the data', () => {
    const html = renderElements(ELEMENT, { data: { [PATH]: { ...MUG, name: 'x" style="color:red' } } });
    assert.equal(inlineStyles(html), 0);
    assert.equal(attr(partsOf(html, 'sqs-product', 'name')[0], 'style'), undefined);
  });
});

// The store seeds each variant a random SKU, which the element does not show.
const unnamed = (html) => html.replace(/"sku":"\w*"/g, '"sku":""');
describeFixturePages(
  'product',
  (rendered) => assert.equal(textOf(partsOf(rendered, 'sqs-product', 'name')[0]), 'Linen baker’s apron'),
  unnamed,
);
