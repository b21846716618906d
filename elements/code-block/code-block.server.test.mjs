/**
 * The server render of `<sqs-code-block>` (dist/ssr.js; `npm run build` first): the owner's code in its children
 * shows as written, slotted; a `code` attribute shows sanitized (or as source text), as the browser shows it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoInlineStyle, attr, byTag, recordWarnings, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();

describe('the server render of a code block', () => {
  it('slots its children, kept byte for byte', () => {
    const page = '<sqs-code-block><p>Hi <b>there</b></p></sqs-code-block>';
    const html = ssr.renderElements(page);
    assert.deepEqual(
      shadowOf(byTag(html, 'sqs-code-block')[0]).map((node) => `${node.tagName}[${attr(node, 'part') ?? ''}]`),
      ['link[]', 'div[base]', 'slot[]'],
    );
    assert.equal(html.replace(/ data-server-rendered|<template shadowrootmode="open">.*?<\/template>/g, ''), page);
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('shows code given as an attribute sanitized, as the browser shows it, in place of the children', () => {
    const page =
      '<sqs-code-block code="&lt;p&gt;Hi &lt;b&gt;there&lt;/b&gt;&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;' +
      '&lt;img src=&quot;/a.jpg&quot; alt=&quot;A&quot; width=&quot;24&quot; height=&quot;12&quot; onerror=&quot;alert(2)&quot;&gt;">' +
      '<p>Children</p></sqs-code-block>';
    const html = ssr.renderElements(page);
    const root = shadowOf(byTag(html, 'sqs-code-block')[0]);
    // (React adds a preload of the picture beside the stylesheet.)
    assert.deepEqual(
      root.filter((node) => node.tagName !== 'link').map((node) => node.tagName),
      ['div', 'div', 'p', 'b', 'img'],
    );
    const img = root.find((node) => node.tagName === 'img');
    assert.deepEqual(
      ['src', 'alt', 'width', 'height', 'onerror'].map((name) => attr(img, name)),
      ['/a.jpg', 'A', '24', '12', undefined],
    );
    assert.equal(attr(root.filter((node) => node.tagName === 'div')[1], 'data-sqs-code'), '');
    assert.doesNotMatch(html, /<template[^]*alert[^]*<\/template>/);
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('shows code given as an attribute as source text with display-source', () => {
    const html = ssr.renderElements('<sqs-code-block display-source code="&lt;p class=&quot;x&quot;&gt;Hi&lt;/p&gt;">');
    const pre = shadowOf(byTag(html, 'sqs-code-block')[0]).find((node) => node.tagName === 'pre');
    assert.equal(attr(pre, 'class'), 'source-code');
    assert.equal(textOf(pre), '<p class="x">Hi</p>');
    assert.deepEqual(warnings, []);
  });
});
