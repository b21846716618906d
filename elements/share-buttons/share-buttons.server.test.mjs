/**
 * The server render of `<sqs-share-buttons>` (dist/ssr.js; `npm run build` first): each network's link, which works
 * without script, for buttons given the address they share; the page's own address is the browser's to know.
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
const rootOf = (html) => shadowOf(byTag(html, 'sqs-share-buttons')[0]);
const PAGE = (buttons) => `<html><head><title> My  post </title></head><body>${buttons}</body></html>`;

describe('the server render of share buttons', () => {
  it("renders each network's link, named and opening in a new window as in the browser, the page's title shared", () => {
    const html = ssr.renderElements(
      PAGE('<sqs-share-buttons url="https://example.com/p" networks="x, email, copy, pinterest"></sqs-share-buttons>'),
    );
    const root = rootOf(html);
    assert.equal(attr(byPart(root, 'base')[0], 'aria-label'), 'Share');
    const links = byPart(root, 'button');
    assert.deepEqual(
      links.map((link) => [link.tagName, attr(link, 'data-network'), attr(link, 'target')]),
      [
        ['a', 'x', '_blank'],
        ['a', 'email', undefined],
      ],
    );
    assert.equal(attr(links[0], 'href'), 'https://x.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fp&text=My%20post');
    assert.deepEqual(
      links.map((link) => textOf(link)),
      ['Share on X (opens in a new window)', 'Share by email'],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('shares its own title and image, and warns once for an unknown network', () => {
    const root = rootOf(
      ssr.renderElements(
        PAGE(
          '<sqs-share-buttons url="https://example.com/p" title="T" image="https://example.com/i.jpg" networks="pinterest, nope"></sqs-share-buttons>',
        ),
      ),
    );
    assert.equal(
      attr(byPart(root, 'button')[0], 'href'),
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fp&media=https%3A%2F%2Fexample.com%2Fi.jpg&description=T',
    );
    assert.deepEqual(warnings, ['<sqs-share-buttons>: unknown network "nope"; it is left out.']);
  });

  it("leaves buttons that share the page's own address to the browser, with a warning", () => {
    for (const page of ['<sqs-share-buttons></sqs-share-buttons>', '<sqs-share-buttons url="/p"></sqs-share-buttons>'])
      assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-share-buttons> is left to render in the browser: the page's address is known there.",
      "<sqs-share-buttons> is left to render in the browser: the page's address is known there.",
    ]);
  });
});
