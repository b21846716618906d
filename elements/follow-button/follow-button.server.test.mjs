/**
 * The server render of `<sqs-follow-button>` (dist/ssr.js; `npm run build` first): the profile link the element shows
 * until the provider's button replaces it, which works without script.
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
const rootOf = (html) => shadowOf(byTag(html, 'sqs-follow-button')[0]);

describe('the server render of a follow button', () => {
  it('renders the profile link of its handle, username winning over data-username', () => {
    const html = ssr.renderElements('<sqs-follow-button username="one" data-username="two"></sqs-follow-button>');
    const root = rootOf(html);
    const [link] = byPart(root, 'link');
    assert.equal(attr(link, 'href'), 'https://x.com/one');
    assert.equal(textOf(link), 'Follow @one');
    assert.equal(attr(byPart(root, 'base')[0], 'data-state'), 'loading');
    assert.equal(byPart(root, 'widget').length, 1);
    const other = rootOf(ssr.renderElements('<sqs-follow-button data-username="two"></sqs-follow-button>'));
    assert.equal(attr(byPart(other, 'link')[0], 'href'), 'https://x.com/two');
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('renders an empty line without a handle, as the browser does', () => {
    const root = rootOf(ssr.renderElements('<sqs-follow-button></sqs-follow-button>'));
    assert.deepEqual(
      root.map((node) => `${node.tagName}.${attr(node, 'class') ?? ''}`),
      ['link.', 'span.line'],
    );
  });
});
