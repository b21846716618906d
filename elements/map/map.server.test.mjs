/**
 * The server render of `<sqs-map>` (dist/ssr.js; `npm run build` first): without a script, the address card as text
 * with its link to the external maps page, and the map's place kept; the map itself comes with the script.
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
const rootOf = (html) => shadowOf(byTag(html, 'sqs-map')[0]);

describe('the server render of a map', () => {
  it('shows the address as text and links to the maps page at the address', () => {
    const html = ssr.renderElements(
      '<sqs-map address-title="Studio" address-line1="1 Main St" address-line2="New York, NY" address-country="USA" map-zoom="15" map-lat="40.7" map-lng="-74"></sqs-map>',
    );
    const root = rootOf(html);
    const [card] = byPart(root, 'card');
    assert.equal(card.tagName, 'address');
    assert.equal(textOf(byPart(root, 'title')[0]), 'Studio');
    assert.deepEqual(byPart(root, 'line').map(textOf), ['1 Main St', 'New York, NY', 'USA']);
    const [link] = byPart(root, 'link');
    const url = new URL(attr(link, 'href'));
    assert.equal(url.origin + url.pathname, 'https://www.google.com/maps');
    assert.equal(url.searchParams.get('q'), 'Studio, 1 Main St, New York, NY, USA');
    assert.equal(url.searchParams.get('z'), '15');
    assert.deepEqual([attr(link, 'target'), attr(link, 'rel')], ['_blank', 'noopener noreferrer']);
    assert.equal(textOf(link), 'Open in Maps (new window)');
    // The map's labelled region keeps its place (its height, from the sheet) for the script's map.
    const [region] = byPart(root, 'map');
    assert.deepEqual(
      [attr(region, 'role'), attr(region, 'aria-label')],
      ['region', 'Map of Studio, 1 Main St, New York, NY, USA'],
    );
    assert.deepEqual(byPart(root, 'controls'), []);
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it("reads the platform's block data, the attributes over it", () => {
    const block = JSON.stringify({ location: { addressTitle: 'Shop', addressLine1: 'Pier 3', mapZoom: 12 } });
    const html = ssr.renderElements(`<sqs-map address-title="Depot" block-json='${block}'></sqs-map>`);
    const root = rootOf(html);
    assert.equal(textOf(byPart(root, 'title')[0]), 'Depot');
    assert.deepEqual(byPart(root, 'line').map(textOf), ['Pier 3']);
    assert.equal(new URL(attr(byPart(root, 'link')[0], 'href')).searchParams.get('z'), '12');
  });

  it('is left to the browser when its block data sets its height, an inline style there', () => {
    const html = '<sqs-map block-json=\'{"vSize": 12}\'></sqs-map>';
    assert.equal(ssr.renderElements(html), html);
    assert.deepEqual(warnings, [
      "<sqs-map> is left to render in the browser: its block data's height is an inline style there.",
    ]);
  });
});
