/**
 * The build's pre-upgrade stylesheet (`dist/styles/elements.css`, folded into `tokens.css` too), collected from the
 * element folders: every folder with a define.ts keeps its `<tag>:not(:defined)` rules in `<name>.pre-upgrade.ts`,
 * exported as `<camelName>PreUpgrade`, so no source module imports every element's rules. A folder without them fails
 * the build. elements/shared/pre-upgrade-sheet.ts puts the rules together, in the folders' order.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { elementFolders } from './element-folders.mjs';
import { importBundled } from './import-bundled.mjs';

/** Returns the export that holds an element's rules: `accordion-item` → `accordionItemPreUpgrade`. */
const exportName = (name) => `${name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())}PreUpgrade`;

/**
 * Returns the text of `dist/styles/elements.css`: the pre-upgrade rules of every element folder in `dir`, after the
 * shared base rule.
 */
export async function preUpgradeCss(dir = 'elements') {
  const names = elementFolders(dir);
  const missing = names.filter((name) => !existsSync(`${dir}/${name}/${name}.pre-upgrade.ts`));
  if (missing.length)
    throw new Error(`no pre-upgrade rules (<name>.pre-upgrade.ts) in ${missing.map((n) => `${dir}/${n}`).join(', ')}`);
  // One bundle for every folder's module, so tokens.ts and the shared constants load once.
  const module = (path) => JSON.stringify(resolve(dir, path));
  const contents = [
    `export { preUpgradeSheet } from ${module('shared/pre-upgrade-sheet.ts')};`,
    ...names.map((name, i) => `export * as e${i} from ${module(`${name}/${name}.pre-upgrade.ts`)};`),
  ].join('\n');
  const loaded = await importBundled(contents, 'pre-upgrade');
  const rules = names.map((name, i) => {
    const css = loaded[`e${i}`][exportName(name)];
    if (typeof css !== 'string')
      throw new Error(`${dir}/${name}/${name}.pre-upgrade.ts: no string export ${exportName(name)}`);
    return [`sqs-${name}`, css];
  });
  return loaded.preUpgradeSheet(Object.fromEntries(rules));
}
