/**
 * The server render of `<sqs-relative-time>` (dist/ssr.js; `npm run build` first): the moment's full date and time,
 * which stay true however late the page is read (the script words it relative to now); where scripts run, the words
 * relative to the render's now, as the script words them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, byPart, byTag, recordWarnings, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-relative-time')[0]);

describe('the server render of a relative time', () => {
  it('shows the full date and time, with the moment for machines', () => {
    const html = ssr.renderElements('<sqs-relative-time datetime="2026-11-20T07:30:00Z"></sqs-relative-time>');
    const [time] = byPart(rootOf(html), 'base');
    assert.equal(time.tagName, 'time');
    assert.equal(attr(time, 'datetime'), '2026-11-20T07:30:00.000Z');
    // Intl's spaces vary (a narrow one before AM): compared as plain spaces. The server's zone is the test's.
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(
      Date.UTC(2026, 10, 20, 7, 30),
    );
    assert.equal(textOf(time), expected);
    assert.equal(attr(time, 'title'), expected);
    assert.doesNotMatch(textOf(time), /ago|just now/);
    assert.deepEqual(warnings, []);
  });

  it('shows, where scripts run, the words relative to now the script shows, in place of the full date', () => {
    const moment = new Date(Date.now() - 3 * 3600_000).toISOString();
    const html = ssr.renderElements(`<sqs-relative-time datetime="${moment}">earlier</sqs-relative-time>`);
    const root = rootOf(html);
    const words = root.find((node) => attr(node, 'data-relative') === '');
    assert.equal(textOf(words), '3 hours ago');
    assert.match(ssr.elementStylesheets()['styles/elements/relative-time.css'], /@media \(scripting: enabled\)/);
    assert.deepEqual(warnings, []);
  });

  it('leaves an element naming no moment to the browser, its own text shown meanwhile, with a warning', () => {
    for (const markup of [
      '<sqs-relative-time datetime="soon">soon</sqs-relative-time>',
      '<sqs-relative-time data-seconds="-3">just now</sqs-relative-time>',
    ]) {
      warnings.length = 0;
      const html = ssr.renderElements(markup);
      assert.equal(html, markup);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], /left to render in the browser: it names no moment yet/);
    }
  });
});
