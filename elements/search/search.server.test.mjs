/**
 * `<sqs-search>` rendered on a server (`sqs-elements/ssr`, dist/ssr.js; `npm run build` first): its labelled field and
 * button, as the browser renders them, in a form that goes to the search page (`GET action?q=…`) without a script; the search page's mode
 * is left to the browser. It also renders test/fixtures/ssr/search-page.html into test/fixtures/strict/ssr-search.html,
 * the page the browser tests take over (`UPDATE_SSR_FIXTURES=1` writes it after a change of the render).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { attr, byTag, collectWarnings, elementsOf, ROOT, serverRender, textOf } from '../../test/ssr/server-markup.mjs';

const { renderElements } = await serverRender();
const warnings = collectWarnings();

describe('<sqs-search> rendered on a server', () => {
  it('is a form that goes to the search page with the query as q', () => {
    const html = renderElements('<sqs-search label="Find" action="/shop/search"></sqs-search>');
    const [form] = byTag(html, 'form');
    assert.deepEqual(
      ['part', 'role', 'method', 'action'].map((name) => attr(form, name)),
      ['base', 'search', undefined, '/shop/search'],
      'a GET form, as a form without a method is',
    );
    const [input] = byTag(html, 'input');
    assert.deepEqual(
      ['type', 'name', 'aria-label', 'placeholder', 'aria-expanded'].map((name) => attr(input, name)),
      ['search', 'q', 'Find', 'Find', 'false'],
    );
    const popup = elementsOf(html).find((node) => attr(node, 'part') === 'popup');
    assert.equal(attr(popup, 'hidden'), '', 'the preview is closed');
    assert.equal(textOf(byTag(html, 'button')[0]), 'Search');
    assert.deepEqual(
      byTag(html, 'link').map((link) => attr(link, 'href')),
      ['/dist/styles/elements/search.css'],
    );
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    const [plain] = byTag(renderElements('<sqs-search></sqs-search>'), 'input');
    assert.equal(attr(plain, 'aria-label'), 'Search');
    assert.equal(attr(byTag(renderElements('<sqs-search></sqs-search>'), 'form')[0], 'action'), '/search');
    assert.deepEqual(warnings, []);
  });

  it("leaves the search page's mode to the browser, where the address's query is read", () => {
    const page = '<sqs-search mode="page"></sqs-search>';
    assert.equal(renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-search> is left to render in the browser: its query is the page address's, read there.",
    ]);
  });
});

describe('the search page the browser tests take over', () => {
  it('is test/fixtures/ssr/search-page.html rendered', () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/ssr/search-page.html'), 'utf8');
    const target = join(ROOT, 'test/fixtures/strict/ssr-search.html');
    const rendered = renderElements(source);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
    assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
    assert.deepEqual(warnings, []);
  });
});
