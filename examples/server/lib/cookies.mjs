/** Cookie reading and writing for the reference API. */
import { httpsByProxy } from './rate-limit.mjs';

/**
 * Returns the request's cookies as a name → value object (values percent-decoded where they can be). Of two cookies
 * with one name the first counts: browsers send the longest path, then the oldest, first — the server's own.
 */
export function parseCookies(req) {
  const cookies = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (Object.hasOwn(cookies, name)) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * Returns whether `req` came over https: a TLS socket, or a trusted proxy saying so in `X-Forwarded-Proto`
 * (lib/rate-limit.mjs `forwardedHttps`; the header from any other peer is ignored).
 */
export function isHttps(req) {
  return Boolean(req.socket?.encrypted) || httpsByProxy(req);
}

/**
 * Returns a `Set-Cookie` value for `name=value`: `Path=/; HttpOnly; SameSite=Lax`, `Secure` when `req` came over
 * https, and `Max-Age` when given (0 clears the cookie; none makes a browser-session cookie). `scripts: true` leaves
 * out `HttpOnly`, for a cookie the page's scripts must read (the crumb, which the data layer sends back).
 */
export function serverCookie(req, name, value, { maxAgeSeconds, scripts = false } = {}) {
  let cookie = `${name}=${value}; Path=/;${scripts ? '' : ' HttpOnly;'} SameSite=Lax`;
  if (maxAgeSeconds !== undefined) cookie += `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  if (isHttps(req)) cookie += '; Secure';
  return cookie;
}

/**
 * Returns the name the session cookie `name` has for `req`: `__Host-<name>` over https, which a browser keeps only
 * when set by this host itself with `Secure`, `Path=/` and no `Domain` — so a sibling subdomain or a man in the
 * middle on plain http cannot plant one — else `name`.
 */
export function sessionCookieName(req, name) {
  return isHttps(req) ? `__Host-${name}` : name;
}

/**
 * Returns the value of the session cookie `name` of `req` (named by `sessionCookieName`), or undefined when it is
 * missing or sent more than once: of two, one was planted (with a longer `Path` it would be sent first), and
 * neither is trusted.
 */
export function readSessionCookie(req, name) {
  const wanted = sessionCookieName(req, name);
  let found;
  let count = 0;
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== wanted) continue;
    count++;
    found = pair.slice(eq + 1).trim();
  }
  return count === 1 ? found : undefined;
}

/** Returns the `Set-Cookie` value of the session cookie `name` (named by `sessionCookieName`); see `serverCookie`. */
export function sessionCookie(req, name, value, options) {
  return serverCookie(req, sessionCookieName(req, name), value, options);
}
