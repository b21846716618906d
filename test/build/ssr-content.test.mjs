/**
 * The page of content elements rendered on a server that test/ssr/content-takeover.test.ts takes over
 * (test/fixtures/ssr/content-page.html rendered into test/fixtures/strict/ssr-content.html; `UPDATE_SSR_FIXTURES=1`
 * writes it again): every element on it renders, with no warning.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import {
  assertNoInlineStyle,
  assertRenderedFixture,
  elementsOf,
  recordWarnings,
  shadowOf,
  ssr,
} from '../ssr/parsed.mjs';

const warnings = recordWarnings();

describe('the page of server-rendered content elements', () => {
  it('is test/fixtures/ssr/content-page.html rendered, every element with its shadow root', () => {
    assertRenderedFixture('content');
    assert.deepEqual(warnings, []);
    const html = readFileSync(new URL('../fixtures/strict/ssr-content.html', import.meta.url), 'utf8');
    const hosts = elementsOf(html).filter((node) => node.tagName.startsWith('sqs-'));
    assert.equal(hosts.length, 8);
    for (const host of hosts) assert.ok(shadowOf(host).length > 1, host.tagName);
    assertNoInlineStyle(html);
    assert.equal(ssr.renderElements(html), html, 'rendered once');
  });
});
