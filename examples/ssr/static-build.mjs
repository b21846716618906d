/**
 * A static site's build step: every HTML file of a folder rendered by the server render into an output folder, every
 * other file copied as it is. Run it after the site generator has written its pages:
 *
 *   node examples/ssr/static-build.mjs <site folder> <output folder> [--base /sqs-elements/dist/]
 *
 * `--base` is where the pages reach the package's `dist/` folder (default `/dist/`): each rendered shadow root links its
 * element's stylesheet below it, so serve or copy `node_modules/sqs-elements/dist/` there. It prints one line per page
 * and the warnings of the render (the elements it leaves to the browser), and exits 1 when it cannot read or write.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderElements } from 'sqs-elements/ssr';

/** Returns the files below `dir`, recursively, as paths relative to it. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)));
}

/**
 * Renders every `.html` file below `from` into the same path below `to` (other files are copied); `options` are
 * `renderElements`' (`base`, `onWarning`). Resolves with the relative paths of the pages rendered.
 */
export async function buildStatic(from, to, options = {}) {
  const source = resolve(from);
  const target = resolve(to);
  if (target === source || target.startsWith(source + '/')) throw new Error('the output folder is inside the site');
  const pages = [];
  for (const file of await filesBelow(source)) {
    const out = join(target, file);
    await mkdir(dirname(out), { recursive: true });
    if (!file.endsWith('.html')) {
      await copyFile(join(source, file), out);
      continue;
    }
    const page = await readFile(join(source, file), 'utf8');
    const warn = options.onWarning ?? ((message) => console.warn(`${file}: ${message}`));
    await writeFile(out, renderElements(page, { ...options, onWarning: warn }));
    pages.push(file);
  }
  return pages;
}

// Run as a script: the folders and `--base` from the command line.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--base');
  const base = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [from, to] = args;
  if (!from || !to) {
    console.error('usage: node examples/ssr/static-build.mjs <site folder> <output folder> [--base /dist/]');
    process.exit(2);
  }
  try {
    const pages = await buildStatic(from, to, base ? { base } : {});
    for (const page of pages) console.log(`rendered ${page}`);
  } catch (error) {
    console.error(`static build failed: ${error.message}`);
    process.exit(1);
  }
}
