/**
 * The platform's block data as published pages carry it (`data-block-json` of a `.sqs-block`), read from an
 * element's `block-json` attribute. Each element names the keys it understands; any other key is warned once, naming
 * it, so nothing a visitor would have seen is dropped silently.
 */
import { warnOnce } from './warn.js';

/**
 * Keys every block of the platform carries that belong to the page's layout or the editor, not to the block: the
 * host page places the element itself (`hSize`, `floatDir`), and `resolvedBy` only records how the editor filled
 * the block.
 */
export const LAYOUT_KEYS: readonly string[] = ['hSize', 'floatDir', 'resolvedBy'];

/** Returns `text` parsed as a JSON object, or null when it is not one. */
export function jsonObject(text: string): Record<string, unknown> | null {
  // Only an object is wanted: any other text is told apart without the cost of a thrown SyntaxError.
  if (!/^\s*\{/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON: the caller decides what an unreadable text means.
  }
  return null;
}

/**
 * Returns the block data in `host`'s `block-json` attribute: an empty record when there is none, and, with one
 * warning, an empty record when the text is not a JSON object.
 */
export function readBlockJson(host: HTMLElement): Record<string, unknown> {
  const text = host.getAttribute('block-json');
  if (text === null || text.trim() === '') return {};
  const value = jsonObject(text);
  if (value) return value;
  warnOnce(host, 'block-json', `<${host.localName}>: block-json is not a JSON object; the block data is ignored.`);
  return {};
}

/** Warns once per key of `block` that is neither one of `known` nor a layout key, naming the element and the key. */
export function warnUnknownKeys(host: HTMLElement, block: Record<string, unknown>, known: Iterable<string>): void {
  const understood = new Set([...known, ...LAYOUT_KEYS]);
  for (const key of Object.keys(block)) {
    if (understood.has(key)) continue;
    warnOnce(
      host,
      `block-json ${key}`,
      `<${host.localName}>: block-json key "${key}" is not supported and is ignored.`,
    );
  }
}
