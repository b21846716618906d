/**
 * The server render of `<sqs-button>` (dist/ssr.js; `npm run build` first): the same markup as the browser's, so a
 * link is a link without script, its label slotted or given by `text`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  attr,
  byPart,
  byTag,
  recordWarnings,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html, n = 0) => shadowOf(byTag(html, 'sqs-button')[n]);

describe('the server render of a button', () => {
  it('renders its link with the attributes the element reads, the label slotted', () => {
    const html = ssr.renderElements(
      '<sqs-button clickthrough-url="/shop" new-window size="large" alignment="left">Shop <b>now</b></sqs-button>',
    );
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual(
      [attr(base, 'data-alignment'), attr(base, 'data-size'), attr(base, 'data-type'), attr(base, 'hidden')],
      ['left', 'large', 'primary', undefined],
    );
    const [link] = byPart(root, 'button');
    assert.equal(link.tagName, 'a');
    assert.deepEqual(
      [attr(link, 'href'), attr(link, 'target'), attr(link, 'rel')],
      ['/shop', '_blank', 'noopener noreferrer'],
    );
    const [hint] = byPart(root, 'new-window-hint');
    assert.equal(attr(link, 'aria-describedby'), attr(hint, 'id'));
    assert.equal(textOf(hint), '(opens in a new window)');
    assert.deepEqual(
      byPart(root, 'label')[0].childNodes.map((node) => node.tagName),
      ['slot'],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('renders the text attribute as its label, and a button without a safe address, warning once', () => {
    const html = ssr.renderElements('<sqs-button text="Go" clickthrough-url="javascript:alert(1)"></sqs-button>');
    const [button] = byPart(rootOf(html), 'button');
    assert.equal(button.tagName, 'button');
    assert.equal(textOf(button), 'Go');
    assert.deepEqual(warnings, [
      '<sqs-button>: invalid clickthrough-url="javascript:alert(1)"; using the default ("").',
    ]);
  });

  it('renders a button with no label hidden, as the browser does', () => {
    const [base] = byPart(rootOf(ssr.renderElements('<sqs-button clickthrough-url="/a"> </sqs-button>')), 'base');
    assert.equal(attr(base, 'hidden'), '');
  });

  it("leaves a button holding the platform's rendered button to the browser, with a warning", () => {
    const page =
      '<sqs-button><div class="sqs-block-button-container"><a class="sqs-block-button-element" href="/a">A</a></div></sqs-button>';
    assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-button> is left to render in the browser: the platform's rendered button is read there.",
    ]);
  });
});
