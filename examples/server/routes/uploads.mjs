/**
 * File uploads of form file fields (spec 001 §5 "Upload", §8 "Files"): POST /api/form/UploadFile takes the file as
 * the raw body — `Content-Type` its type, `X-File-Name` its name (URL-encoded) — with the crumb in `X-CSRF-Token`
 * (or the `crumb` query parameter). The body is streamed to disk and never held in memory; past `maxUploadBytes`
 * reading stops and the answer is 413. A type outside `UPLOAD_TYPES`, or a name whose extension is not one of its
 * type's, is a 415; a missing, malformed or empty name a 400, an empty file a 400, and content that is not what its
 * type says (its first bytes) a 422 `File processing failed`. An accepted file is stored under a random id in the
 * uploads folder (the visitor's name is never a path), recorded with its name, type and size, and answered
 * `{ id, name, size }`; a form submission names it by that id. Past `uploadsPerClient` unused files from one address,
 * that address's oldest are deleted; past `maxUploadTotalBytes` stored in all, a new file is refused with 413. A file
 * no submission names within a day is deleted by a sweep (at start and every `uploadSweepMs`). Inspection: GET /api/_inspect/uploads/:id sends a stored file back as a download, never as a page.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensureColumn } from '../db.mjs';
import { clientOf } from '../lib/rate-limit.mjs';
import { sendFile } from '../lib/send-file.mjs';
import { HttpError, receiveBody, setBodyTimeout } from '../router.mjs';

/** The types a file may have, with the extensions its name may end in. SVG and HTML are never taken: they run script. */
export const UPLOAD_TYPES = Object.freeze({
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
});

/** The first bytes of the types that have a signature (text has none). */
const SIGNATURES = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
  'application/zip': [[0x50, 0x4b, 0x03, 0x04]],
};

/** Longest file name kept (in characters). */
const MAX_NAME = 200;

/** Returns the file name of `raw` (an `X-File-Name` header), decoded and made safe to show, or '' when unusable. */
export function fileNameOf(raw) {
  if (typeof raw !== 'string' || raw.length > MAX_NAME * 12) return '';
  let name;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return '';
  }
  // Only the last path segment; no control, bidirectional-override or reserved characters; no leading dots.
  name = name
    .normalize('NFC')
    .split(/[/\\]/)
    .pop()
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  return [...name].slice(0, MAX_NAME).join('');
}

/** Returns whether `head` (the first bytes of a file) starts as files of `type` do. */
function looksLike(type, head) {
  const signatures = SIGNATURES[type];
  return !signatures || signatures.some((bytes) => bytes.every((b, i) => head[i] === b));
}

/**
 * Receives the file `req` carries as its raw body — `Content-Type` its type, `X-File-Name` its name (URL-encoded) —
 * into `dir` under a random id, written chunk by chunk as it arrives. Refused before the body is read (the connection
 * then closes): a missing or malformed name (400), a type outside `UPLOAD_TYPES` or a name whose extension is not
 * one of its type's (415). Then: past `maxBytes` a 413 as soon as the count passes it, an empty file a 400, content
 * that does not start as its type does a 422, and a file `room(size)` says (or resolves) there is no room for a 413. Resolves with
 * `{ id, name, type, size }`; nothing is left in `dir` when it throws.
 */
export async function receiveFile(req, dir, { maxBytes, timeoutMs, room }) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const name = fileNameOf(req.headers['x-file-name']);
  // Refused before the body is read: the connection closes rather than take in a file that is not kept.
  const closing = { connection: 'close' };
  if (!name) throw new HttpError(400, 'Missing or malformed file name (X-File-Name)', {}, closing);
  if (!Object.hasOwn(UPLOAD_TYPES, type) || !UPLOAD_TYPES[type].includes(extensionOf(name)))
    throw new HttpError(415, 'Unsupported file type', {}, closing);
  // A file may take longer to arrive than the API's other bodies.
  setBodyTimeout(req, timeoutMs);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const id = randomBytes(16).toString('base64url');
  const path = join(dir, id);
  // Written as it arrives, chunk by chunk: at most one chunk is held at a time.
  const fd = openSync(path, 'wx', 0o600);
  const head = [];
  let size;
  try {
    size = await receiveBody(
      req,
      (chunk) => {
        if (head.length < 8) head.push(...chunk.subarray(0, 8 - head.length));
        writeSync(fd, chunk);
      },
      maxBytes,
    );
  } catch (error) {
    closeSync(fd);
    rmSync(path, { force: true });
    throw error;
  }
  closeSync(fd);
  const problem =
    size === 0
      ? [400, 'Empty file']
      : !looksLike(type, head)
        ? [422, 'File processing failed']
        : !(await room(size))
          ? [413, 'No room for more uploads']
          : null;
  if (problem) {
    rmSync(path, { force: true });
    throw new HttpError(...problem);
  }
  return { id, name, type, size };
}

/** Returns the extension of file name `name`, lower-cased ('' when it has none). */
export function extensionOf(name) {
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
}

/** How long an upload no form submission names is kept (then the sweep deletes it). */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Registers the upload endpoints and their table, and sweeps the uploads no submission uses (older than
 * `UNUSED_UPLOAD_MS`, or left behind by a dropped submission) now and every `uploadSweepMs`, on the clock `now`.
 */
export async function register(router, sql, { limits, uploadsDir, now, onClose }) {
  // The address that sent the file (its quota), and the submission that names it (kept while that is): columns a
  // SQLite store made by an older server lacks (a PostgreSQL store starts from migrations/007-forms.sql).
  if (sql.sqlite) {
    ensureColumn(sql.sqlite, 'uploads', 'client', "TEXT NOT NULL DEFAULT ''");
    ensureColumn(sql.sqlite, 'uploads', 'used_by', 'INTEGER');
  }
  const pathOf = (id) => join(uploadsDir, id);
  const remove = async (rows) => {
    for (const row of rows) {
      rmSync(pathOf(row.id), { force: true });
      await sql.run('DELETE FROM uploads WHERE rowid = ?', row.rowid);
    }
  };

  const sweep = async () =>
    remove(
      await sql.all(
        `SELECT rowid, id FROM uploads WHERE (used_by IS NULL AND received_at <= ?)
           OR (used_by IS NOT NULL AND used_by NOT IN (SELECT id FROM form_submissions))`,
        now() - UNUSED_UPLOAD_MS,
      ),
    );
  await sweep();
  // A sweep that fails (the store away for a moment) is tried again at the next one.
  const timer = setInterval(
    () => sweep().catch((error) => console.error('Upload sweep:', error)),
    limits.uploadSweepMs,
  ).unref();
  onClose(() => clearInterval(timer));

  router.route('POST', '/api/form/UploadFile', async ({ req }) => {
    const { id, name, type, size } = await receiveFile(req, uploadsDir, {
      maxBytes: limits.maxUploadBytes,
      timeoutMs: limits.uploadTimeoutMs,
      room: async (bytes) =>
        (await sql.get('SELECT COALESCE(SUM(size), 0) AS bytes FROM uploads')).bytes + bytes <=
        limits.maxUploadTotalBytes,
    });
    const client = clientOf(req);
    await sql.run(
      'INSERT INTO uploads (id, name, type, size, received_at, client) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      name,
      type,
      size,
      now(),
      client,
    );
    // Past its quota an address loses its own oldest unused files, never anyone else's.
    await remove(
      await sql.all(
        `SELECT rowid, id FROM uploads WHERE client = ? AND used_by IS NULL AND rowid NOT IN
           (SELECT rowid FROM uploads WHERE client = ? AND used_by IS NULL ORDER BY rowid DESC LIMIT ?)`,
        client,
        client,
        limits.uploadsPerClient,
      ),
    );
    return { id, name, size };
  });

  router.route('GET', '/api/_inspect/uploads/:id', async ({ req, res, params }) => {
    const row = await sql.get('SELECT * FROM uploads WHERE id = ?', params.id);
    if (!row) throw new HttpError(404, 'Unknown upload');
    // A download only: never rendered as a page, whatever the file holds.
    await sendFile(req, res, pathOf(row.id), 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="upload"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'content-length': String(row.size),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    }).catch((error) => {
      // Swept since the row was read.
      throw error.code === 'ENOENT' ? new HttpError(404, 'Unknown upload') : error;
    });
    return undefined;
  });
}

/** Resolves with the stored upload `id` names (`{ id, name, type, size }`), or undefined (a form's file field holds one). */
export async function uploadOf(sql, id) {
  if (typeof id !== 'string' || !/^[\w-]{22}$/.test(id)) return undefined;
  return sql.get('SELECT id, name, type, size FROM uploads WHERE id = ?', id);
}

/** Records that the form submission `submissionId` names the upload `id`, so the sweep keeps it. */
export async function markUsed(sql, id, submissionId) {
  await sql.run('UPDATE uploads SET used_by = ? WHERE id = ?', submissionId, id);
}
