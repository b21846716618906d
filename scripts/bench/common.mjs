/** Helpers the bench's section modules share (scripts/bench/*.mjs): the project root, a static server, a table, medians. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '../../examples/server/content-types.mjs';

/** The project's root folder. */
export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/**
 * Starts a server of the project's static files (dist/, bench/, node_modules/ for the comparison libraries) on
 * 127.0.0.1 and a free port, without Content-Security-Policy (Shoelace's build would break it); resolves to it.
 */
export async function startStaticServer() {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    const path = normalize(join(ROOT, decodeURIComponent(pathname)));
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
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** Returns the median of `values`. */
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
