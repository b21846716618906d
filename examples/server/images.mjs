/**
 * Serves the example photographs at every width step of the image loader (spec 001 §8 "image URLs": a
 * `?format=NNNw` query or a `-NNNw` filename suffix; §9 widths 2500, 1500, 1000, 750, 500, 300, 100), really resized
 * with sharp and kept on disk (`image-cache/` in the data folder: `DATA_DIR`, default `.data/` in the project) so each
 * size is made once. Only the originals in examples/images/ at the width steps are ever made, so the cache holds at
 * most six files per original.
 * A plain `/examples/images/<name>.jpg` is the original file (at most 2500 px wide).
 */
import { mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { dataDir } from './lib/data-dir.mjs';
import { isExhausted, sendFile } from './lib/send-file.mjs';
import { API_HEADERS, HttpError, requestUrl } from './router.mjs';

const NOSNIFF = { 'x-content-type-options': API_HEADERS['x-content-type-options'] };

/** The width steps (spec 001 §9); any other width is refused. */
export const IMAGE_WIDTHS = Object.freeze([2500, 1500, 1000, 750, 500, 300, 100]);

/** Where the originals are. */
export const IMAGES_DIR = fileURLToPath(new URL('../images/', import.meta.url));

const PREFIX = '/examples/images/';
const CACHE_CONTROL = 'public, max-age=86400';
const QUALITY = 78;
const pending = new Map();
// The ways an unknown image name fails (a name of a folder counts as unknown).
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);

/**
 * Answers `GET`/`HEAD /examples/images/<name>.jpg[?format=NNNw]` and `/examples/images/<name>-NNNw.jpg`: the image at
 * that width (400 for a width that is not a step, 404 for an unknown image). Returns true when it answered, false
 * for any other path. Rejects when the image cannot be read or made now (no file descriptor left: a 503).
 */
export async function handleImage(req, res) {
  const url = requestUrl(req);
  if (!url?.pathname.startsWith(PREFIX) || !url.pathname.endsWith('.jpg')) return false;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(PREFIX.length));
  } catch {
    return answer(res, 400, 'Malformed path');
  }
  const request = parseImagePath(path, url.searchParams.get('format'));
  if (request === 'bad-width')
    return answer(res, 400, 'Width must be one of ' + IMAGE_WIDTHS.map((w) => `${w}w`).join(', '));
  if (!request || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(res, request ? 405 : 404);
  let file;
  try {
    file = await imageFile(request.name, request.width);
  } catch (error) {
    if (MISSING.has(error.code)) return answer(res, 404);
    // Anything else is the server's state, not the image's: out of file descriptors, sharp unable to open a file.
    throw isExhausted(error) ? error : new HttpError(503, 'Image not available now', {}, { 'retry-after': '1' });
  }
  await sendFile(req, res, file.path, 200, {
    ...NOSNIFF,
    'content-type': 'image/jpeg',
    'content-length': String(file.size),
    'cache-control': CACHE_CONTROL,
  });
  return true;
}

/**
 * Returns the file served for `name` (e.g. `photo-01.jpg`) at `width` (a step, or undefined for the original):
 * its path and size in bytes. Makes and caches the resized file on first use; rejects for an unknown image.
 */
export async function imageFile(name, width) {
  const original = join(IMAGES_DIR, name);
  const source = await stat(original);
  if (!source.isFile()) throw Object.assign(new Error(`${name} is not an image`), { code: 'EISDIR' });
  if (width === undefined) return { path: original, size: source.size };
  const { width: originalWidth } = await sharp(original).metadata();
  // Never enlarged: a step at or above the original's width is the original.
  if (!originalWidth || width >= originalWidth) return { path: original, size: source.size };
  const cached = join(cacheDir(), name.replace(/\.jpg$/, `-${width}w.jpg`));
  const existing = await stat(cached).catch(() => undefined);
  if (existing && existing.mtimeMs >= source.mtimeMs) return { path: cached, size: existing.size };
  if (!pending.has(cached)) {
    pending.set(
      cached,
      resize(original, cached, width).finally(() => pending.delete(cached)),
    );
  }
  await pending.get(cached);
  return { path: cached, size: (await stat(cached)).size };
}

/** Returns `{ name, width }` for a path below /examples/images/, 'bad-width' for a width that is not a step, else null. */
function parseImagePath(path, format) {
  const match = /^([A-Za-z0-9_][A-Za-z0-9_.-]*?)(?:-(\d+)w)?\.jpg$/.exec(path);
  if (!match || path.includes('..')) return null;
  const suffix = match[2];
  if (format !== null && suffix !== undefined) return 'bad-width';
  const asked = format ?? (suffix === undefined ? null : `${suffix}w`);
  const name = `${match[1]}.jpg`;
  if (asked === null) return { name, width: undefined };
  const width = /^\d+w$/.test(asked) ? Number.parseInt(asked, 10) : NaN;
  return IMAGE_WIDTHS.includes(width) ? { name, width } : 'bad-width';
}

async function resize(original, cached, width) {
  await mkdir(cacheDir(), { recursive: true, mode: 0o700 });
  const partial = `${cached}.${process.pid}.${Date.now()}.part`;
  await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toFile(partial);
  // Renamed into place so a concurrent reader never sees half a file.
  await rename(partial, cached);
}

/** Returns the folder resized images are kept in: `image-cache/` in `DATA_DIR` (default `.data/` in the project). */
export function cacheDir() {
  return join(dataDir(), 'image-cache');
}

function answer(res, status, text = status === 404 ? 'Not found' : 'Method not allowed') {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...NOSNIFF });
  res.end(text);
  return true;
}
