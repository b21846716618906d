import { expect, oneEvent } from '@open-wc/testing';
import { cartIndicatorState, createCartStore, type ShoppingCart, syncCart } from '../../runtime/cart.js';

const CART: Partial<ShoppingCart> = {
  id: 'cart-1',
  websiteId: 'site-1',
  created: 1_700_000_000_000,
  isPurchased: false,
  entries: [{ quantity: 2 }, { quantity: 1 }],
  subtotalCents: 4500,
  subtotalAmount: { value: '45.00', currencyCode: 'USD' },
  totalQuantity: 3,
};

describe('cart store', () => {
  it('tells the cart indicator through sqs-cart-sync on document with { totalQuantity, subtotalText }', async () => {
    const store = createCartStore();
    const heard = oneEvent(document, 'sqs-cart-sync');
    const sent = store.sync(CART, { locale: 'en-US' });
    const event = (await heard) as CustomEvent;
    expect(event.detail).to.deep.equal({ totalQuantity: 3, subtotalText: '$45.00' });
    expect(sent).to.deep.equal(event.detail);
    expect(store.get()).to.equal(CART);
  });

  it('sends the latest state again when an indicator asks with sqs-cart-request', async () => {
    const doc = document.implementation.createHTMLDocument('cart');
    const store = createCartStore(doc);
    doc.dispatchEvent(new CustomEvent('sqs-cart-request'));
    store.sync(CART, { locale: 'en-US' });
    const again = oneEvent(doc, 'sqs-cart-sync');
    doc.dispatchEvent(new CustomEvent('sqs-cart-request'));
    expect(((await again) as CustomEvent).detail).to.deep.equal({ totalQuantity: 3, subtotalText: '$45.00' });
  });

  it('formats the subtotal in the cart’s currency, from cents when there is no amount', () => {
    expect(
      cartIndicatorState({ ...CART, subtotalAmount: { value: 19.5, currencyCode: 'EUR' } }, { locale: 'en-US' }),
    ).to.deep.equal({ totalQuantity: 3, subtotalText: '€19.50' });
    expect(
      cartIndicatorState(
        { ...CART, subtotalAmount: null, subtotalCents: 1999 },
        { locale: 'en-US', currencyCode: 'GBP' },
      ),
    ).to.deep.equal({ totalQuantity: 3, subtotalText: '£19.99' });
    expect(
      cartIndicatorState(
        { ...CART, subtotalAmount: undefined, subtotalCents: 1500 },
        { locale: 'en-US', currencyCode: 'JPY' },
      ),
    ).to.deep.equal({ totalQuantity: 3, subtotalText: '¥1,500' });
  });

  it('counts the entries when totalQuantity is missing or invalid', () => {
    expect(
      cartIndicatorState({ entries: [{ quantity: 2 }, { quantity: 4 }, { quantity: -1 }, {}] }, { locale: 'en-US' }),
    ).to.deep.equal({ totalQuantity: 6, subtotalText: '$0.00' });
    expect(
      cartIndicatorState({ totalQuantity: 2.5, entries: [{ quantity: 1 }] }, { locale: 'en-US' }).totalQuantity,
    ).to.equal(1);
  });

  it('syncs an emptied cart as zero items', async () => {
    const store = createCartStore();
    const heard = oneEvent(document, 'sqs-cart-sync');
    store.sync(null, { locale: 'en-US' });
    expect(((await heard) as CustomEvent).detail).to.deep.equal({ totalQuantity: 0, subtotalText: '$0.00' });
  });

  it('calls subscribers after every sync until they unsubscribe', () => {
    const store = createCartStore();
    const seen: number[] = [];
    const off = store.subscribe((_cart, detail) => seen.push(detail.totalQuantity));
    store.sync(CART, { locale: 'en-US' });
    off();
    store.sync(null, { locale: 'en-US' });
    expect(seen).to.deep.equal([3]);
  });

  it('dispatches on the document it was given', async () => {
    const other = document.implementation.createHTMLDocument('other');
    const store = createCartStore(other);
    const heard = oneEvent(other, 'sqs-cart-sync');
    syncCart(CART, { locale: 'en-US' }, store);
    expect(((await heard) as CustomEvent).detail.totalQuantity).to.equal(3);
  });

  it('syncCart uses the page’s store by default', async () => {
    const heard = oneEvent(document, 'sqs-cart-sync');
    expect(syncCart(CART, { locale: 'en-US' })).to.deep.equal({ totalQuantity: 3, subtotalText: '$45.00' });
    expect(((await heard) as CustomEvent).detail.subtotalText).to.equal('$45.00');
  });
});
