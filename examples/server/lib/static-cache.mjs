/**
 * How static files are sent fast: text compressed (brotli preferred, gzip as the fallback, by `Accept-Encoding`) with
 * the compressed bytes kept in memory, hashed chunks cached for a year, everything else revalidated by `ETag`.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The headers of a file whose name carries its content's hash: it never changes under that name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The headers of any other file: kept, but asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

// Rollup's chunk names (`chunks/[name]-[hash].js`): an 8-character base64url hash, and their source maps.
const HASHED = /^\/dist\/chunks\/[\w.-]+-[\w-]{8}\.js(?:\.map)?$/;
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;
// Below this size the encoding's own header outweighs what it saves.
const MIN_COMPRESSED_BYTES = 256;
// The cache holds every text file of dist/, the examples and the docs (a few MB compressed); past this many the
// oldest is dropped, so a client asking for many files cannot grow it without bound.
const MAX_ENTRIES = 1000;

/** Returns the `cache-control` for the file at the site path `relative` (`/dist/chunks/react-BQwuxDxj.js`). */
export function cacheControlOf(relative) {
  return HASHED.test(relative) ? IMMUTABLE : REVALIDATE;
}

/** Returns a weak ETag of a file's `stats` (size and modification time: what a rebuild changes). */
export function etagOf(stats) {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** Returns whether `ifNoneMatch` (the request header) names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Returns the encoding to answer with for the request header `acceptEncoding`: `br` when accepted, else `gzip`,
 * else undefined (identity). A coding with `q=0` is refused; `*` accepts either.
 */
export function encodingFor(acceptEncoding = '') {
  const q = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name) => (q.has(name) ? q.get(name) > 0 : (q.get('*') ?? 0) > 0);
  return ['br', 'gzip'].find(accepted);
}

/** Returns whether a file of `contentType` and `size` bytes is sent compressed to a client that accepts it. */
export function isCompressible(contentType, size) {
  return size >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(contentType);
}

/**
 * Creates the cache of compressed files: `get(file, etag, encoding, read)` resolves with the file's bytes in `encoding`
 * (`br` or `gzip`), compressed once per version (`etag`) of the file. `read` resolves with the bytes to compress
 * (default: the file's own; a page rendered on the server gives its rendered bytes, under a `file` key of its own).
 */
export function createCompressedCache({ maxEntries = MAX_ENTRIES } = {}) {
  const entries = new Map();
  async function compress(encoding, read) {
    const raw = await read();
    return encoding === 'br'
      ? brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipped(raw, { level: constants.Z_BEST_COMPRESSION });
  }
  function get(file, etag, encoding, read = () => readFile(file)) {
    const key = `${encoding} ${file}`;
    const cached = entries.get(key);
    if (cached?.etag === etag) return cached.bytes;
    const bytes = compress(encoding, read);
    entries.delete(key);
    entries.set(key, { etag, bytes });
    // A failed read is not kept: the next request tries again.
    bytes.catch(() => entries.get(key)?.bytes === bytes && entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return bytes;
  }
  return {
    get,
    get size() {
      return entries.size;
    },
  };
}
