/**
 * The owner's file store (spec 001 §2 "file manager": Existing Files, Upload File, Rename, Delete), behind the
 * `<sqs-file-manager>` owner tool. Listing and every change need a signed-in owner (401
 * `{ error, loginRequired: true }` without one, a member's session included) and, for the changes, the crumb:
 *
 * - `GET /api/owner/files` → `{ files, usedBytes, limits }`: each file `{ id, name, type, size, uploadedOn, url }`
 *   (newest first), the bytes the owner's files take, and `limits` `{ maxFileBytes, quotaBytes, maxNameLength, types }`
 *   (`types`: each accepted MIME type with its extensions), which the element enforces too.
 * - `POST /api/owner/files`: the file as the raw body, as form uploads send it (routes/uploads.mjs `receiveFile`: the
 *   same type allow-list, name cleaning, signature check and storage under a random id, in the `owner-files` folder of
 *   the uploads folder). Past `maxFileBytes` a 413 naming that limit; a file that would take the owner's files past
 *   `quotaBytes` a 413 naming the room left (by its `Content-Length` before anything is read, else once received).
 *   A name the owner already uses gets ' (2)', ' (3)'… before its extension. Answers the stored file.
 * - `PUT /api/owner/files/:id` with JSON `{ name }`: renames. A name must be text of 1 to `maxNameLength`
 *   characters, keep the file's extension, not start with a dot and hold no path separator, control, invisible or
 *   bidirectional character nor any of `<>:"|?*` (400 naming the rule); one the owner uses for another file is a 409.
 * - `DELETE /api/owner/files/:id` removes the file → `{ deleted: id }`.
 * An id the owner has no file under is a 404.
 *
 * `GET /api/files/:id/:name` serves a stored file to anyone (a page links it for its visitors; the name in the address
 * is only for reading): pictures and plain text inline, anything else as a download, always `nosniff` under a
 * sandboxing policy.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireOwner } from '../lib/owners.mjs';
import { sendFile } from '../lib/send-file.mjs';
import { HttpError, readParsedBody } from '../router.mjs';
import { extensionOf, receiveFile, UPLOAD_TYPES } from './uploads.mjs';

/** The largest file an owner stores, in bytes (20 MB of 1,000,000, spec 001 §9); `limits.ownerFileBytes` overrides it. */
export const OWNER_FILE_BYTES = 20_000_000;
/** The bytes all of one owner's files take at most (100 MB); `limits.ownerFilesQuotaBytes` overrides it. */
export const OWNER_FILES_QUOTA_BYTES = 100_000_000;
/** The longest file name, in characters, extension included. */
export const OWNER_FILE_NAME_MAX = 100;

/** Characters a name may not hold: path separators, controls, invisible and bidirectional marks, reserved ones. */
const UNSAFE = /[/\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"|?*]/u;
/** The types served inline; anything else is sent as a download. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

const bad = (message) => new HttpError(400, message);

/** Returns `name` cut to `max` characters, its extension kept. */
function capName(name, max) {
  const chars = [...name];
  if (chars.length <= max) return name;
  const extension = extensionOf(name);
  const tail = extension ? `.${extension}` : '';
  return chars.slice(0, max - tail.length).join('') + tail;
}

/** Returns the problem with `name` as the new name of a file with extension `extension`, or ''. */
export function nameProblem(name, extension) {
  if (typeof name !== 'string' || !name.trim()) return 'name is required';
  if ([...name].length > OWNER_FILE_NAME_MAX) return `name has at most ${OWNER_FILE_NAME_MAX} characters`;
  if (UNSAFE.test(name)) return 'name must not hold a path separator, a control or invisible character, or <>:"|?*';
  if (name !== name.trim()) return 'name must not start or end with a space';
  if (name.startsWith('.')) return 'name must not start with a dot';
  if (extensionOf(name) !== extension || name.length <= extension.length + 1)
    return `name must keep the extension .${extension}`;
  return '';
}

/** Registers the owner's file endpoints and their table. */
export function register(router, sql, { limits, uploadsDir, now }) {
  const maxFileBytes = limits.ownerFileBytes ?? OWNER_FILE_BYTES;
  const quotaBytes = limits.ownerFilesQuotaBytes ?? OWNER_FILES_QUOTA_BYTES;
  const dir = join(uploadsDir, 'owner-files');
  const ownFile = (ownerId, id) => sql.get('SELECT * FROM owner_files WHERE owner_id = ? AND id = ?', ownerId, id);
  const used = async (ownerId) =>
    (await sql.get('SELECT COALESCE(SUM(size), 0) AS bytes FROM owner_files WHERE owner_id = ?', ownerId)).bytes;
  // Names are unique whatever their case (ASCII letters, as the unique index of migrations/007-forms.sql).
  const named = (ownerId, name) =>
    sql.get('SELECT id FROM owner_files WHERE owner_id = ? AND lower(name) = lower(?)', ownerId, name);

  const shown = (row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    uploadedOn: new Date(row.uploaded_at).toISOString(),
    url: `/api/files/${row.id}/${encodeURIComponent(row.name)}`,
  });
  const fileOf = async (owner, id) => {
    const row = await ownFile(owner.ownerId, id);
    if (!row) throw new HttpError(404, 'No such file');
    return row;
  };
  /** Returns `name`, or the first of 'name (2).ext', 'name (3).ext'… the owner does not use yet. */
  const freeName = async (ownerId, name) => {
    const extension = extensionOf(name);
    const base = name.slice(0, name.length - extension.length - 1);
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const room = OWNER_FILE_NAME_MAX - extension.length - 1 - suffix.length;
      const candidate = `${capName(base, room)}${suffix}.${extension}`;
      if (!(await named(ownerId, candidate))) return candidate;
    }
  };

  router.route('GET', '/api/owner/files', async ({ req }) => {
    const owner = await requireOwner(sql, req);
    return {
      files: (await sql.all('SELECT * FROM owner_files WHERE owner_id = ? ORDER BY rowid DESC', owner.ownerId)).map(
        shown,
      ),
      usedBytes: await used(owner.ownerId),
      limits: { maxFileBytes, quotaBytes, maxNameLength: OWNER_FILE_NAME_MAX, types: UPLOAD_TYPES },
    };
  });

  router.route('POST', '/api/owner/files', async ({ req }) => {
    const closing = { connection: 'close' };
    let owner;
    try {
      owner = await requireOwner(sql, req);
    } catch (error) {
      // Refused before the body is read: the connection closes rather than take in a file that is not kept.
      throw new HttpError(error.status, error.message, error.extra, closing);
    }
    const room = quotaBytes - (await used(owner.ownerId));
    const noRoom = () =>
      new HttpError(413, `No room: the owner's files may take ${quotaBytes} bytes, ${room} are left`, {
        quotaBytes,
        usedBytes: quotaBytes - room,
      });
    const declared = Number(req.headers['content-length']);
    if (declared > room && declared <= maxFileBytes) {
      const error = noRoom();
      error.headers = closing;
      throw error;
    }
    let file;
    try {
      file = await receiveFile(req, dir, {
        maxBytes: maxFileBytes,
        timeoutMs: limits.uploadTimeoutMs,
        room: (size) => size <= room,
      });
    } catch (error) {
      if (error.status !== 413) throw error;
      // Which limit it passed: one file's, or the owner's room.
      throw error.message === 'Request body too large'
        ? new HttpError(413, `File too large: at most ${maxFileBytes} bytes`, { maxFileBytes }, error.headers)
        : noRoom();
    }
    const name = await freeName(owner.ownerId, capName(file.name, OWNER_FILE_NAME_MAX));
    await sql.run(
      'INSERT INTO owner_files (id, owner_id, name, type, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)',
      file.id,
      owner.ownerId,
      name,
      file.type,
      file.size,
      now(),
    );
    return shown(await ownFile(owner.ownerId, file.id));
  });

  router.route('PUT', '/api/owner/files/:id', async ({ req, params }) => {
    const owner = await requireOwner(sql, req);
    const body = await readParsedBody(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
    const row = await fileOf(owner, params.id);
    const name = typeof body.name === 'string' ? body.name.normalize('NFC') : body.name;
    const problem = nameProblem(name, extensionOf(row.name));
    if (problem) throw bad(problem);
    const other = await named(owner.ownerId, name);
    if (other && other.id !== row.id) throw new HttpError(409, 'Another file already has that name');
    await sql.run('UPDATE owner_files SET name = ? WHERE rowid = ?', name, row.rowid);
    return shown({ ...row, name });
  });

  router.route('DELETE', '/api/owner/files/:id', async ({ req, params }) => {
    const owner = await requireOwner(sql, req);
    const row = await fileOf(owner, params.id);
    await sql.run('DELETE FROM owner_files WHERE rowid = ?', row.rowid);
    rmSync(join(dir, row.id), { force: true });
    return { deleted: row.id };
  });

  router.route('GET', '/api/files/:id/:name', async ({ req, res, params }) => {
    const row = /^[\w-]{22}$/.test(params.id)
      ? await sql.get('SELECT * FROM owner_files WHERE id = ?', params.id)
      : undefined;
    if (!row) throw new HttpError(404, 'No such file');
    const disposition = INLINE.has(row.type) ? 'inline' : 'attachment';
    const names = `filename="file.${extensionOf(row.name)}"; filename*=UTF-8''${encodeURIComponent(row.name)}`;
    await sendFile(req, res, join(dir, row.id), 200, {
      'content-type': row.type.startsWith('text/') ? `${row.type}; charset=utf-8` : row.type,
      'content-disposition': `${disposition}; ${names}`,
      'content-length': String(row.size),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'none'; sandbox",
    }).catch((error) => {
      // Deleted since the row was read.
      throw error.code === 'ENOENT' ? new HttpError(404, 'No such file') : error;
    });
    return undefined;
  });
}
