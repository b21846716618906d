/** Cookie reading for the reference API. */

/** Returns the request's cookies as a name → value object (values percent-decoded where they can be). */
export function parseCookies(req) {
  const cookies = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    const raw = pair.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}
