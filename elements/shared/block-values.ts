/**
 * Where an element's settings come from when a published block is written as the element: an attribute set on the
 * element wins; then the block data (`block-json`) and the block's rendered markup, in the order the element names.
 */
import { attributeName } from './attributes.js';
import type { AttributeValues, Kinds } from './element-types.js';
import { warnInvalid } from './warn.js';

/** Returns `block[key]` as attribute text: strings as they are, numbers and booleans written out, else null. */
export function blockText(block: Record<string, unknown>, key: string): string | null {
  const value = block[key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/**
 * Returns the value of the attribute `name`: the attribute's own when the host has it, else the first of `sources`
 * that is not null, parsed by the attribute's kind (a value the kind refuses warns once and gives the default), else
 * the attribute's default.
 */
function settingValue<A extends Kinds, K extends keyof A & string>(
  host: HTMLElement,
  kinds: A,
  values: AttributeValues<A>,
  name: K,
  ...sources: (string | null)[]
): AttributeValues<A>[K] {
  const attribute = attributeName(name);
  const text = sources.find((source) => source !== null);
  if (host.hasAttribute(attribute) || text == null) return values[name];
  const kind = kinds[name]!;
  const parsed: unknown = kind.parse(text);
  if (parsed !== undefined) return parsed as AttributeValues<A>[K];
  warnInvalid(host, attribute, text, kind.default);
  return kind.default as AttributeValues<A>[K];
}

/**
 * Returns every setting of an element (but `blockJson` itself) by `settingValue`: its attribute, else the key of the
 * same name in `block`, else what `markup` says (attribute text by setting name), else the default.
 */
export function blockSettings<A extends Kinds>(
  host: HTMLElement,
  kinds: A,
  values: AttributeValues<A>,
  block: Record<string, unknown>,
  markup: Partial<Record<keyof A, string | null | undefined>>,
): AttributeValues<A> {
  const settings = { ...values };
  for (const key of Object.keys(kinds) as (keyof A & string)[])
    if (key !== 'blockJson')
      settings[key] = settingValue(host, kinds, values, key, blockText(block, key), markup[key] ?? null);
  return settings;
}
