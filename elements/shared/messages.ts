import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import en from './messages/en.js';

/** Every message key (the English catalogue is the reference). */
export type MessageKey = keyof typeof en;

/**
 * A message: ICU MessageFormat text, or its compiled element tree. The build compiles the bundled catalogues
 * (scripts/catalogues.mjs), so pages never ship the ICU parser.
 */
export type MessageSource = string | MessageFormatElement[];

/** A message catalogue: key → message. */
export type Catalogue = Readonly<Record<MessageKey, MessageSource>>;

const catalogues = new Map<string, Partial<Catalogue>>([['en', en as Catalogue]]);
const formats = new Map<string, IntlMessageFormat>();

/**
 * Adds or replaces the catalogue for `locale` (a BCP 47 tag such as `fr` or `fr-CA`). Keys it lacks fall back to
 * the language's catalogue, then to English. Messages given as text are compiled first (loading the ICU parser on
 * demand); the promise rejects with a CatalogueError naming the locale and the message when one does not parse or
 * uses a plural key the locale does not have.
 */
export async function registerCatalogue(locale: string, catalogue: Partial<Catalogue>): Promise<void> {
  const tag = locale.toLowerCase();
  const ready = Object.values(catalogue).some((text) => typeof text === 'string')
    ? (await import('./messages/compile.js')).compileCatalogue(tag, catalogue)
    : catalogue;
  catalogues.set(tag, ready);
  for (const key of formats.keys()) if (key.startsWith(`${tag}\u0000`)) formats.delete(key);
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

function lookup(key: MessageKey, locale: string): [string, MessageSource] {
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
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, found);
    formats.set(id, format);
  }
  return String(format.format(values));
}
