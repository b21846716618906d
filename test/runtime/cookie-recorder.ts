/**
 * A cookie document for tests: writes go through to `document.cookie` and are recorded as written, so a test can
 * read the Max-Age, Path and SameSite that `document.cookie` never shows.
 */

/** A recording cookie document. */
export interface CookieRecorder {
  cookie: string;
  /** Every cookie string written, in order. */
  readonly writes: string[];
  /** Returns the last string written for cookie `name`. */
  lastWrite(name: string): string | undefined;
}

/** Returns a cookie document recording its writes. */
export function cookieRecorder(): CookieRecorder {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      writes.push(value);
      document.cookie = value;
    },
    lastWrite: (name) => writes.filter((w) => w.startsWith(`${name}=`)).at(-1),
  };
}

/** Returns the attributes of a cookie string as a lower-cased name → value map (`max-age`, `path`, …). */
export function attributes(written: string | undefined): Record<string, string> {
  const [, ...parts] = (written ?? '').split(';');
  return Object.fromEntries(parts.map((p) => p.trim().split('=')).map(([k, v = '']) => [k!.toLowerCase(), v]));
}

/** Deletes every cookie the page can see. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
