/**
 * Typed attributes. Each kind turns the attribute's text (or `null` when absent) into a value, or says it is
 * invalid, in which case the element warns once and uses the default. Kinds also turn a property value back into
 * attribute text, so properties and attributes stay one piece of state.
 */

import { safeUrl } from './safe-url.js';
import { warnInvalid } from './warn.js';

/** What a kind makes of an attribute's text: a value, or `undefined` when the text is not a valid value. */
export interface AttributeKind<T> {
  /** The value when the attribute is absent or invalid. */
  readonly default: T;
  /** The kind's name for the manifest and warnings (`boolean`, `number`, `'left' | 'right'` …). */
  readonly type: string;
  /** Returns the value for `text`, or `undefined` when `text` is not valid. `null` means absent. */
  parse(text: string | null): T | undefined;
  /** Returns the attribute text for a property value, or `null` to remove the attribute. */
  stringify(value: T): string | null;
  /** True when the value lives only as a property (objects, arrays) and is never written to an attribute. */
  readonly propertyOnly?: boolean;
}

/** The host an attribute is read from: an element, or the stand-in a server render gives a component. */
export type AttributeHost = Pick<Element, 'localName' | 'getAttribute'>;

/** Returns `host`'s `attribute` as `kind` reads it; an invalid text warns once for the host and gives the default. */
export function readAttribute<T>(host: AttributeHost, attribute: string, kind: AttributeKind<T>): T {
  const text = host.getAttribute(attribute);
  const value = kind.parse(text);
  if (value !== undefined) return value;
  warnInvalid(host, attribute, text ?? '', kind.default);
  return kind.default;
}

/** A plain string; any text is valid. */
export function string(defaultValue = ''): AttributeKind<string> {
  return {
    default: defaultValue,
    type: 'string',
    parse: (text) => text ?? defaultValue,
    stringify: (value) => (value == null ? null : String(value)),
  };
}

/**
 * An address that becomes a link or a navigation: http(s), mailto, tel or relative, kept as written; any other
 * scheme (`javascript:`, `data:` …) is invalid, so the element warns once and uses the default.
 */
export function url(defaultValue = ''): AttributeKind<string> {
  return {
    default: defaultValue,
    type: 'string',
    parse: (text) => (text === null || text.trim() === '' ? defaultValue : (safeUrl(text) ?? undefined)),
    stringify: (value) => (value == null ? null : String(value)),
  };
}

/**
 * A boolean attribute in the HTML sense: present (with any value, including empty) is true, absent is false.
 * `"false"` is accepted as false too because hosts that template attributes often write it.
 */
export function boolean(): AttributeKind<boolean> {
  return {
    default: false,
    type: 'boolean',
    parse: (text) => text !== null && text.trim().toLowerCase() !== 'false',
    stringify: (value) => (value ? '' : null),
  };
}

/**
 * An on/off option whose default may be on: absent → the default; present and empty or `"true"` → true; `"false"` →
 * false; anything else is invalid. Lets markup turn off an option that defaults to true. With a null default the
 * option's absence means "the element decides" (e.g. by design).
 */
export function flag<D extends boolean | null>(defaultValue: D): AttributeKind<boolean | D> {
  return {
    default: defaultValue,
    type: defaultValue === null ? 'boolean | null' : 'boolean',
    parse(text) {
      if (text === null) return defaultValue;
      const value = text.trim().toLowerCase();
      if (value === 'false') return false;
      return value === '' || value === 'true' ? true : undefined;
    },
    stringify: (value) => (value === defaultValue ? null : String(value)),
  };
}

/** A number that may be absent: absent or empty → null; otherwise a finite number within bounds. */
export function optionalNumber(options: NumberOptions = {}): AttributeKind<number | null> {
  const finite = number(0, options);
  return {
    default: null,
    type: 'number | null',
    parse: (text) => (text === null || text.trim() === '' ? null : finite.parse(text)),
    stringify: (value) => (value == null ? null : String(value)),
  };
}

/** Bounds and rounding for a number attribute. */
export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A finite number within optional bounds; anything else is invalid. */
export function number(defaultValue: number, options: NumberOptions = {}): AttributeKind<number> {
  const { min = -Infinity, max = Infinity, integer = false } = options;
  return {
    default: defaultValue,
    type: 'number',
    parse(text) {
      if (text === null) return defaultValue;
      if (text.trim() === '') return undefined;
      const value = Number(text);
      if (!Number.isFinite(value) || value < min || value > max) return undefined;
      if (integer && !Number.isInteger(value)) return undefined;
      return value;
    },
    stringify: (value) => (value == null ? null : String(value)),
  };
}

/** One of a fixed set of words, compared case-insensitively. */
export function oneOf<const T extends string>(values: readonly T[], defaultValue: T): AttributeKind<T> {
  return {
    default: defaultValue,
    type: values.map((v) => `'${v}'`).join(' | '),
    parse(text) {
      if (text === null) return defaultValue;
      const wanted = text.trim().toLowerCase();
      return values.find((v) => v.toLowerCase() === wanted);
    },
    stringify: (value) => (value == null ? null : value),
  };
}

/**
 * A JSON value. As an attribute it is parsed (malformed JSON or a value `guard` rejects is invalid); as a
 * property it is kept as given, never stringified, so objects keep their identity.
 */
export function json<T>(
  defaultValue: T,
  guard: (value: unknown) => value is T = (_v): _v is T => true,
): AttributeKind<T> {
  return {
    default: defaultValue,
    type: 'json',
    propertyOnly: true,
    parse(text) {
      if (text === null) return defaultValue;
      try {
        const value: unknown = JSON.parse(text);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    stringify: () => null,
  };
}

/** Returns the kebab-case attribute name of a camelCase property (`allowMultiple` → `allow-multiple`). */
export function attributeName(property: string): string {
  let name = attributeNames.get(property);
  if (name === undefined) {
    name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    attributeNames.set(property, name);
  }
  return name;
}

/** The attribute names already derived: a render reads them for every element, a server render for every page. */
const attributeNames = new Map<string, string>();
