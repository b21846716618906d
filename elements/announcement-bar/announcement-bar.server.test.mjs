/**
 * The server render of `<sqs-announcement-bar>` (dist/ssr.js; `npm run build` first): its labelled region with its
 * text or link, which shows without script; the close button comes with the script.
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
const rootOf = (html) => shadowOf(byTag(html, 'sqs-announcement-bar')[0]);

describe('the server render of an announcement bar', () => {
  it('renders its labelled region with its link, and no close button', () => {
    const html = ssr.renderElements(
      '<sqs-announcement-bar text="Sale" href="/sale" dismissible></sqs-announcement-bar>',
    );
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual([base.tagName, attr(base, 'aria-label')], ['section', 'Announcement']);
    const [link] = byPart(root, 'link');
    assert.deepEqual([link.tagName, attr(link, 'href'), textOf(link)], ['a', '/sale', 'Sale']);
    assert.equal(byPart(root, 'close').length, 0);
    // The close button's room, kept where scripts run.
    assert.equal(attr(base, 'data-dismissible'), 'true');
    assert.match(ssr.elementStylesheets()['styles/elements/announcement-bar.css'], /@media \(scripting: enabled\)/);
    assertNoInlineStyle(html);
    assert.match(ssr.elementStylesheets()['styles/elements/announcement-bar.css'], /@media \(max-width: 1024px\)/);
    assert.deepEqual(warnings, []);
  });

  it('renders its text as a paragraph under its own label, and nothing without text', () => {
    const root = rootOf(ssr.renderElements('<sqs-announcement-bar text="Open" label="News"></sqs-announcement-bar>'));
    assert.equal(attr(byPart(root, 'base')[0], 'aria-label'), 'News');
    assert.equal(attr(byPart(root, 'base')[0], 'data-dismissible'), undefined);
    assert.deepEqual(
      byPart(root, 'text').map((node) => [node.tagName, textOf(node)]),
      [['p', 'Open']],
    );
    assert.deepEqual(
      rootOf(ssr.renderElements('<sqs-announcement-bar text=" "></sqs-announcement-bar>')).map((node) => node.tagName),
      ['link'],
    );
  });
});
