/**
 * The page upgrade's table of platform blocks (`dist/upgrade.js`), collected from the element folders: a folder whose
 * element takes a platform block keeps `<name>.platform-block.ts`, exporting `platformBlocks` — the kinds it takes,
 * the suffixes of the block's `sqs-block-<kind>` class. No source module lists every element's blocks.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { elementFolders } from './element-folders.mjs';
import { importBundled } from './import-bundled.mjs';

/**
 * Returns the kind → tag table of the element folders in `dir` (`{ video: 'sqs-video' }`); a kind that two folders
 * claim, or a module without a `platformBlocks` list of kinds, fails the build.
 */
export async function platformBlocks(dir = 'elements') {
  const names = elementFolders(dir).filter((name) => existsSync(`${dir}/${name}/${name}.platform-block.ts`));
  if (names.length === 0) return {};
  // One bundle for every folder's module: esbuild compiles the TypeScript, Node reads the lists.
  const contents = names
    .map((name, i) => `export * as e${i} from ${JSON.stringify(resolve(dir, name, `${name}.platform-block.ts`))};`)
    .join('\n');
  const loaded = await importBundled(contents, 'platform-blocks');
  const table = {};
  names.forEach((name, i) => {
    const kinds = loaded[`e${i}`].platformBlocks;
    const where = `${dir}/${name}/${name}.platform-block.ts`;
    if (!Array.isArray(kinds) || !kinds.every((k) => typeof k === 'string' && /^[a-z0-9-]+$/.test(k)))
      throw new Error(`${where}: platformBlocks must list the kinds (sqs-block-<kind> suffixes) the element takes`);
    for (const kind of kinds) {
      if (table[kind]) throw new Error(`${where}: sqs-block-${kind} is taken by <${table[kind]}> already`);
      table[kind] = `sqs-${name}`;
    }
  });
  return table;
}
