/**
 * The server render of `<sqs-code-block>` (dist/ssr.js; `npm run build` first): the owner's code in its children
 * shows as written, slotted; a `code` attribute is left to the browser, which parses and sanitises it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoInlineStyle, attr, byTag, recordWarnings, shadowOf, ssr } from '../../test/ssr/parsed.mjs';

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

  it('leaves a block given its code as an attribute to the browser, with a warning', () => {
    const page = '<sqs-code-block code="&lt;p&gt;x&lt;/p&gt;"></sqs-code-block>';
    assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      '<sqs-code-block> is left to render in the browser: its code attribute is parsed and sanitised there.',
    ]);
  });
});
