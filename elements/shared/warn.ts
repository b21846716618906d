/**
 * Console warnings for bad input: each says which element and what was wrong, once per element and key, so a page
 * with a bad attribute gets one line, not one per render.
 */

const warned = new WeakMap<object, Set<string>>();

/**
 * Warns `message` on the console unless `owner` already warned under `key`; returns true when it warned. The owner
 * is usually the element; an event may be passed too, so many listeners of one event say it once.
 */
export function warnOnce(owner: object, key: string, message: string): boolean {
  const seen = warned.get(owner) ?? new Set<string>();
  warned.set(owner, seen);
  if (seen.has(key)) return false;
  seen.add(key);
  console.warn(message);
  return true;
}

/** Warns once per element and attribute that a value is invalid and which default is used instead. */
export function warnInvalid(host: Element, attribute: string, text: string, fallback: unknown): void {
  warnOnce(host, attribute, `<${host.localName}>: invalid ${attribute}="${text}"; using the default (${JSON.stringify(fallback)}).`);
}
