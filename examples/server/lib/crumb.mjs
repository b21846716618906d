/**
 * The crumb check (spec 000 §7, §8): a state-changing call must carry a crumb — the `crumb` query parameter (or a
 * form field) — equal to the `crumb` cookie and issued by this server. Otherwise the call is answered
 * 401 `{ error, crumbFail: true, crumb }` with a fresh crumb, and the runtime's data layer sets the cookie from it,
 * waits 200 ms and retries once. A page on another site can make the browser send the cookie but cannot read it,
 * so it cannot send the matching parameter (double-submit, with server-issued values).
 */
import { randomBytes } from 'node:crypto';
import { HttpError } from '../router.mjs';
import { parseCookies } from './cookies.mjs';

const ready = new WeakSet();

function ensureTable(db) {
  if (ready.has(db)) return;
  db.exec('CREATE TABLE IF NOT EXISTS crumbs (crumb TEXT PRIMARY KEY, issued_at INTEGER NOT NULL)');
  ready.add(db);
}

/** Issues, stores and returns a new crumb. */
export function issueCrumb(db) {
  ensureTable(db);
  const crumb = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO crumbs (crumb, issued_at) VALUES (?, ?)').run(crumb, Date.now());
  return crumb;
}

/** Returns whether `crumb` was issued here and equals the request's `crumb` cookie. */
export function isValidCrumb(db, req, crumb) {
  ensureTable(db);
  const cookie = parseCookies(req).crumb;
  if (!crumb || typeof crumb !== 'string' || crumb !== cookie) return false;
  return Boolean(db.prepare('SELECT 1 FROM crumbs WHERE crumb = ?').get(crumb));
}

/**
 * Throws the crumbFail answer unless `crumb` (by default the `crumb` query parameter of `url`) is valid for `req`.
 */
export function checkCrumb(db, req, crumb) {
  const value = crumb === undefined ? new URL(req.url, 'http://localhost').searchParams.get('crumb') : crumb;
  if (isValidCrumb(db, req, value)) return;
  throw new HttpError(401, 'Missing or invalid crumb', { crumbFail: true, crumb: issueCrumb(db) });
}
