/**
 * Site owners: the accounts allowed to change site-wide settings (the site header and footer, the languages). Each
 * signs in with `POST /api/auth/Login` (routes/auth.mjs) and gets an HttpOnly `OwnerSession` cookie that lasts a day;
 * `requireOwner` refuses a request without an open, unexpired owner session.
 */
import { HttpError } from '../router.mjs';
import { readSessionCookie } from './cookies.mjs';
import { hashPassword } from './passwords.mjs';

/** The owner session cookie. */
export const OWNER_COOKIE = 'OwnerSession';
/** How long an owner session lasts. */
export const OWNER_SESSION_MS = 24 * 60 * 60 * 1000;
/**
 * The owner of the examples' demo mode, seeded when no other is given (docs/reference-api.md). Its password is
 * public, so seeding any other owner removes it.
 */
export const EXAMPLE_OWNER = Object.freeze({ email: 'owner@example.com', password: 'example owner password' });

const ready = new WeakSet();

/** Creates the owner tables of `db` once. */
export function ensureOwnerTables(db) {
  if (ready.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS owners (
      id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS owner_sessions (
      id TEXT PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(id), created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL, ended_at INTEGER);
    CREATE TABLE IF NOT EXISTS demo_data (id INTEGER PRIMARY KEY CHECK (id = 1), since INTEGER NOT NULL);
  `);
  ready.add(db);
}

/** Adds the owner `email` with `password` unless an owner with that email exists; resolves with whether it did. */
export async function seedOwner(db, { email, password }) {
  ensureOwnerTables(db);
  const address = email.toLowerCase();
  if (db.prepare('SELECT 1 FROM owners WHERE email = ?').get(address)) return false;
  const hash = await hashPassword(password);
  return (
    db
      .prepare('INSERT OR IGNORE INTO owners (email, password_hash, created_at) VALUES (?, ?, ?)')
      .run(address, hash, Date.now()).changes === 1
  );
}

/**
 * Seeds `owner` in `db`. The example owner is demo mode: the store is marked as demo data (the row of table
 * `demo_data`). Any other owner first removes the example owner, its sessions and the mark, also from a store that
 * was once in demo mode; a store that has its own owner never gets the example one back. Resolves with
 * `{ demo, created }`: whether the store is demo data, whether an owner was added now.
 */
export async function setUpOwner(db, owner) {
  ensureOwnerTables(db);
  const own = db.prepare('SELECT 1 FROM owners WHERE email != ?').get(EXAMPLE_OWNER.email);
  const example = owner.email === EXAMPLE_OWNER.email && owner.password === EXAMPLE_OWNER.password;
  const demo = example && !own;
  if (demo) db.prepare('INSERT OR IGNORE INTO demo_data (id, since) VALUES (1, ?)').run(Date.now());
  else
    db.transaction(() => {
      const seeded = db.prepare('SELECT id FROM owners WHERE email = ?').get(EXAMPLE_OWNER.email);
      if (seeded) {
        db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(seeded.id);
        db.prepare('DELETE FROM owners WHERE id = ?').run(seeded.id);
      }
      db.prepare('DELETE FROM demo_data').run();
    })();
  // Without demo mode the example owner is not seeded, whoever asks for it.
  const created = example && !demo ? false : await seedOwner(db, owner);
  return { demo, created };
}

/** Returns the open owner session of `req` (`{ id, ownerId, email }`), or undefined. */
export function ownerSession(db, req, now = Date.now()) {
  ensureOwnerTables(db);
  const id = readSessionCookie(req, OWNER_COOKIE);
  if (typeof id !== 'string' || !id) return undefined;
  return db
    .prepare(
      `SELECT s.id, o.id AS ownerId, o.email FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
       WHERE s.id = ? AND s.ended_at IS NULL AND s.expires_at > ?`,
    )
    .get(id, now);
}

/**
 * Returns the signed-in owner of `req`, or throws 401 `{ error, loginRequired: true, owner: true }`: `owner` tells the
 * runtime that the site's member sign-in cannot answer it, so it opens no member prompt (docs/runtime.md).
 */
export function requireOwner(db, req) {
  const session = ownerSession(db, req);
  if (!session) throw new HttpError(401, 'Owner sign-in required', { loginRequired: true, owner: true });
  return session;
}
