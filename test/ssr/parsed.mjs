/**
 * Reading a server-rendered page in the Node tests (`<name>.server.test.mjs`): the built server render
 * (`dist/ssr.js`, `npm run build` first), the page's elements as a browser parses them (a declarative shadow root's
 * template becomes content), and the console warnings a render gives.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'parse5';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'dist', 'ssr.js');
assert.ok(existsSync(ENTRY), 'dist/ssr.js is missing: run `npm run build` first');

/** The built server render: `renderElements(html, options)` and `elementStylesheets()`. */
export const ssr = await import(pathToFileURL(ENTRY).href);

/** Returns the page's elements in document order, parsed as a browser does (templates become content). */
export function elementsOf(html) {
  const found = [];
  const visit = (node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

/** Returns an attribute's value, or undefined. */
export const attr = (node, name) => node.attrs.find((a) => a.name === name)?.value;
/** Returns the page's elements with tag `tag`. */
export const byTag = (html, tag) => elementsOf(html).filter((node) => node.tagName === tag);
/** Returns the elements of `nodes` (a shadow root's, see `shadowOf`) with part `part`. */
export const byPart = (nodes, part) => nodes.filter((el) => (attr(el, 'part') ?? '').split(' ').includes(part));

/** Returns the elements below a node, a template's content included. */
function collect(node) {
  const found = [];
  const visit = (at) => {
    for (const child of at.childNodes ?? []) {
      if (child.tagName) found.push(child);
      visit(child);
    }
    if (at.content) visit(at.content);
  };
  visit(node);
  return found;
}

/** Returns the elements of a host's declarative shadow root (its first child template) in document order, or []. */
export function shadowOf(host) {
  const first = host.childNodes[0];
  return first?.tagName === 'template' && attr(first, 'shadowrootmode') === 'open' ? collect(first) : [];
}

/** Returns the text of a node's descendants. */
export const textOf = (node) => (node.childNodes ?? []).map((child) => child.value ?? textOf(child)).join('');

/** Asserts that no element of `html` has a style attribute and no `<style>` is in it. */
export function assertNoInlineStyle(html) {
  const all = elementsOf(html);
  assert.deepEqual(
    all.filter((node) => attr(node, 'style') !== undefined).map((node) => node.tagName),
    [],
    'no style attribute',
  );
  assert.equal(all.filter((node) => node.tagName === 'style').length, 0, 'no <style>');
}

/** Collects the console warnings of each test into the array it returns (emptied before each test). */
export function recordWarnings() {
  const warnings = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args) => warnings.push(args.join(' '));
  });
  afterEach(() => {
    console.warn = warn;
  });
  return warnings;
}

/**
 * Asserts that test/fixtures/strict/ssr-<name>.html is test/fixtures/ssr/<name>-page.html rendered (the page the
 * browser's take-over test loads); `UPDATE_SSR_FIXTURES=1` writes it again.
 */
export function assertRenderedFixture(name) {
  const source = readFileSync(join(ROOT, `test/fixtures/ssr/${name}-page.html`), 'utf8');
  const target = join(ROOT, `test/fixtures/strict/ssr-${name}.html`);
  const rendered = ssr.renderElements(source);
  if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
  assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
}
