/**
 * The element folders, as every build step finds them: a folder of the elements directory with a define.ts is an
 * element, named after its tag without the prefix (`elements/cart-indicator/` → `sqs-cart-indicator`). The entries of
 * the build, the autoloader's known names and the collected pre-upgrade rules all come from this one list, so a new
 * folder is found without a line anywhere else.
 */
import { existsSync, readdirSync } from 'node:fs';

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
