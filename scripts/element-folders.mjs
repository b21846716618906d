/**
 * The element folders, as every build step finds them: a folder of the elements directory with a define.ts is an
 * element, named after its tag without the prefix (`elements/cart-indicator/` → `sqs-cart-indicator`). The entries of
 * the build, the autoloader's known names, the collected pre-upgrade rules and the server render's elements (a folder's
 * `<name>.server.ts`) all come from these folders, so a new folder is found without a line anywhere else.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Returns the names of the element folders in `dir` (those with a define.ts), sorted. */
export function elementFolders(dir = 'elements') {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/define.ts`))
    .map((d) => d.name)
    .sort();
}

/** Returns the build's element entries for the folders in `dir`: `elements/<name>` → `<dir>/<name>/define.ts`. */
export function elementEntries(dir = 'elements') {
  return Object.fromEntries(elementFolders(dir).map((name) => [`elements/${name}`, `${dir}/${name}/define.ts`]));
}

/**
 * Returns the server-render modules of the element folders in `dir`: `<dir>/<name>/<name>.server.ts` for each folder
 * that has one (the folders whose elements `sqs-elements/ssr` renders), sorted by name.
 */
export function serverRenderModules(dir = 'elements') {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/${d.name}.server.ts`))
    .map((d) => `${dir}/${d.name}/${d.name}.server.ts`)
    .sort();
}

/**
 * Returns the source of the module the server render's entry imports as `./server-elements.js`: every server-render
 * module of `dir` (each exports one `serverElement(…)`), gathered into `SERVER_ELEMENTS`.
 */
export function serverElementsModule(dir = 'elements') {
  const modules = serverRenderModules(dir).map((file) => resolve(file));
  return [
    ...modules.map((file, n) => `import * as m${n} from ${JSON.stringify(file)};`),
    `const isServerElement = (v) => typeof v === 'object' && v !== null && typeof v.tag === 'string' && 'Component' in v;`,
    `export const SERVER_ELEMENTS = [${modules.map((_, n) => `...Object.values(m${n}).filter(isServerElement)`).join(', ')}];`,
  ].join('\n');
}
