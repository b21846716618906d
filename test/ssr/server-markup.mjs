/**
 * Reading a server render's output in the Node tests of the elements' server renders (`<name>.server.test.mjs`): the
 * page parsed as a browser parses it, declarative shadow roots included, and the warnings the render logs.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'parse5';

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Returns the built server render (`dist/ssr.js`; `npm run build` first). */
export async function serverRender() {
  const entry = join(ROOT, 'dist', 'ssr.js');
  assert.ok(existsSync(entry), 'dist/ssr.js is missing: run `npm run build` first');
  return import(pathToFileURL(entry).href);
}

/** Returns the elements of `html` in document order, as a browser parses them (a template's content included). */
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

/** Returns the attribute `name` of a parsed element, or undefined. */
export const attr = (node, name) => node.attrs.find((a) => a.name === name)?.value;

/** Returns the elements of `html` with tag `tag`. */
export const byTag = (html, tag) => elementsOf(html).filter((node) => node.tagName === tag);

/** Returns the text of a parsed node. */
export const textOf = (node) => (node.value ?? '') + (node.childNodes ?? []).map(textOf).join('');

/** Collects the console warnings of each test into the returned list (emptied before each test). */
export function collectWarnings() {
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
