/**
 * The server render of `<sqs-fit-text>` (dist/ssr.js; `npm run build` first): its line of slotted text, as the browser
 * renders it before fitting it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoInlineStyle, attr, byTag, recordWarnings, shadowOf, ssr } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();

describe('the server render of fit text', () => {
  it('renders its line around the slotted text, with no inline size', () => {
    const html = ssr.renderElements('<sqs-fit-text min="12" max="80">Big <b>news</b></sqs-fit-text>');
    assert.deepEqual(
      shadowOf(byTag(html, 'sqs-fit-text')[0]).map((node) => [
        node.tagName,
        attr(node, 'part'),
        attr(node, 'data-state'),
      ]),
      [
        ['link', undefined, undefined],
        ['span', 'base', 'fitted'],
        ['slot', undefined, undefined],
      ],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });
});
