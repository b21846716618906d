/**
 * `<sqs-summary>` rendered on a server with its data (dist/ssr.js; `npm run build` first): the rendering given as the
 * API answers it shows in the first HTML, sanitized as the browser sanitizes it (no script, handler, style or
 * `javascript:` address from it), and is carried into the page, so the browser does not request it again; without its
 * data, holding the page's rendered items or with a layout from its block data it is left to the browser. It also
 * renders the pages the browser tests take over, with the reference API's rendering (test/ssr/server-page.mjs
 * `describeFixturePages`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attr,
  elementsOf,
  heldData,
  inlineStyles,
  partsOf,
  describeFixturePages,
  ssr,
  textOf,
  warningsOf,
} from '../../test/ssr/server-page.mjs';

const { renderElements, elementRequests } = ssr;

const BLOCK = '<sqs-summary block-id="news" collection-id="blog"></sqs-summary>';
const WIDGET = {
  type: 'summary',
  id: 'news',
  value: { collectionId: 'blog', design: 'list', count: 6, showExcerpt: true },
};
const REQUEST = {
  method: 'POST',
  path: '/api/widget/GetWidgetRendering',
  body: new URLSearchParams({ widgetJSON: JSON.stringify(WIDGET) }).toString(),
};
const item = (title, href) =>
  `<li class="summary-item"><h3 class="summary-title"><a href="${href}">${title}</a></h3><p class="summary-excerpt">About ${title}.</p></li>`;
const rendering = (html) => ({ data: { html } });
/** The data function of a render that answers the block's request with `answer`. */
const answering = (answer) => (request) =>
  request.method === REQUEST.method && request.path === REQUEST.path && request.body === REQUEST.body
    ? answer
    : undefined;

describe('<sqs-summary> rendered on a server with its data', () => {
  it('names the request it makes: the block’s widget JSON, form-encoded', () => {
    assert.deepEqual(elementRequests(BLOCK), [REQUEST]);
  });

  it('shows the items given, titles linked, and carries the rendering into the page', async () => {
    const answer = rendering(`<ul class="summary-items">${item('Oak', '/blog/oak')}${item('Ash', '/blog/ash')}</ul>`);
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(BLOCK, { data: answering(answer) });
    });
    assert.deepEqual(warnings, []);
    const [content] = partsOf(html, 'sqs-summary', 'content');
    const links = elementsOf(html).filter((node) => node.tagName === 'a');
    assert.deepEqual(links.map(textOf), ['Oak', 'Ash']);
    assert.deepEqual(
      links.map((link) => attr(link, 'href')),
      ['/blog/oak', '/blog/ash'],
    );
    assert.match(textOf(content), /About Oak\./);
    assert.equal(attr(partsOf(html, 'sqs-summary', 'base')[0], 'aria-busy'), 'false');
    assert.equal(partsOf(html, 'sqs-summary', 'loading').length, 0);
    assert.deepEqual(Object.values(heldData(html, 'sqs-summary')), [answer]);
    assert.equal(inlineStyles(html), 0);
  });

  it('sanitizes the rendering as the browser does: no script, handler, style or javascript: address', () => {
    const hostile =
      '<ul class="summary-items"><li class="summary-item"><a href=" java\tscript:alert(1)" target="_blank">x</a>' +
      '<img src="/examples/images/photo-01.jpg" onerror="alert(1)" alt="A"><script>alert(1)</script>' +
      '<p style="color: red" onclick="alert(1)">Text</p><form><b>Kept</b></form><a href="https://example.com/" rel="opener">y</a></li></ul>';
    const html = renderElements(BLOCK, { data: answering(rendering(hostile)) });
    const all = elementsOf(html);
    const template = all.find((node) => node.tagName === 'template');
    const shadow = all.filter((node) => {
      for (let at = node.parentNode; at; at = at.parentNode) if (at === template.content) return true;
      return false;
    });
    assert.equal(shadow.filter((node) => ['script', 'form', 'style'].includes(node.tagName)).length, 0);
    for (const node of shadow) {
      for (const { name, value } of node.attrs) {
        assert.doesNotMatch(name, /^on|^style$/);
        assert.doesNotMatch(value.replace(/\s/g, ''), /^javascript:/i);
      }
    }
    const [first, second] = shadow.filter((node) => node.tagName === 'a');
    assert.equal(attr(first, 'href'), undefined);
    assert.equal(attr(first, 'rel'), 'noopener noreferrer');
    assert.equal(attr(second, 'rel'), undefined);
    assert.equal(
      attr(
        shadow.find((node) => node.tagName === 'img'),
        'alt',
      ),
      'A',
    );
    assert.match(textOf(template.content), /Kept/);
  });

  it('is left to the browser, with a warning, without its data or with an answer that has no rendering', async () => {
    const warnings = await warningsOf(() => {
      assert.equal(renderElements(BLOCK), BLOCK);
    });
    assert.deepEqual(warnings, [
      `<sqs-summary> is left to render in the browser: its data (POST ${REQUEST.path}) was not given.`,
    ]);
    const refused = await warningsOf(() => {
      assert.equal(renderElements(BLOCK, { data: answering({ data: {} }) }), BLOCK);
    });
    assert.deepEqual(refused, [
      `<sqs-summary> is left to render in the browser: its data for POST ${REQUEST.path} is not usable (The answer has no data.html).`,
    ]);
  });

  it('leaves to the browser a block holding the items the page rendered, or whose block data sets its layout', async () => {
    const holding = '<sqs-summary><div class="summary-item-list"><div class="summary-item">A</div></div></sqs-summary>';
    const laidOut = `<sqs-summary block-json='{"collectionId":"blog","slidesPerRow":3}' block-id="x"></sqs-summary>`;
    const warnings = await warningsOf(() => {
      assert.equal(renderElements(holding), holding);
      assert.equal(renderElements(laidOut, { data: () => rendering('<p>x</p>') }), laidOut);
    });
    assert.deepEqual(warnings, [
      '<sqs-summary> is left to render in the browser: the items the page rendered are read there.',
      "<sqs-summary> is left to render in the browser: its block data's layout is an inline style there.",
    ]);
  });
});

describeFixturePages('summary', (rendered) =>
  assert.equal(elementsOf(rendered).filter((node) => attr(node, 'class') === 'summary-item').length, 4),
);
