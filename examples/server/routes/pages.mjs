/**
 * The site's protected pages (spec 000 §1: page types lock screen 103 and member-area access denied 106). A page
 * locked by a password is served only to a browser that unlocked it; any other gets the lock screen at the same
 * address. A member-only page is served only to a signed-in site user (routes/site-users.mjs); any other gets the
 * access-denied page, which offers sign-in. Both pages' files live in `examples/server/pages/`, which the static
 * server never serves, so the only way to them is through these checks.
 *
 * POST /api/pages/unlock `{ path, password }` checks the password (stored as a scrypt hash, compared in constant time:
 * lib/passwords.mjs) and sets an HttpOnly cookie scoped to that page's path (`DELETE /api/pages/unlock?path=…` locks it
 * again); wrong passwords are counted per client
 * address (`failedSignInsPer10Minutes`, a count of its own) and past it answered 429 with `Retry-After`.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isHttps, parseCookies } from '../lib/cookies.mjs';
import { pageCrumbCookies } from '../lib/crumb.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { hashPassword, MAX_PASSWORD, verifyPassword } from '../lib/passwords.mjs';
import { clientOf, createSharedLimiter } from '../lib/rate-limit.mjs';
import { keepNewest } from '../lib/row-cap.mjs';
import { HttpError, readParsedBody } from '../router.mjs';
import { openSiteUserSession } from './site-users.mjs';

/** The password of the example locked page (docs/reference-api.md "Protected pages"). */
export const EXAMPLE_PAGE_PASSWORD = 'sourdough';

/**
 * The protected pages by path: `lock` pages take a password, `members` pages a signed-in site user. `page` is the
 * file served when allowed, `denied` the one served otherwise.
 */
export const PROTECTED_PAGES = Object.freeze({
  '/pages/locked': { kind: 'lock', page: 'locked.html', denied: 'lock-screen.html' },
  '/pages/members': { kind: 'members', page: 'members.html', denied: 'access-denied.html' },
});

/** The cookie that carries a page's unlock token (scoped to that page's path). */
export const UNLOCK_COOKIE = 'sqs-page-unlock';
/** How long an unlock lasts on the server (the cookie itself ends with the browser session). */
const UNLOCK_MS = 24 * 60 * 60 * 1000;

const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));

const bad = (message) => new HttpError(400, message);

/** Returns the JSON object body with a protected lock page's `path` and a string `password`, or throws a 400/404. */
async function unlockRequest(req) {
  const body = await readParsedBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
  const { path, password } = body;
  if (typeof path !== 'string' || !path) throw bad('path is required');
  if (typeof password !== 'string' || !password) throw bad('password is required');
  if (password.length > MAX_PASSWORD) throw bad(`password has at most ${MAX_PASSWORD} characters`);
  if (PROTECTED_PAGES[path]?.kind !== 'lock') throw new HttpError(404, 'No locked page at this path');
  return { path, password };
}

/** Registers the protected pages and the unlock endpoint. */
export function register(router, sql, { limits, now }) {
  const failures = createSharedLimiter(sql, {
    name: 'page-unlock',
    limit: limits.failedSignInsPer10Minutes,
    windowMs: 10 * 60_000,
  });
  // Hashed once, off the event loop, the first time a password is checked.
  let stored;
  const passwordHash = () => (stored ??= hashPassword(EXAMPLE_PAGE_PASSWORD));

  /** Resolves with whether `req` carries an unexpired unlock token for `path`. */
  async function unlocked(req, path) {
    const token = parseCookies(req)[UNLOCK_COOKIE];
    if (!token) return false;
    const row = await sql.get(
      'SELECT 1 AS found FROM page_unlocks WHERE token = ? AND path = ? AND created_at > ?',
      token,
      path,
      now() - UNLOCK_MS,
    );
    return Boolean(row);
  }

  router.route('POST', '/api/pages/unlock', async ({ req, res }) => {
    const { path, password } = await unlockRequest(req);
    const client = `unlock|${clientOf(req)}`;
    const wait = await failures.retryAfter(client, now());
    if (wait) throw new HttpError(429, 'Too many wrong passwords', {}, { 'retry-after': String(wait) });
    if (!(await verifyPassword(password, await passwordHash()))) {
      await failures.hit(client, now());
      throw new HttpError(401, 'Incorrect password');
    }
    const token = randomBytes(24).toString('base64url');
    const { id } = await sql.get(
      'INSERT INTO page_unlocks (token, path, created_at) VALUES (?, ?, ?) RETURNING id',
      token,
      path,
      now(),
    );
    await keepNewest(sql, 'page_unlocks', id, limits.maxRows);
    // Scoped to the page: no other page (and no script: HttpOnly) sees it. A browser-session cookie.
    const cookie = `${UNLOCK_COOKIE}=${token}; Path=${path}; HttpOnly; SameSite=Lax${isHttps(req) ? '; Secure' : ''}`;
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'set-cookie': cookie,
    });
    res.end(JSON.stringify({ unlocked: true, path }));
  });

  // Locks the page again for this browser: its token is forgotten and its cookie cleared.
  router.route('DELETE', '/api/pages/unlock', async ({ req, res, query }) => {
    const path = query.get('path');
    if (PROTECTED_PAGES[path]?.kind !== 'lock') throw new HttpError(404, 'No locked page at this path');
    const token = parseCookies(req)[UNLOCK_COOKIE];
    if (token) await sql.run('DELETE FROM page_unlocks WHERE token = ?', token);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'set-cookie': `${UNLOCK_COOKIE}=; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=0${isHttps(req) ? '; Secure' : ''}`,
    });
    res.end(JSON.stringify({ unlocked: false, path }));
  });

  for (const [path, page] of Object.entries(PROTECTED_PAGES)) {
    router.route('GET', path, async ({ req, res }) => {
      const allowed = page.kind === 'lock' ? await unlocked(req, path) : Boolean(await openSiteUserSession(sql, req));
      const html = await readFile(PAGES_DIR + (allowed ? page.page : page.denied));
      // The gate is a page the visitor uses, answered 200 as any page (a 401 would call for an HTTP challenge).
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CONTENT_SECURITY_POLICY,
        // Whether the page or its gate is shown depends on the visitor: never kept by a cache.
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'set-cookie': pageCrumbCookies(sql, req),
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    });
  }
}
