import { expect } from '@open-wc/testing';
import { pageEntry } from './page-entries.js';

/** Returns a document whose site context names `pageType` and whose body holds `body`. */
function page(pageType: unknown, body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = 'sqs-site-context';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ pageType });
  doc.head.append(script);
  const root = doc.createElement('div');
  root.id = body;
  doc.body.append(root);
  return doc;
}

describe("pageEntry (the code a page's type loads)", () => {
  it('loads the cart page code for show cart (200) and commerce cart v2 (205) with the cart root or container', () => {
    for (const [type, root] of [
      [200, 'sqs-cart-root'],
      [205, 'sqs-cart-root'],
      [200, 'sqs-cart-container'],
      [205, 'sqs-cart-container'],
    ] as const) {
      expect(pageEntry(page(type, root)), `${type} ${root}`).to.include({
        chunk: 'async-commerce-cart-page',
        name: 'cart',
      });
    }
  });

  it('loads the reviews code for reviews request (209) with its root', () => {
    expect(pageEntry(page(209, 'sqs-reviews-request-root'))).to.include({
      chunk: 'async-commerce-product-reviews',
      name: 'product-reviews',
    });
  });

  it('loads nothing for other page types, without the root, or without a readable site context', () => {
    expect(pageEntry(page(2, 'sqs-cart-root'))).to.be.null;
    expect(pageEntry(page(201, 'sqs-cart-root'))).to.be.null;
    expect(pageEntry(page(209, 'sqs-cart-root'))).to.be.null;
    expect(pageEntry(page(200, 'elsewhere'))).to.be.null;
    expect(pageEntry(page('200', 'sqs-cart-root'))).to.be.null;
    const malformed = page(200, 'sqs-cart-root');
    malformed.querySelector('script')!.textContent = '{not json';
    expect(pageEntry(malformed)).to.be.null;
    expect(pageEntry(document.implementation.createHTMLDocument('none'))).to.be.null;
  });
});
