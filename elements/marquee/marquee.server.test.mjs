/**
 * The server render of `<sqs-marquee>` (dist/ssr.js; `npm run build` first): its text, still, as it shows when it does
 * not move; the loop starts with the script.
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
const rootOf = (html) => shadowOf(byTag(html, 'sqs-marquee')[0]);

describe('the server render of a marquee', () => {
  it('renders its slotted text, still, with no track of copies and no pause button', () => {
    const html = ssr.renderElements('<sqs-marquee animation-speed="2">Hello <em>world</em></sqs-marquee>');
    const root = rootOf(html);
    assert.equal(attr(byPart(root, 'base')[0], 'data-state'), 'static');
    assert.deepEqual(
      byPart(root, 'content')[0].childNodes.map((node) => node.tagName),
      ['slot'],
    );
    assert.deepEqual([byPart(root, 'track').length, byPart(root, 'toggle').length], [0, 0]);
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('renders the items its block data gives as its text', () => {
    const json = JSON.stringify({ marqueeItems: [{ text: 'One' }, { text: 'Two' }] });
    const root = rootOf(ssr.renderElements(`<sqs-marquee block-json='${json}'></sqs-marquee>`));
    assert.equal(textOf(byPart(root, 'content')[0]), 'One Two');
  });

  it("leaves the platform's rendered block and sizes set by the block data to the browser, with a warning", () => {
    const pages = [
      '<sqs-marquee><div class="sqs-block-content"><div class="Marquee"></div></div></sqs-marquee>',
      `<sqs-marquee block-json='{"textSize": "3rem"}'>Hi</sqs-marquee>`,
    ];
    for (const page of pages) assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-marquee> is left to render in the browser: the platform's rendered block is read there.",
      '<sqs-marquee> is left to render in the browser: its sizes are set there.',
    ]);
  });
});
