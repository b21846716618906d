/**
 * Small helpers the bench's own section modules share (scripts/bench/*.mjs): the table printer, gzip sizes, medians,
 * the static-import closure of built files, and a static server of the project root.
 */
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '../../examples/server/content-types.mjs';
import { CHROMIUM_ARGS } from '../chromium.mjs';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const KB = 1024;

/** Returns bytes as `123 B` or `12.3 KB`. */
export const kb = (bytes) => (bytes < 100 ? `${bytes} B` : `${(bytes / KB).toFixed(1)} KB`);

/** Returns the gzip -9 size (node:zlib) of a file. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Returns the median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Prints rows as a table with a header row and a rule under it; `right` lists the right-aligned columns. */
export function table(header, rows, right = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => (right.includes(i) ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w, i) => (header[i] ? '-'.repeat(w) : ''))));
  for (const row of rows) console.log(line(row));
}

/**
 * Bundles the bench's own sources `entryPoints` (below the project) as browser modules with React's production build,
 * minified; `options` adds to esbuild's (`outdir`, or `write: false` to have the files in memory).
 */
export function bundleForBench(entryPoints, options = {}) {
  return build({
    absWorkingDir: ROOT,
    entryPoints,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    ...options,
  });
}

/**
 * Reads the static import graph of built files: `entries` (paths relative to `dir`) bundled by esbuild for its
 * metafile only. Returns the metafile and, by file (relative to `dir`), the files it imports statically; `import()`
 * does not count (those chunks load later, if ever), nor do the chunk loader's retry-query imports.
 */
export async function importGraph(dir, entries) {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: entries.map((e) => join(dir, e)),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(ROOT, 'bench', '.build', 'graph'),
    // Dynamic imports carrying the chunk loader's retry query read as patterns matching the source maps: not code.
    loader: { '.map': 'empty' },
    logLevel: 'silent',
  });
  const key = (path) => relative(dir, join(ROOT, path)).split(sep).join('/');
  const imports = new Map(
    Object.entries(metafile.inputs).map(([path, input]) => [
      key(path),
      input.imports.filter((i) => i.kind === 'import-statement' && !i.path.endsWith('*')).map((i) => key(i.path)),
    ]),
  );
  return { metafile, imports };
}

/** Returns the files of `imports` (an import graph) that loading `entries` downloads up front, entries included. */
export function closureOf(imports, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of imports.get(file) ?? []) visit(next);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** Returns the files (paths relative to `dir`) that loading `entries` (paths relative to `dir`) downloads up front. */
export async function staticFiles(dir, entries) {
  const { imports } = await importGraph(dir, entries);
  return [...closureOf(imports, entries)];
}

/** Answers `req` with the project file at its path (node_modules included, not cached), or 404. */
export function serveFile(req, res) {
  const path = normalize(join(ROOT, decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname)));
  if (!path.startsWith(ROOT + sep) || !existsSync(path) || !statSync(path).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(res);
}

/** Starts a static server of the project root on 127.0.0.1 and a free port (no CSP: Shoelace's build would break). */
export async function startStaticServer() {
  const server = createServer(serveFile);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/**
 * Launches the headless Chromium at `executablePath` for a timing section, with `--expose-gc` so a page can collect
 * garbage between runs (one run's garbage is then not collected during the next); `options` adds launch options.
 */
export function launchTimingBrowser(executablePath, options = {}) {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
    ...options,
  });
}

/** Prints the distinct page errors a section collected (nothing when there were none). */
export function printPageErrors(section, errors) {
  const distinct = new Set(errors);
  if (distinct.size === 0) return;
  console.log(`\nPage errors during the ${section}:`);
  for (const message of distinct) console.log(`  ${message}`);
}
