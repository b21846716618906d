/**
 * Site-user (member) accounts and sessions (spec 000 §3 "Site user session", §6, §7). Signing in answers an
 * xsrfToken and sets an HttpOnly session cookie; requests made as the site user must carry the token in
 * X-SiteUser-XSRF-Token. State-changing calls check the crumb. Passwords are stored as scrypt hashes.
 *
 * POST /api/site-users/accounts (create an account) is the reference API's own addition: the spec shows no sign-up.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { parseCookies } from '../lib/cookies.mjs';
import { checkCrumb } from '../lib/crumb.mjs';
import { HttpError, readParsedBody, sendJson } from '../router.mjs';
import { isEmail } from '../lib/email.mjs';

const COOKIE = 'SiteUserSession';
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

const bad = (message) => new HttpError(400, message);

function hash(password, salt = randomBytes(16)) {
  return `${salt.toString('base64')}:${scryptSync(password, salt, 32).toString('base64')}`;
}

function verify(password, stored) {
  const [salt, digest] = stored.split(':');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), 32);
  return timingSafeEqual(actual, Buffer.from(digest, 'base64'));
}

/** Returns the JSON object body with string email and password, or throws a 400. */
async function credentials(req) {
  const body = await readParsedBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
  const { email, password, rememberMe = false } = body;
  if (!isEmail(email)) throw bad('email must be an email address');
  if (typeof password !== 'string' || !password) throw bad('password is required');
  if (typeof rememberMe !== 'boolean') throw bad('rememberMe must be a boolean');
  return { email: email.toLowerCase(), password, rememberMe };
}

export function register(router, db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS site_users (
      id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS site_user_sessions (
      id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES site_users(id), xsrf_token TEXT NOT NULL,
      remember_me INTEGER NOT NULL, created_at INTEGER NOT NULL, ended_at INTEGER, clone_cart INTEGER);
  `);

  /** Returns the request's open session (and its user), or throws 401; with `xsrf`, also checks the header (403). */
  function session(req, { xsrf = true } = {}) {
    const id = parseCookies(req)[COOKIE];
    const found =
      id &&
      db
        .prepare(
          `SELECT s.id, s.xsrf_token, u.id AS userId, u.email FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id
           WHERE s.id = ? AND s.ended_at IS NULL`,
        )
        .get(id);
    if (!found) throw new HttpError(401, 'Not signed in');
    const token = req.headers['x-siteuser-xsrf-token'];
    if (xsrf && (typeof token !== 'string' || token !== found.xsrf_token)) {
      throw new HttpError(403, 'Missing or invalid X-SiteUser-XSRF-Token');
    }
    return found;
  }

  router.route('POST', '/api/site-users/accounts', async ({ req, res }) => {
    checkCrumb(db, req);
    const { email, password } = await credentials(req);
    if (db.prepare('SELECT 1 FROM site_users WHERE email = ?').get(email))
      throw new HttpError(409, 'An account with this email exists');
    const { lastInsertRowid } = db
      .prepare('INSERT INTO site_users (email, password_hash, created_at) VALUES (?, ?, ?)')
      .run(email, hash(password), Date.now());
    sendJson(res, 201, { id: Number(lastInsertRowid), email });
  });

  // spec 000 §7: body email, password, rememberMe; the answer's xsrfToken is kept by the runtime.
  router.route('POST', '/api/site-users/account/session', async ({ req, res }) => {
    checkCrumb(db, req);
    const { email, password, rememberMe } = await credentials(req);
    const user = db.prepare('SELECT id, password_hash FROM site_users WHERE email = ?').get(email);
    if (!user || !verify(password, user.password_hash)) throw new HttpError(401, 'Invalid email or password');
    const id = randomBytes(24).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    db.prepare(
      'INSERT INTO site_user_sessions (id, user_id, xsrf_token, remember_me, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(id, user.id, xsrfToken, rememberMe ? 1 : 0, Date.now());
    const cookie = `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${rememberMe ? `; Max-Age=${REMEMBER_SECONDS}` : ''}`;
    sendJson(res, 200, { xsrfToken, email }, { 'set-cookie': cookie });
  });

  // The signed-in site user's account: what a request "as the site user" looks like (XSRF header required).
  router.route('GET', '/api/site-users/account', ({ req }) => {
    const { userId, email } = session(req);
    return { id: userId, email };
  });

  // spec 000 §7: query cloneCart (boolean); the runtime repeats it once on crumbFail.
  router.route('DELETE', '/api/site-users/account/session', ({ req, res, query }) => {
    checkCrumb(db, req);
    const cloneCart = query.get('cloneCart');
    if (cloneCart !== 'true' && cloneCart !== 'false') throw bad('cloneCart must be true or false');
    const { id } = session(req);
    db.prepare('UPDATE site_user_sessions SET ended_at = ?, clone_cart = ? WHERE id = ?').run(
      Date.now(),
      cloneCart === 'true' ? 1 : 0,
      id,
    );
    sendJson(res, 200, { signedOut: true }, { 'set-cookie': `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
  });

  // Inspection (read-only): sessions, newest last, without secrets.
  router.route('GET', '/api/_inspect/site-user-sessions', () =>
    db
      .prepare(
        `SELECT u.email, s.remember_me, s.ended_at, s.clone_cart FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id
         ORDER BY s.created_at, s.rowid`,
      )
      .all()
      .map((r) => ({
        email: r.email,
        rememberMe: Boolean(r.remember_me),
        active: r.ended_at === null,
        cloneCart: r.clone_cart === null ? null : Boolean(r.clone_cart),
      })),
  );
}
