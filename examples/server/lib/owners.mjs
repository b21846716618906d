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

/** Adds the owner `email` with `password` unless an owner with that email exists; resolves with whether it did. */
export async function seedOwner(sql, { email, password }) {
  const address = email.toLowerCase();
  if (await sql.get('SELECT 1 AS found FROM owners WHERE email = ?', address)) return false;
  const hash = await hashPassword(password);
  const added = await sql.run(
    'INSERT INTO owners (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    address,
    hash,
    Date.now(),
  );
  return added.changes === 1;
}

/**
 * Seeds `owner` in the store `sql` (lib/sql.mjs). The example owner is demo mode: the store is marked as demo data
 * (the row of table `demo_data`). Any other owner first removes the example owner, its sessions and the mark, also
 * from a store that was once in demo mode; a store that has its own owner never gets the example one back. Resolves
 * with `{ demo, created }`: whether the store is demo data, whether an owner was added now.
 */
export async function setUpOwner(sql, owner) {
  const own = await sql.get('SELECT 1 AS found FROM owners WHERE email != ?', EXAMPLE_OWNER.email);
  const example = owner.email === EXAMPLE_OWNER.email && owner.password === EXAMPLE_OWNER.password;
  const demo = example && !own;
  if (demo) await sql.run('INSERT INTO demo_data (id, since) VALUES (1, ?) ON CONFLICT (id) DO NOTHING', Date.now());
  else
    await sql.transaction(async (tx) => {
      const seeded = await tx.get('SELECT id FROM owners WHERE email = ?', EXAMPLE_OWNER.email);
      if (seeded) {
        await tx.run('DELETE FROM owner_sessions WHERE owner_id = ?', seeded.id);
        await tx.run('DELETE FROM owners WHERE id = ?', seeded.id);
      }
      await tx.run('DELETE FROM demo_data');
    });
  // Without demo mode the example owner is not seeded, whoever asks for it.
  const created = example && !demo ? false : await seedOwner(sql, owner);
  return { demo, created };
}

/** Resolves with the open owner session of `req` (`{ id, ownerId, email }`), or undefined. */
export async function ownerSession(sql, req, now = Date.now()) {
  const id = readSessionCookie(req, OWNER_COOKIE);
  if (typeof id !== 'string' || !id) return undefined;
  return sql.get(
    `SELECT s.id, o.id AS "ownerId", o.email FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
     WHERE s.id = ? AND s.ended_at IS NULL AND s.expires_at > ?`,
    id,
    now,
  );
}

/**
 * Resolves with the signed-in owner of `req`, or rejects with a 401 `{ error, loginRequired: true, owner: true }`:
 * `owner` tells the runtime that the site's member sign-in cannot answer it, so it opens no member prompt
 * (docs/runtime.md).
 */
export async function requireOwner(sql, req) {
  const session = await ownerSession(sql, req);
  if (!session) throw new HttpError(401, 'Owner sign-in required', { loginRequired: true, owner: true });
  return session;
}
