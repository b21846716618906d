/**
 * The server render (`sqs-elements/ssr`, dist/ssr.js; `npm run build` first): a page in, the same page out with each
 * accordion's and item's shadow root as Declarative Shadow DOM rendered from the browser's components — their
 * attributes read as the elements read them, the element's stylesheet linked (no inline style, for a strict style
 * policy), the light DOM byte for byte — and every other or failing `sqs-*` element left as it was, with a warning.
 * It also renders test/fixtures/ssr/accordion-page.html into test/fixtures/strict/ssr-accordion.html, the page the
 * browser tests take over (`UPDATE_SSR_FIXTURES=1` writes it after a change of the render).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'parse5';
import { serverRenderModules } from '../../scripts/element-folders.mjs';
import { importBundled } from './node-bundle.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'dist', 'ssr.js');
assert.ok(existsSync(ENTRY), 'dist/ssr.js is missing: run `npm run build` first');
const { renderElements, elementStylesheets, elementStyleHashes, styleHashes } = await import(pathToFileURL(ENTRY).href);

const PAGE = `<!doctype html><html><head><title>x</title></head><body>
<sqs-accordion title-alignment="center" icon-placement="left">
  <sqs-accordion-item heading="Tom &amp; Jerry" open><p class="a">One</p></sqs-accordion-item>
  <sqs-accordion-item heading-level="2"><span slot="heading">Two</span><p>Two's text</p></sqs-accordion-item>
</sqs-accordion>
</body></html>`;

/** Returns the page's elements by tag, in document order, parsed as a browser would (templates become content). */
function elementsOf(html) {
  const found = [];
  const visit = (node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

const attr = (node, name) => node.attrs.find((a) => a.name === name)?.value;
const byTag = (html, tag) => elementsOf(html).filter((node) => node.tagName === tag);
/** Returns the declarative shadow root template of a host: its first child, or undefined. */
const rootOf = (host) => {
  const first = host.childNodes[0];
  return first?.tagName === 'template' && attr(first, 'shadowrootmode') === 'open' ? first : undefined;
};
/** Returns `tag[part]` for each element with parts in a shadow root template, in document order. */
function partsOf(template) {
  const out = [];
  const collect = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.attrs && attr(child, 'part')) out.push(`${child.tagName}[${attr(child, 'part')}]`);
      collect(child);
    }
  };
  if (template) collect(template.content);
  return out;
}

let warnings;
const warn = console.warn;
beforeEach(() => {
  warnings = [];
  console.warn = (...args) => warnings.push(args.join(' '));
});
afterEach(() => {
  console.warn = warn;
});

describe('renderElements', () => {
  it('gives each accordion and item a declarative shadow root as its first child, rendered from its component', () => {
    const html = renderElements(PAGE);
    const [accordion] = byTag(html, 'sqs-accordion');
    assert.deepEqual(partsOf(rootOf(accordion)), ['div[base]']);
    const items = byTag(html, 'sqs-accordion-item');
    assert.equal(items.length, 2);
    for (const item of items)
      assert.deepEqual(partsOf(rootOf(item)), [
        'details[base]',
        'summary[header trigger]',
        'span[label]',
        'span[icon]',
        'div[panel]',
        'div[content]',
      ]);
    assert.deepEqual(warnings, []);
  });

  it('reads the attributes as the element does: typed, defaulted, and the heading as text', () => {
    const html = renderElements(PAGE);
    const [base] = byTag(html, 'div').filter((node) => attr(node, 'part') === 'base');
    assert.equal(attr(base, 'data-title-align'), 'center');
    assert.equal(attr(base, 'data-icon-placement'), 'left');
    assert.equal(attr(base, 'data-description-align'), 'left');
    assert.equal(attr(base, 'data-dividers'), 'on');
    const [first, second] = byTag(html, 'details');
    assert.equal(attr(first, 'open'), '');
    assert.equal(attr(second, 'open'), undefined);
    const [heading] = byTag(html, 'slot').filter((node) => attr(node, 'name') === 'heading');
    assert.equal(heading.childNodes[0].value, 'Tom & Jerry');
    assert.match(html, /<slot name="heading">Tom &amp; Jerry<\/slot>/);
  });

  it('opens the first item of an expand-first accordion none of whose items is open, as the browser does', () => {
    const item = (open = '') => `<sqs-accordion-item heading="x"${open}></sqs-accordion-item>`;
    const openOf = (html) => byTag(html, 'details').map((details) => attr(details, 'open') !== undefined);
    assert.deepEqual(openOf(renderElements(`<sqs-accordion expand-first>${item()}${item()}</sqs-accordion>`)), [
      true,
      false,
    ]);
    assert.deepEqual(openOf(renderElements(`<sqs-accordion expand-first>${item()}${item(' open')}</sqs-accordion>`)), [
      false,
      true,
    ]);
    assert.deepEqual(openOf(renderElements(`<sqs-accordion expand-first="false">${item()}</sqs-accordion>`)), [false]);
    assert.deepEqual(openOf(renderElements(`<sqs-accordion>${item()}</sqs-accordion>`)), [false]);
  });

  it('warns once for a bad attribute and renders its default', () => {
    const html = renderElements('<sqs-accordion-item heading-level="9" heading="x"></sqs-accordion-item>');
    assert.ok(rootOf(byTag(html, 'sqs-accordion-item')[0]));
    assert.deepEqual(warnings, ['<sqs-accordion-item>: invalid heading-level="9"; using the default (3).']);
  });

  it('links the element stylesheet from dist (or options.base) and writes no inline style', () => {
    const html = renderElements(PAGE);
    const links = byTag(html, 'link');
    assert.deepEqual(
      links.map((link) => [attr(link, 'rel'), attr(link, 'href')]),
      [
        ['stylesheet', '/dist/styles/elements/accordion.css'],
        ['stylesheet', '/dist/styles/elements/accordion-item.css'],
        ['stylesheet', '/dist/styles/elements/accordion-item.css'],
      ],
    );
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    assert.equal(byTag(html, 'style').length, 0);
    const based = renderElements(PAGE, { base: 'https://cdn.example/sqs-elements@0.1.0/dist/' });
    assert.equal(
      attr(byTag(based, 'link')[0], 'href'),
      'https://cdn.example/sqs-elements@0.1.0/dist/styles/elements/accordion.css',
    );
  });

  it("holds each element's stylesheet in its root with styles: 'inline', under elementStyleHashes' hash", async () => {
    const html = renderElements(PAGE, { styles: 'inline' });
    const sheets = elementStylesheets();
    const hashes = await elementStyleHashes();
    assert.equal(byTag(html, 'link').length, 0);
    const styles = byTag(html, 'style');
    // First in each root, the text of the file a linked root links.
    for (const host of [...byTag(html, 'sqs-accordion'), ...byTag(html, 'sqs-accordion-item')]) {
      const first = rootOf(host).content.childNodes[0];
      assert.equal(first.tagName, 'style', host.tagName);
      const text = first.childNodes[0].value;
      assert.equal(text, sheets[`styles/elements/${host.tagName.slice('sqs-'.length)}.css`]);
      const digest = createHash('sha256').update(text).digest('base64');
      assert.equal(hashes[host.tagName], `'sha256-${digest}'`);
    }
    assert.equal(styles.length, 3);
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    // A hash for every element rendered, each its own.
    assert.deepEqual(
      Object.keys(hashes).sort(),
      Object.keys(sheets)
        .map((path) => `sqs-${basename(path, '.css')}`)
        .sort(),
    );
    assert.equal(new Set(Object.values(hashes)).size, Object.keys(hashes).length);
  });

  it("holds a gallery's own numbers in a style of its root with onStyle, which it hands on for styleHashes", async () => {
    const gallery = (attributes) => `<sqs-gallery ${attributes}>
      <figure><img data-src="/a.jpg" data-image-dimensions="1600x1000" alt="A"></figure>
      <figure><img data-src="/b.jpg" data-image-dimensions="1000x1000" alt="B"></figure>
      <figure><img data-src="/c.jpg" data-image-dimensions="1000x1600" alt="C"></figure>
    </sqs-gallery>`;
    const own = [];
    const html = renderElements(
      `${gallery('design="autorows" gutter="10" row-height="120"')}${gallery('design="grid"')}`,
      {
        styles: 'inline',
        onStyle: (css) => own.push(css),
      },
    );
    assert.equal(own.length, 2);
    const [rows, grid] = byTag(html, 'sqs-gallery').map((host) => rootOf(host).content.childNodes);
    // After the element's sheet, its own style: the text onStyle was given, under the hash styleHashes gives.
    for (const [nodes, css] of [
      [rows, own[0]],
      [grid, own[1]],
    ]) {
      assert.deepEqual(
        nodes.slice(0, 3).map((node) => node.tagName),
        ['style', 'style', 'div'],
      );
      assert.equal(nodes[1].childNodes[0].value, css);
    }
    const [source] = await styleHashes([own[0]]);
    assert.equal(source, `'sha256-${createHash('sha256').update(own[0]).digest('base64')}'`);
    // The numbers, and the script's rows at each width: the first two pictures (1.6 + 1 at 120 px high, 10 px apart)
    // fill a row from 192 to 322 px wide, and all three from 407 px.
    assert.match(own[0], /--_sqs-gap: 10px; .*--_sqs-row: 120px/);
    assert.match(own[0], /@container \(width > 192px\) and \(width <= 322px\)/);
    assert.match(own[0], /@container \(width > 407px\) \{/);
    assert.match(own[1], /--_sqs-per-row: 4/);
    // Without onStyle, no style of its own: the sheet reads the numbers from the track's attributes.
    const plain = renderElements(gallery('design="autorows"'), { styles: 'inline' });
    assert.equal(byTag(plain, 'style').length, 1);
    assert.equal(
      attr(
        byTag(plain, 'div').find((node) => attr(node, 'part') === 'track'),
        'data-gap',
      ),
      '20',
    );
  });

  it('builds each linked stylesheet from the base sheet and the element sheet', () => {
    const sheets = elementStylesheets();
    // One per element folder with a server render (`<name>.server.ts`).
    const rendered = serverRenderModules(join(ROOT, 'elements')).map((file) => basename(file, '.server.ts'));
    assert.deepEqual(Object.keys(sheets).sort(), rendered.map((name) => `styles/elements/${name}.css`).sort());
    assert.ok(rendered.includes('accordion') && rendered.includes('accordion-item'));
    for (const [path, text] of Object.entries(sheets)) {
      assert.equal(readFileSync(join(ROOT, 'dist', path), 'utf8'), text, `dist/${path} is the built sheet`);
      assert.match(text, /:focus-visible/, 'the base sheet comes first');
    }
    assert.match(sheets['styles/elements/accordion-item.css'], /summary\[part~='trigger'\]/);
    assert.match(sheets['styles/elements/accordion.css'], /\[data-title-align='center'\]/);
  });

  it('marks each rendered element, which turns its pre-upgrade rules off', () => {
    const html = renderElements(PAGE);
    for (const host of [...byTag(html, 'sqs-accordion'), ...byTag(html, 'sqs-accordion-item')])
      assert.equal(attr(host, 'data-server-rendered'), '');
    const css = readFileSync(join(ROOT, 'dist/styles/elements.css'), 'utf8');
    assert.match(css, /sqs-accordion-item:not\(:defined, \[data-server-rendered\]\)::before/);
  });

  it('keeps the rest of the page byte for byte', () => {
    const html = renderElements(PAGE);
    assert.equal(html.replace(/ data-server-rendered|<template shadowrootmode="open">.*?<\/template>/g, ''), PAGE);
  });

  it('leaves an element without a server render as it was, with one warning naming it', () => {
    const page = '<sqs-no-such design="grid"><img src="a.jpg" alt="A"></sqs-no-such><sqs-no-such></sqs-no-such>';
    assert.equal(renderElements(page), page);
    assert.deepEqual(warnings, ['<sqs-no-such> is left to render in the browser: it has no server render.']);
  });

  it('renders an element in English or French, and leaves one in a language with no catalogue here to the browser', () => {
    const page =
      '<html lang="de"><body><div lang="en-GB"><sqs-accordion-item heading="A"></sqs-accordion-item></div>' +
      '<div lang="fr-CA"><sqs-accordion-item heading="B"></sqs-accordion-item></div>' +
      '<sqs-accordion-item heading="C"></sqs-accordion-item></body></html>';
    const html = renderElements(page);
    assert.match(html, /<sqs-accordion-item heading="A" data-server-rendered><template/);
    assert.match(html, /<sqs-accordion-item heading="B" data-server-rendered><template/);
    assert.match(html, /<sqs-accordion-item heading="C"><\/sqs-accordion-item>/);
    assert.deepEqual(warnings, [
      '<sqs-accordion-item> is left to render in the browser: its language (de) has no catalogue on the server.',
    ]);
  });

  it("leaves an accordion holding the platform's rendered list to the browser, with a warning", () => {
    const page = `<sqs-accordion><ul class="accordion-items-container" data-is-divider-enabled="true">
      <li class="accordion-item"><span class="accordion-item__title">One</span></li></ul></sqs-accordion>`;
    assert.equal(renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-accordion> is left to render in the browser: the platform's rendered list becomes its items there.",
    ]);
  });

  it('leaves an element that already has a declarative shadow root as it is', () => {
    const once = renderElements(PAGE);
    assert.equal(renderElements(once), once);
  });

  it('leaves an element whose render fails as it was, with a warning naming it', async () => {
    // The render over an element whose component throws, bundled from the sources.
    const { render } = await importBundled(
      `import { renderWith } from './elements/shared/ssr/render-elements.ts';
      import { serverElement } from './elements/shared/ssr/server-element.ts';
      import { defineContract } from './elements/shared/element-types.ts';
      const Failing = () => { throw new Error('no window here'); };
      const failing = serverElement(Failing, defineContract('sqs-failing', {}), []);
      export const render = (html) => renderWith([failing], html);`,
      'ssr-failing',
    );
    const page = '<p>Before</p><sqs-failing a="1"><p>Kept</p></sqs-failing>';
    assert.equal(render(page), page);
    assert.deepEqual(warnings, [
      '<sqs-failing> is left to render in the browser: its server render failed (no window here).',
    ]);
  });
});

describe('the page the browser tests take over', () => {
  it('is test/fixtures/ssr/accordion-page.html rendered', () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/ssr/accordion-page.html'), 'utf8');
    const target = join(ROOT, 'test/fixtures/strict/ssr-accordion.html');
    const rendered = renderElements(source);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
    assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
    assert.deepEqual(warnings, []);
  });
});
