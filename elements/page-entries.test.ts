import { expect } from '@open-wc/testing';
import { enterPage, mountEntry, pageEntry } from './page-entries.js';

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
      name: 'review-form',
    });
  });

  it("puts <sqs-review-form> into the reviews root once, with the root's data-token, else the page's ?token=", () => {
    const doc = page(209, 'sqs-reviews-request-root');
    const entry = pageEntry(doc)!;
    const root = doc.getElementById('sqs-reviews-request-root')!;
    // A document made by createHTMLDocument has the URL about:blank: no query, so no token.
    mountEntry(doc, entry);
    mountEntry(doc, entry);
    expect(root.querySelectorAll('sqs-review-form')).to.have.length(1);
    expect(root.querySelector('sqs-review-form')!.getAttribute('token')).to.equal('');
    root.replaceChildren();
    root.dataset.token = 'example-review-valid';
    mountEntry(doc, entry);
    expect(root.querySelector('sqs-review-form')!.getAttribute('token')).to.equal('example-review-valid');
    expect(entry.mount!(doc.createElement('div'), new URL('https://example.com/r?token=from-the-query'))).to.deep.equal(
      {
        token: 'from-the-query',
      },
    );
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

  it("asks the autoloader for the page's code under its chunk id before putting its element in, and for nothing elsewhere", () => {
    const doc = page(205, 'sqs-cart-container');
    const asked: unknown[][] = [];
    enterPage(doc, (name, tag, chunk) => asked.push([name, tag, chunk, doc.querySelector(tag) === null]));
    expect(asked).to.deep.equal([['cart', 'sqs-cart', 'async-commerce-cart-page', true]]);
    expect(doc.querySelectorAll('#sqs-cart-container > sqs-cart')).to.have.length(1);
    enterPage(page(2, 'sqs-cart-root'), (...args) => asked.push(args));
    enterPage(page(209, 'elsewhere'), (...args) => asked.push(args));
    expect(asked).to.have.length(1);
  });
});
