/** Cookie reading and writing for the reference API. */

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

/** Returns whether `req` came over https: a TLS socket, or a proxy saying so in `X-Forwarded-Proto`. */
export function isHttps(req) {
  const forwarded = req.headers['x-forwarded-proto'];
  return (
    Boolean(req.socket?.encrypted) || (typeof forwarded === 'string' && forwarded.split(',')[0].trim() === 'https')
  );
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
