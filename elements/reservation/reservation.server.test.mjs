/**
 * The server render of `<sqs-reservation>` (dist/ssr.js; `npm run build` first): the link to the booking page on the
 * provider's site, which books without a script; no provider script, consent message or widget.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, byPart, byTag, recordWarnings, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootsOf = (html) => byTag(html, 'sqs-reservation').map(shadowOf);

describe('the server render of a reservation block', () => {
  it("links to the booking page on OpenTable's or Resy's site, with no status", () => {
    const html = ssr.renderElements(
      '<sqs-reservation restaurant-id="412810"></sqs-reservation>' +
        '<sqs-reservation provider="resy" restaurant-id="1505" venue="ny/lilia" api-key="AbC123"></sqs-reservation>',
    );
    const links = rootsOf(html).map((root) => byPart(root, 'link')[0]);
    assert.deepEqual(
      links.map((link) => [attr(link, 'href'), textOf(link)]),
      [
        ['https://www.opentable.com/restref/client/?rid=412810', 'Book a table on OpenTable'],
        ['https://resy.com/cities/ny/lilia', 'Book a table on Resy'],
      ],
    );
    for (const root of rootsOf(html)) {
      assert.equal(textOf(byPart(root, 'status')[0]), '');
      assert.equal(attr(byPart(root, 'widget')[0], 'hidden'), '');
    }
    assert.deepEqual(byTag(html, 'script'), []);
    assert.deepEqual(warnings, []);
  });

  it('shows no link for ids the element refuses, warning as the browser does', () => {
    const html = ssr.renderElements('<sqs-reservation restaurant-id="412810&amp;evil=1"></sqs-reservation>');
    const [root] = rootsOf(html);
    assert.deepEqual(byPart(root, 'link'), []);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /^<sqs-reservation>: invalid restaurant-id=/);
  });

  it("shows an owner the preview note, as the page's site context names them", () => {
    const context = '{"authenticatedAccount":{"id":"1"},"websiteRoles":["owner"]}';
    const html = ssr.renderElements(
      `<html><head><script id="sqs-site-context" type="application/json">${context}</script></head><body><sqs-reservation restaurant-id="412810"></sqs-reservation></body></html>`,
    );
    const [root] = rootsOf(html);
    assert.equal(byPart(root, 'preview').length, 1);
    assert.equal(attr(byPart(root, 'content')[0], 'inert'), '');
  });
});
