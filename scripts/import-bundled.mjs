/**
 * Loads TypeScript sources into a build script: the element folders' build-time modules (pre-upgrade rules, platform
 * blocks) are bundled with esbuild into one module and imported from memory.
 */
import { build } from 'esbuild';

/** Bundles the module text `contents` (imports resolved from the working folder) and resolves with its exports. */
export async function importBundled(contents, name) {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: process.cwd(), sourcefile: `${name}-entry.js` },
    bundle: true,
    format: 'esm',
    write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
