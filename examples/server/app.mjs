/**
 * The reference server: the API every runtime call talks to (routes/*.mjs, stored in SQLite) and the built
 * examples as static files under a strict Content-Security-Policy.
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from './content-types.mjs';
import { openDatabase } from './db.mjs';
import { createRouter, HttpError, sendJson } from './router.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(here, '../..');

/** The policy the examples are served under: what a strict host page would use. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  // Video embeds: the two providers' players, in frames (spec 001 §7).
  "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com; " +
  "require-trusted-types-for 'script'";

/**
 * Creates the API: every module in routes/ registers its endpoints. Returns `handle(req, res)`, which answers and
 * returns true for /api/ paths and returns false for anything else. `inspection` turns on the /api/_inspect/ and
 * /api/_faults/ endpoints (stored data read back, failures forced): for tests and the examples, never for a public
 * server.
 */
export async function createApi({ database = ':memory:', inspection = false } = {}) {
  const db = openDatabase(database);
  const router = createRouter();
  const dir = join(here, 'routes');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const mod = await import(new URL(`./routes/${file}`, import.meta.url));
    mod.register(router, db);
  }
  async function handle(req, res) {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return false;
    // Inspection (read back what was stored) and fault injection are for tests and the examples only.
    const debugOnly = /^\/api\/_(inspect|faults)\//.test(url.pathname);
    const found = debugOnly && !inspection ? null : router.match(req.method, url.pathname);
    try {
      if (!found) throw new HttpError(404, `No endpoint ${req.method} ${url.pathname}`);
      if (found.allowed)
        throw new HttpError(405, `Method ${req.method} not allowed`, {}, { allow: found.allowed.join(', ') });
      const result = await found.handler({ req, res, params: found.params, query: url.searchParams, url, db });
      if (!res.headersSent && result !== undefined) sendJson(res, 200, result);
    } catch (error) {
      if (res.headersSent) return true;
      if (error instanceof HttpError)
        sendJson(res, error.status, { error: error.message, ...error.extra }, error.headers);
      else {
        console.error(error);
        sendJson(res, 500, { error: 'Internal server error' });
      }
    }
    return true;
  }
  return { handle, db, close: () => db.close() };
}

/** Serves a file below the project root, or answers 404. Directories serve their index.html. */
export function serveStatic(req, res) {
  const url = new URL(req.url, 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // Malformed percent-encoding (`/%ff`) names no file.
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Malformed path' }));
    return;
  }
  let path = normalize(join(ROOT, pathname));
  if (path !== ROOT && !path.startsWith(ROOT + sep)) path = ROOT;
  // The docs site (generated into dist/docs/ by the build) is the front page; the examples are its demos.
  if (url.pathname === '/') path = join(ROOT, 'dist', 'docs', 'index.html');
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path) || path.includes(`${sep}node_modules${sep}`) || path.includes(`${sep}.`)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(res);
}
