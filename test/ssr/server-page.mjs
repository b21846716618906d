/**
 * What the Node tests of elements rendered on a server read of a rendered page: its elements parsed as a browser parses
 * them (a declarative shadow root's template content included), their attributes, the shadow root of a host, and the
 * answers a host carries into the page. The render itself is dist/ssr.js (`npm run build` first).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, parseFragment } from 'parse5';
import { startReferenceApi } from './reference-api.mjs';

import { attr, ROOT, ssr, textOf } from './parsed.mjs';

export { attr, ROOT, ssr, textOf };

/** Returns the elements of `html` in document order, templates' content included. */
export function elementsOf(html) {
  const found = [];
  const visit = (node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(/<html|<!doctype/i.test(html) ? parse(html) : parseFragment(html));
  return found;
}

/** Returns the elements of the first `tag`'s declarative shadow root whose `part` holds `name`. */
export function partsOf(html, tag, name) {
  const host = elementsOf(html).find((node) => node.tagName === tag);
  const template = host?.childNodes.find((child) => child.tagName === 'template');
  if (!template) return [];
  const found = [];
  const visit = (node) => {
    if (node.attrs && attr(node, 'part')?.split(' ').includes(name)) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(template.content);
  return found;
}

/** Returns the answers the first `tag` of `html` carries (its `script[data-sqs-data]` child, parsed), or undefined. */
export function heldData(html, tag) {
  const host = elementsOf(html).find((node) => node.tagName === tag);
  const script = host?.childNodes.find((child) => child.tagName === 'script' && attr(child, 'data-sqs-data') === '');
  return script && JSON.parse(textOf(script));
}

/** Returns how many elements of `html` have a `style` attribute or are `<style>`. */
export const inlineStyles = (html) =>
  elementsOf(html).filter((node) => node.tagName === 'style' || attr(node, 'style') !== undefined).length;

/** Collects console warnings while `fn` runs; returns them. */
export async function warningsOf(fn) {
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  try {
    await fn();
  } finally {
    console.warn = warn;
  }
  return warnings;
}

/**
 * Renders test/fixtures/ssr/<name>-page.html with the reference API's data (`renderElementsWithData` from `origin`,
 * at the address `url` when given) and checks it against test/fixtures/strict/ssr-<name>.html, the page the browser
 * tests take over, and unless `malformed` is false ssr-<name>-malformed.html, the same page whose carried data is cut
 * short (`UPDATE_SSR_FIXTURES=1` writes them). `unstable` masks what the store seeds differently each start. Resolves
 * with the rendered page and the warnings.
 */
async function renderFixtures(name, origin, unstable = (html) => html, { url, malformed = true } = {}) {
  const source = readFileSync(join(ROOT, `test/fixtures/ssr/${name}-page.html`), 'utf8');
  let rendered = '';
  const warnings = await warningsOf(async () => {
    rendered = await ssr.renderElementsWithData(source, { origin, url });
  });
  const pages = [[`ssr-${name}.html`, rendered]];
  if (malformed) pages.push([`ssr-${name}-malformed.html`, rendered.replace(/(data-sqs-data>)(.{40})[^<]*/, '$1$2')]);
  for (const [file, text] of pages) {
    const target = join(ROOT, 'test/fixtures/strict', file);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, text);
    assert.equal(
      unstable(readFileSync(target, 'utf8')),
      unstable(text),
      'run with UPDATE_SSR_FIXTURES=1 to write it again',
    );
  }
  return { rendered, warnings };
}

/**
 * Describes the pages the browser tests take over for `name` (`renderFixtures` with the reference API started for
 * it, and its `options`): rendered with no warning, then `check(rendered)`.
 */
export function describeFixturePages(name, check, unstable, options) {
  describe('the pages the browser tests take over', () => {
    let api;
    before(async () => {
      api = await startReferenceApi();
    });
    after(() => api.close());

    it(`are test/fixtures/ssr/${name}-page.html rendered with the reference API’s data`, async () => {
      const { rendered, warnings } = await renderFixtures(name, api.origin, unstable, options);
      assert.deepEqual(warnings, []);
      check(rendered);
    });
  });
}
