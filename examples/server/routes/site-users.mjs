/**
 * Site-user (member) accounts and sessions (spec 000 §3 "Site user session", §6, §7). Signing in answers an
 * xsrfToken and sets an HttpOnly session cookie; requests made as the site user must carry the token in
 * X-SiteUser-XSRF-Token. State-changing calls check the crumb. Passwords are stored as scrypt hashes, hashed off
 * the event loop (lib/passwords.mjs). A session lasts 30 days with rememberMe, else one day; an expired one is
 * refused. Sign-in takes as long for an unknown email as for a wrong password, and too many failures from one
 * address are answered 429 with `Retry-After`.
 *
 * POST /api/site-users/accounts (create an account) is the reference API's own addition: the spec shows no sign-up.
 * It answers the same 201 `{ email }` whether or not the email already has an account (the existing account is
 * left as it was), so it tells nobody which emails are registered. Sign-ups per address are limited like failed
 * sign-ins (their own count: 429 with `Retry-After`), and once the site has `maxAccounts` accounts a sign-up is
 * answered 403 `{ error: SIGN_UP_CLOSED, signUpClosed: true }` before any hashing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readSessionCookie, sessionCookie } from '../lib/cookies.mjs';
import { isEmail } from '../lib/email.mjs';
import { hashPassword, MAX_PASSWORD, verifyPassword } from '../lib/passwords.mjs';
import { clientOf } from '../lib/rate-limit.mjs';
import { keepNewestOf } from '../lib/row-cap.mjs';
import { HttpError, readParsedBody, sendJson } from '../router.mjs';

const COOKIE = 'SiteUserSession';
/** How long a session lasts with rememberMe, and without. */
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_MS = 24 * 60 * 60 * 1000;

/** The answer to a sign-up once the site has `maxAccounts` accounts (members already signed up still sign in). */
export const SIGN_UP_CLOSED = 'Sign-up is closed: this site takes no new accounts for now.';

const bad = (message) => new HttpError(400, message);

/** Returns the JSON object body with string email and password, or throws a 400. */
async function credentials(req) {
  const body = await readParsedBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
  const { email, password, rememberMe = false } = body;
  if (!isEmail(email)) throw bad('email must be an email address');
  if (typeof password !== 'string' || !password) throw bad('password is required');
  if (password.length > MAX_PASSWORD) throw bad(`password has at most ${MAX_PASSWORD} characters`);
  if (typeof rememberMe !== 'boolean') throw bad('rememberMe must be a boolean');
  return { email: email.toLowerCase(), password, rememberMe };
}

/** Returns whether the header value `given` is the session's XSRF token, in a time that does not depend on where they differ. */
export function sameToken(given, expected) {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Resolves with the open site-user session whose cookie `req` carries (`{ id, xsrf_token, userId, email }`), or
 * undefined: no cookie, or an ended or expired session. A page served only to members reads it without the XSRF
 * header, which a page load cannot carry.
 */
export async function openSiteUserSession(sql, req) {
  const id = readSessionCookie(req, COOKIE);
  if (!id) return undefined;
  return sql.get(
    `SELECT s.id, s.xsrf_token, u.id AS "userId", u.email FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id
     WHERE s.id = ? AND s.ended_at IS NULL
       AND ((s.remember_me = 1 AND s.created_at > ?) OR (s.remember_me <> 1 AND s.created_at > ?))`,
    id,
    Date.now() - REMEMBER_MS,
    Date.now() - SESSION_MS,
  );
}

/** Registers the site-user endpoints. */
export function register(router, sql, { limits, memberSignIns, signUps }) {
  /** Resolves with the request's open session (and its user), or rejects with a 401; with `xsrf`, also checks the header (403). */
  async function session(req, { xsrf = true } = {}) {
    const found = await openSiteUserSession(sql, req);
    if (!found) throw new HttpError(401, 'Not signed in');
    if (xsrf && !sameToken(req.headers['x-siteuser-xsrf-token'], found.xsrf_token)) {
      throw new HttpError(403, 'Missing or invalid X-SiteUser-XSRF-Token');
    }
    return found;
  }

  router.route('POST', '/api/site-users/accounts', async ({ req, res }) => {
    const { email, password } = await credentials(req);
    // Every sign-up counts, in a budget apart from sign-in's: a flood of sign-ups never locks out a member.
    const client = `sign-up|${clientOf(req)}`;
    const wait = await signUps.retryAfter(client);
    if (wait) throw new HttpError(429, 'Too many sign-ups', {}, { 'retry-after': String(wait) });
    await signUps.hit(client);
    // Checked before hashing, whatever the email: a full site spends nothing on a sign-up and tells no one which
    // emails have accounts.
    if ((await sql.get('SELECT COUNT(*) AS n FROM site_users')).n >= limits.maxAccounts)
      throw new HttpError(403, SIGN_UP_CLOSED, { signUpClosed: true });
    // Hashed either way, so an existing email answers in the same time.
    const passwordHash = await hashPassword(password);
    await sql.run(
      'INSERT INTO site_users (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      email,
      passwordHash,
      Date.now(),
    );
    sendJson(res, 201, { email });
  });

  // spec 000 §7: body email, password, rememberMe; the answer's xsrfToken is kept by the runtime.
  router.route('POST', '/api/site-users/account/session', async ({ req, res }) => {
    const { email, password, rememberMe } = await credentials(req);
    const client = clientOf(req);
    const wait = await memberSignIns.retryAfter(email, client);
    if (wait) throw new HttpError(429, 'Too many failed sign-ins', {}, { 'retry-after': String(wait) });
    const user = await sql.get('SELECT id, password_hash FROM site_users WHERE email = ?', email);
    // An unknown email is hashed too (against nothing), so the answer's timing does not tell it apart.
    if (!(await verifyPassword(password, user?.password_hash)) || !user) {
      await memberSignIns.failed(email, client);
      throw new HttpError(401, 'Invalid email or password');
    }
    await memberSignIns.succeeded(email, client);
    const id = randomBytes(24).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const now = Date.now();
    await sql.run(
      'INSERT INTO site_user_sessions (id, user_id, xsrf_token, remember_me, created_at) VALUES (?, ?, ?, ?, ?)',
      id,
      user.id,
      xsrfToken,
      rememberMe ? 1 : 0,
      now,
    );
    await sql.run('DELETE FROM site_user_sessions WHERE created_at <= ?', now - REMEMBER_MS);
    // Signing in again and again ends only this member's oldest sessions, never another member's.
    await keepNewestOf(sql, 'site_user_sessions', 'user_id', user.id, limits.sessionsPerMember, {
      order: 'created_at',
      key: 'id',
      keep: id,
    });
    const cookie = sessionCookie(req, COOKIE, id, rememberMe ? { maxAgeSeconds: REMEMBER_MS / 1000 } : {});
    sendJson(res, 200, { xsrfToken, email }, { 'set-cookie': cookie });
  });

  // The signed-in site user's account: what a request "as the site user" looks like (XSRF header required).
  router.route('GET', '/api/site-users/account', async ({ req }) => {
    const { userId, email } = await session(req);
    return { id: userId, email };
  });

  // Member-only content (spec 000 §8 "Data layer"): without a signed-in site user (or without the XSRF header) it
  // answers `loginRequired`, which opens the login prompt; the runtime retries the request once signed in.
  router.route('GET', '/api/site-users/account/member-area', async ({ req }) => {
    let found;
    try {
      found = await session(req);
    } catch {
      throw new HttpError(401, 'Sign in to see this content', { loginRequired: true });
    }
    return { email: found.email, memberArea: true };
  });

  // spec 000 §7: query cloneCart (boolean); the runtime repeats it once on crumbFail.
  router.route('DELETE', '/api/site-users/account/session', async ({ req, res, query }) => {
    const cloneCart = query.get('cloneCart');
    if (cloneCart !== 'true' && cloneCart !== 'false') throw bad('cloneCart must be true or false');
    const { id } = await session(req);
    await sql.run(
      'UPDATE site_user_sessions SET ended_at = ?, clone_cart = ? WHERE id = ?',
      Date.now(),
      cloneCart === 'true' ? 1 : 0,
      id,
    );
    sendJson(res, 200, { signedOut: true }, { 'set-cookie': sessionCookie(req, COOKIE, '', { maxAgeSeconds: 0 }) });
  });

  // Inspection (read-only): sessions, newest last, without secrets.
  router.route('GET', '/api/_inspect/site-user-sessions', async () =>
    (
      await sql.all(
        `SELECT u.email, s.remember_me, s.ended_at, s.clone_cart FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id
         ORDER BY s.created_at, s.id`,
      )
    ).map((r) => ({
      email: r.email,
      rememberMe: Boolean(r.remember_me),
      active: r.ended_at === null,
      cloneCart: r.clone_cart === null ? null : Boolean(r.clone_cart),
    })),
  );
}
