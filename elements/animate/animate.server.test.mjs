/**
 * The server render of `<sqs-animate>` (dist/ssr.js; `npm run build` first): its content shown as the animation ends,
 * still, with no inline style (the script plays the animation as the block comes into view).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoInlineStyle, attr, byPart, byTag, recordWarnings, shadowOf, ssr } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();

describe('the server render of an animated block', () => {
  it('renders it loaded, its content slotted, with no placeholder or duration set inline', () => {
    const html = ssr.renderElements(
      '<sqs-animate animation="slide-up" ratio="count" count="3" duration="2"><p>Hello</p><img src="/a.jpg" alt="A"></sqs-animate>',
    );
    const root = shadowOf(byTag(html, 'sqs-animate')[0]);
    const [base] = byPart(root, 'base');
    assert.deepEqual([attr(base, 'data-animation'), attr(base, 'data-loaded')], ['slide-up', '']);
    const [content] = byPart(root, 'content');
    assert.deepEqual(
      content.childNodes.map((node) => node.tagName),
      ['slot'],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });
});
