/**
 * The page types' own code (the cart page, the reviews request page …), collected from the element folders: a folder
 * whose element is a page type's code keeps `<name>.page-entry.ts`, exporting `pageEntry` — the page types, the
 * chunk's id, the page's root and, optionally, the attributes the element is put there with. The autoloader carries
 * only the page types' numbers (`__SQS_PAGE_TYPES__`); the entries go into its page entries chunk, which it loads on
 * a page of one of those types: the build and the test server put the collected list in place of
 * elements/page-entry-list.ts. No source module lists every element's page entry.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { elementFolders } from './element-folders.mjs';
import { importBundled } from './import-bundled.mjs';

// The module the collected list takes the place of.
const LIST = /[\\/]elements[\\/]page-entry-list\.ts$/;

/** Returns the path of the page entry module of folder `name` in `dir`. */
const entryFile = (dir, name) => `${dir}/${name}/${name}.page-entry.ts`;

/** Returns the names of the element folders in `dir` that keep a page entry, sorted. */
const entryFolders = (dir) => elementFolders(dir).filter((name) => existsSync(entryFile(dir, name)));

/**
 * Returns the page entries of the element folders in `dir` (`{ name, pageTypes, chunk, root }`, the chunk's id the
 * folder's name where the module names none), in folder order; a page type that two folders claim, or a module whose
 * `pageEntry` lacks its page types or root, fails the build.
 */
export async function pageEntries(dir = 'elements') {
  const names = entryFolders(dir);
  if (names.length === 0) return [];
  // One bundle for every folder's module: esbuild compiles the TypeScript, Node reads the entries.
  const contents = names
    .map((name, i) => `export * as e${i} from ${JSON.stringify(resolve(entryFile(dir, name)))};`)
    .join('\n');
  const loaded = await importBundled(contents, 'page-entries');
  const claimed = new Map();
  return names.map((name, i) => {
    const { pageTypes, chunk, root, mount } = loaded[`e${i}`].pageEntry ?? {};
    const where = entryFile(dir, name);
    if (!Array.isArray(pageTypes) || pageTypes.length === 0 || !pageTypes.every(Number.isInteger))
      throw new Error(`${where}: pageEntry.pageTypes must list the page types (site context pageType) it loads for`);
    if (chunk !== undefined && (typeof chunk !== 'string' || !/^[a-z0-9-]+$/.test(chunk)))
      throw new Error(`${where}: pageEntry.chunk must be the chunk's id (spec 001 §2's lazy chunk name)`);
    if (typeof root !== 'string' || root.trim() === '')
      throw new Error(`${where}: pageEntry.root must be the selector of the page's root`);
    if (mount !== undefined && typeof mount !== 'function')
      throw new Error(`${where}: pageEntry.mount must be a function returning the element's attributes`);
    for (const type of pageTypes) {
      if (claimed.has(type))
        throw new Error(`${where}: page type ${type} is taken by <sqs-${claimed.get(type)}> already`);
      claimed.set(type, name);
    }
    return { name, pageTypes, chunk: chunk ?? name, root };
  });
}

/**
 * Returns the text of the module that takes elements/page-entry-list.ts's place: each entry's `pageEntry`, imported
 * from `specifier(name)`, with its folder's name.
 */
function listModule(entries, specifier) {
  const imports = entries.map(
    ({ name }, i) => `import { pageEntry as e${i} } from ${JSON.stringify(specifier(name))};`,
  );
  // The folder's name is the chunk's id unless the entry names one.
  const list = entries.map(
    ({ name }, i) => `{ chunk: ${JSON.stringify(name)}, ...e${i}, name: ${JSON.stringify(name)} }`,
  );
  return `${imports.join('\n')}\nexport const pageEntries = [${list.join(', ')}];\n`;
}

/**
 * The rollup plugin of the autoloader's build: it puts the collected entries in place of elements/page-entry-list.ts
 * (after TypeScript compiled it) and keeps them for `pageTypes()`, the numbers the autoloader carries.
 */
export function pageEntriesRollup(dir = 'elements') {
  let entries = [];
  return {
    name: 'page-entries',
    async buildStart() {
      entries = await pageEntries(dir);
    },
    transform(_code, id) {
      return LIST.test(id) ? { code: listModule(entries, (name) => resolve(entryFile(dir, name))), map: null } : null;
    },
    /** Returns every page type that has an entry, in folder order. */
    pageTypes: () => entries.flatMap((entry) => entry.pageTypes),
  };
}

/** The dev server's plugin (the test runner's): it serves elements/page-entry-list.ts collected, as the build does. */
export function pageEntriesDevServer() {
  return {
    name: 'page-entries',
    async serve(context) {
      if (!LIST.test(context.path)) return undefined;
      const entries = await pageEntries();
      return { body: listModule(entries, (name) => `/${entryFile('elements', name)}`), type: 'js' };
    },
  };
}
