/**
 * Owner sign-in (the reference API's design; spec 000 §7 names only `POST /api/auth/Logout`): POST /api/auth/Login
 * with a crumb and JSON `{ email, password }` opens an owner session (HttpOnly `OwnerSession` cookie, one day) and
 * answers `{ email }`; 401 for a wrong email or password (the same time either way), 429 with `Retry-After` after
 * too many failures from one address or against one account (lib/sign-in-guard.mjs). POST /api/auth/Logout (crumb) ends it. Owners are seeded by `createApi`
 * (lib/owners.mjs).
 */
import { randomBytes } from 'node:crypto';
import { sessionCookie } from '../lib/cookies.mjs';
import { isEmail } from '../lib/email.mjs';
import { OWNER_COOKIE, OWNER_SESSION_MS, ownerSession } from '../lib/owners.mjs';
import { MAX_PASSWORD, verifyPassword } from '../lib/passwords.mjs';
import { clientOf } from '../lib/rate-limit.mjs';
import { HttpError, readParsedBody, sendJson } from '../router.mjs';

const bad = (message) => new HttpError(400, message);

/** Registers the owner sign-in and sign-out endpoints. */
export function register(router, sql, { ownerSignIns }) {
  router.route('POST', '/api/auth/Login', async ({ req, res }) => {
    const body = await readParsedBody(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
    const { email, password } = body;
    if (!isEmail(email)) throw bad('email must be an email address');
    if (typeof password !== 'string' || !password || password.length > MAX_PASSWORD)
      throw bad(`password is required (at most ${MAX_PASSWORD} characters)`);
    const account = email.toLowerCase();
    const client = clientOf(req);
    const wait = await ownerSignIns.retryAfter(account, client);
    if (wait) throw new HttpError(429, 'Too many failed sign-ins', {}, { 'retry-after': String(wait) });
    const owner = await sql.get('SELECT id, password_hash FROM owners WHERE email = ?', account);
    if (!(await verifyPassword(password, owner?.password_hash)) || !owner) {
      await ownerSignIns.failed(account, client);
      throw new HttpError(401, 'Invalid email or password');
    }
    await ownerSignIns.succeeded(account, client);
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    await sql.run(
      'INSERT INTO owner_sessions (id, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      id,
      owner.id,
      now,
      now + OWNER_SESSION_MS,
    );
    await sql.run('DELETE FROM owner_sessions WHERE expires_at <= ? OR ended_at IS NOT NULL', now);
    const cookie = sessionCookie(req, OWNER_COOKIE, id, { maxAgeSeconds: OWNER_SESSION_MS / 1000 });
    sendJson(res, 200, { email: email.toLowerCase() }, { 'set-cookie': cookie });
  });

  router.route('POST', '/api/auth/Logout', async ({ req, res }) => {
    await readParsedBody(req);
    const session = await ownerSession(sql, req);
    if (session) await sql.run('UPDATE owner_sessions SET ended_at = ? WHERE id = ?', Date.now(), session.id);
    sendJson(
      res,
      200,
      { loggedOut: true },
      { 'set-cookie': sessionCookie(req, OWNER_COOKIE, '', { maxAgeSeconds: 0 }) },
    );
  });
}
