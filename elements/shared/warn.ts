/**
 * Console warnings for bad input: each says which element and what was wrong, once per element and key, so a page
 * with a bad attribute gets one line, not one per render.
 */

const warned = new WeakMap<object, Set<string>>();

/**
 * Warns `message` on the console unless an owner already warned under `key`; returns true when it warned. The owner
 * is usually the element; with several (an element and the event it heard), any of them having warned is enough, so
 * many listeners of one event say it once.
 */
export function warnOnce(owners: object | readonly object[], key: string, message: string): boolean {
  const list = Array.isArray(owners) ? owners : [owners];
  const seen = list.map((owner) => {
    let keys = warned.get(owner);
    if (!keys) warned.set(owner, (keys = new Set<string>()));
    return keys;
  });
  if (seen.some((keys) => keys.has(key))) return false;
  for (const keys of seen) keys.add(key);
  console.warn(message);
  return true;
}

/**
 * Warns once per element and attribute that a value is invalid and which default is used instead. A null default
 * (an optional attribute: the element decides, often by design or context) is not named.
 */
export function warnInvalid(
  host: Pick<Element, 'localName'>,
  attribute: string,
  text: string,
  fallback: unknown,
): void {
  const named = fallback === null ? '' : ` (${JSON.stringify(fallback)})`;
  warnOnce(host, attribute, `<${host.localName}>: invalid ${attribute}="${text}"; using the default${named}.`);
}
