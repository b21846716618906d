/**
 * Cookie access with an injectable document (`{ cookie }` is enough), so tests can see the exact `Set-Cookie`
 * strings written — `document.cookie` never shows Max-Age, Path or SameSite when read back.
 */

/** The part of `Document` cookies need: reading gives `name=value; …`, writing sets one cookie. */
export interface CookieDocument {
  cookie: string;
}

/** Options of `setCookie`. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted for a session cookie, 0 or less deletes the cookie. */
  maxAgeSeconds?: number;
  /** Path the cookie belongs to. */
  path?: string;
  /** Domain attribute; omitted for a host-only cookie. */
  domain?: string;
  /** SameSite attribute (default Lax). */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /**
   * Sent over https only (default: when the page itself is https, so neither plain http nor a sibling subdomain
   * over http can overwrite it — a planted consent cookie would fake the visitor's choice).
   */
  secure?: boolean;
}

/** True when the page is served over https. */
const pageIsSecure = (): boolean => globalThis.location?.protocol === 'https:';

// Characters a cookie value may not hold (RFC 6265 cookie-octet), plus % so that decoding is unambiguous.
const UNSAFE = /[\s",;\\%]/g;

/** Returns the value of cookie `name`, or undefined when it is not set. */
export function getCookie(name: string, doc: CookieDocument = document): string | undefined {
  for (const pair of doc.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Sets cookie `name` to `value` (characters a cookie cannot hold are percent-encoded). */
export function setCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', domain, sameSite = 'Lax', secure = pageIsSecure() }: CookieOptions = {},
  doc: CookieDocument = document,
): void {
  let cookie = `${name}=${value.replace(UNSAFE, encodeURIComponent)}`;
  if (maxAgeSeconds !== undefined) cookie += `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  cookie += `; Path=${path}; SameSite=${sameSite}`;
  if (domain) cookie += `; Domain=${domain}`;
  // SameSite=None is refused by browsers without Secure.
  if (secure || sameSite === 'None') cookie += '; Secure';
  doc.cookie = cookie;
}

/**
 * Deletes cookie `name` on `path`, host-only and with `Domain=` the host and each parent domain of `host`: a cookie is
 * removed only with the path and domain it was set with, and the server or a sibling subdomain may have set it for
 * the whole site (the browser ignores the public-suffix forms).
 */
export function deleteCookie(
  name: string,
  path = '/',
  doc: CookieDocument = document,
  host = globalThis.location?.hostname ?? '',
): void {
  setCookie(name, '', { maxAgeSeconds: 0, path }, doc);
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++)
    setCookie(name, '', { maxAgeSeconds: 0, path, domain: labels.slice(i).join('.') }, doc);
}
