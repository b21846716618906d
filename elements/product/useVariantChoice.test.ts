import { expect } from '@open-wc/testing';
import { readProduct } from '../../runtime/products.js';
import { choiceOf } from './useVariantChoice.js';

/** A shirt in S and M, Red and Blue: S/Blue is sold out, M/Blue has no id, M/Red is on sale. */
const SHIRT = readProduct({
  id: 1,
  name: 'Shirt',
  structuredContent: {
    productType: 'physical',
    variants: [
      ['S', 'Red', 1, 2500, 5],
      ['S', 'Blue', 2, 2500, 0],
      ['M', 'Red', 3, 2500, 5],
      ['M', 'Blue', undefined, 2500, 5],
    ].map(([size, colour, id, price, stock]) => ({
      id,
      sku: `SHIRT-${size}-${colour}`,
      price,
      qtyInStock: stock,
      optionValues: [
        { optionName: 'Size', value: size },
        { optionName: 'Colour', value: colour },
      ],
    })),
  },
});

/** A gift card of $25 and $50, the $50 sold out. */
const GIFT = readProduct({
  id: 2,
  structuredContent: {
    productType: 'giftcard',
    variants: [
      { id: 20, sku: 'GIFT-25', price: 2500, unlimited: true, optionValues: [{ optionName: 'Amount', value: '$25' }] },
      { id: 21, sku: 'GIFT-50', price: 5000, qtyInStock: 0, optionValues: [{ optionName: 'Amount', value: '$50' }] },
    ],
  },
});

describe('choiceOf (what a visitor’s choice of variant comes to)', () => {
  it('asks for every option still to choose, and marks the values sold out given the others', () => {
    const none = choiceOf(SHIRT, {}, null);
    expect(none.variant).to.equal(undefined);
    expect(none.reason).to.deep.equal({ key: 'product.choose-options', options: ['Size', 'Colour'] });
    const small = choiceOf(SHIRT, { Size: 'S' }, null);
    expect(small.reason).to.deep.equal({ key: 'product.choose-options', options: ['Colour'] });
    expect(small.pickers).to.deep.equal([
      {
        name: 'Size',
        chosen: 'S',
        values: [
          { value: 'S', soldOut: false },
          { value: 'M', soldOut: false },
        ],
      },
      {
        name: 'Colour',
        chosen: '',
        values: [
          { value: 'Red', soldOut: false },
          { value: 'Blue', soldOut: true },
        ],
      },
    ]);
    expect(small.amounts).to.deep.equal([]);
  });

  it('picks the variant with its id once every option is chosen; sold out or without an id, it cannot be added', () => {
    const red = choiceOf(SHIRT, { Size: 'M', Colour: 'Red' }, null);
    expect([red.variant?.sku, red.variantId, red.reason]).to.deep.equal(['SHIRT-M-Red', 3, null]);
    const soldOut = choiceOf(SHIRT, { Size: 'S', Colour: 'Blue' }, null);
    expect([soldOut.variantId, soldOut.reason]).to.deep.equal([2, { key: 'product.sold-out' }]);
    const noId = choiceOf(SHIRT, { Size: 'M', Colour: 'Blue' }, null);
    expect([noId.variant?.sku, noId.variantId, noId.reason]).to.deep.equal([
      'SHIRT-M-Blue',
      '',
      { key: 'product.unavailable' },
    ]);
  });

  it('offers a gift card’s amounts instead of pickers, and asks for one until it is chosen', () => {
    const none = choiceOf(GIFT, {}, null);
    expect([none.pickers, none.reason]).to.deep.equal([[], { key: 'product.choose-amount' }]);
    expect(none.amounts).to.deep.equal([
      { index: 0, cents: 2500, soldOut: false, checked: false },
      { index: 1, cents: 5000, soldOut: true, checked: false },
    ]);
    const chosen = choiceOf(GIFT, {}, 0);
    expect([chosen.variantId, chosen.reason, chosen.amounts[0]!.checked]).to.deep.equal([20, null, true]);
  });

  it('says a product without variants is unavailable, and gives the same choice for the same arguments', () => {
    expect(choiceOf(readProduct({ id: 3, structuredContent: { variants: [] } }), {}, null).reason).to.deep.equal({
      key: 'product.unavailable',
    });
    const chosen = { Size: 'S' };
    expect(choiceOf(SHIRT, chosen, null)).to.deep.equal(choiceOf(SHIRT, chosen, null));
    expect(chosen).to.deep.equal({ Size: 'S' });
  });
});
