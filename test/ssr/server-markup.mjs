/**
 * Reading a server render's output in the Node tests of the elements' server renders (`<name>.server.test.mjs`): the
 * page parsed as a browser parses it, declarative shadow roots included, and the warnings the render logs.
 */
import { afterEach, beforeEach } from 'node:test';
import { ssr } from './parsed.mjs';

export { attr, byTag, elementsOf, ROOT, textOf } from './parsed.mjs';

/** Returns the built server render (`dist/ssr.js`; `npm run build` first). */
export const serverRender = async () => ssr;

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
