/**
 * The server render of `<sqs-cart-indicator>` (dist/ssr.js; `npm run build` first): the link to the cart with the
 * count and subtotal its page gives, a link without script; one given neither waits for the visitor's cart.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, byPart, byTag, recordWarnings, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-cart-indicator')[0]);

describe('the server render of a cart indicator', () => {
  it('links to the cart, its count and subtotal shown and its label spoken', () => {
    const root = rootOf(ssr.renderElements('<sqs-cart-indicator count="3" subtotal="$45.00"></sqs-cart-indicator>'));
    const [link] = byPart(root, 'base');
    assert.deepEqual([link.tagName, attr(link, 'href')], ['a', '/cart']);
    assert.equal(textOf(byPart(root, 'count')[0]), '3');
    assert.equal(textOf(root.find((node) => attr(node, 'class') === 'visually-hidden')), '3 items in cart');
    const [subtotal] = byPart(root, 'subtotal');
    assert.equal(textOf(subtotal), '$45.00');
    assert.equal(attr(link, 'aria-describedby'), attr(subtotal, 'id'));
    assert.deepEqual(warnings, []);
  });

  it('says more than 100, and links to the cart page given; an unsafe one falls back to /cart with a warning', () => {
    const over = rootOf(ssr.renderElements('<sqs-cart-indicator count="120" href="/basket"></sqs-cart-indicator>'));
    assert.equal(textOf(byPart(over, 'count')[0]), '100+');
    assert.equal(attr(byPart(over, 'base')[0], 'href'), '/basket');
    const bad = rootOf(
      ssr.renderElements('<sqs-cart-indicator count="1" href="javascript:alert(1)"></sqs-cart-indicator>'),
    );
    assert.equal(attr(byPart(bad, 'base')[0], 'href'), '/cart');
    assert.equal(warnings.length, 1);
  });

  it("is left to the browser without a count or subtotal, which the visitor's cart gives there", () => {
    const html = '<sqs-cart-indicator></sqs-cart-indicator>';
    assert.equal(ssr.renderElements(html), html);
    assert.deepEqual(warnings, [
      "<sqs-cart-indicator> is left to render in the browser: its count comes from the visitor's cart.",
    ]);
  });
});
