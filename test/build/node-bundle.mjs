/**
 * Bundles a module for the Node tests from the sources, as the build would (esbuild, TypeScript read as is), with
 * React and parse5 left as imports: the bundle is written to node_modules/.cache/, where those resolve, and imported.
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const external = {
  name: 'external',
  setup: (b) => b.onResolve({ filter: /^(react|react-dom|parse5)(\/|$)/ }, (a) => ({ path: a.path, external: true })),
};

/** Returns the module `contents` (TypeScript, resolved from the project's root) bundled and imported, as `name`. */
export async function importBundled(contents, name) {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    plugins: [external],
  });
  const dir = join(ROOT, 'node_modules', '.cache');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, outputFiles[0].text);
  return import(pathToFileURL(file).href);
}
