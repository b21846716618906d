import { IntlMessageFormat } from 'intl-messageformat';
import en from './messages/en.js';

/** A message catalogue: key → ICU MessageFormat text. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** Every message key (the English catalogue is the reference). */
export type MessageKey = keyof typeof en;

const catalogues = new Map<string, Partial<Catalogue>>([['en', en]]);
const compiled = new Map<string, IntlMessageFormat>();

/**
 * Adds or replaces the catalogue for `locale` (a BCP 47 tag such as `fr` or `fr-CA`). Keys it lacks fall back to
 * the language's catalogue, then to English.
 */
export function registerCatalogue(locale: string, catalogue: Partial<Catalogue>): void {
  catalogues.set(locale.toLowerCase(), catalogue);
  for (const key of compiled.keys()) if (key.startsWith(`${locale.toLowerCase()}\u0000`)) compiled.delete(key);
}

/** Returns the locale an element speaks: the nearest `lang` attribute (through shadow roots), else English. */
export function localeOf(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') || 'en';
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return 'en';
}

function lookup(key: MessageKey, locale: string): [string, string] {
  const tag = locale.toLowerCase();
  for (const candidate of [tag, tag.split('-')[0]!]) {
    const text = catalogues.get(candidate)?.[key];
    if (text !== undefined) return [candidate, text];
  }
  return ['en', en[key]];
}

/** Returns the message `key` formatted for `locale` with `values`. */
export function message(key: MessageKey, values?: Record<string, string | number>, locale = 'en'): string {
  const [found, text] = lookup(key, locale);
  const id = `${found}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, found);
    compiled.set(id, format);
  }
  return String(format.format(values));
}
