/** The schemes a link, redirect or `window.open` target taken from markup or block data may have. */
export const SAFE_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Returns `value` (trimmed, as written: a relative address stays relative) when it resolves against `base` to an
 * http(s), mailto or tel address, else null:
 * `javascript:`, `data:`, `vbscript:` and every other scheme never become an `href`. The one check for every URL an
 * attribute or JSON field turns into a link or navigation.
 */
export function safeUrl(
  value: string | null | undefined,
  // A server render has no document: only the scheme is read, so any http(s) base will do there.
  base: string = globalThis.document?.baseURI ?? 'http://a',
): string | null {
  if (value == null || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return SAFE_SCHEMES.includes(url.protocol) ? value.trim() : null;
  } catch {
    return null;
  }
}
