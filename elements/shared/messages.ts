import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, type Formatters } from 'intl-messageformat';
import { localeCandidates, type LocaleFields, type LocalePage } from '../../runtime/page-locale.js';
import { loadChunk } from '../../runtime/load-chunk.js';
import { rendersOnServer, SERVER_LOCALE } from './server-render.js';
import common from './messages/en.js';

/**
 * A message: ICU MessageFormat text, or its compiled element tree. The build compiles the bundled catalogues
 * (scripts/catalogues.mjs), so pages never ship the ICU parser.
 */
export type MessageSource = string | MessageFormatElement[];

/** A set of messages: id → message. */
export type Messages = Readonly<Record<string, MessageSource>>;

/** The ids of the messages every element may use (elements/shared/messages/en.ts). */
export type CommonMessageKey = keyof typeof common;

/**
 * English ships with the code that shows it: the messages every element may use are in the platform chunk
 * (messages/en.ts), and each element's own English messages are in its own chunk (`<name>.en.ts` beside it), so a
 * page downloads the English of the elements it uses and no more. Every other locale is one catalogue holding every
 * message, loaded on first use (bundled: French) or registered by the host page.
 */
const BUNDLED: Readonly<Record<string, () => Promise<{ default: Messages }>>> = {
  fr: () => loadChunk('messages-fr', () => import('./messages/fr.js')),
};

const catalogues = new Map<string, Messages>();
/** Each bundled catalogue asked for, by language: settled once it has arrived or failed; and those settled. */
const loading = new Map<string, Promise<void>>();
const settled = new Set<string>();
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a catalogue arrives; returns the function that stops it. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the catalogues that arrived so far: what an element re-renders on. */
export function catalogueVersion(): number {
  return version;
}

/**
 * Adds the catalogue for `locale` (a BCP 47 tag such as `de` or `fr-CA`), over any catalogue that locale already
 * has (its keys win). Keys it lacks fall back to the language's catalogue, then to English. Messages given as text are
 * compiled first (loading the ICU parser on demand); the promise rejects with a CatalogueError naming the locale and
 * the message when one does not parse or uses a plural key the locale does not have. Elements on the page re-render
 * in it.
 */
export async function registerCatalogue(locale: string, catalogue: Readonly<Record<string, string>> | Messages) {
  const tag = locale.toLowerCase();
  const ready = Object.values(catalogue).some((text) => typeof text === 'string')
    ? (await loadChunk('message-compiler', () => import('./messages/compile.js'))).compileCatalogue(tag, catalogue)
    : catalogue;
  catalogues.set(tag, { ...catalogues.get(tag), ...ready });
  changed();
}

/**
 * Adds the bundled, compiled catalogue of `language` (a catalogue the host registered for the language first keeps its
 * keys). The server render adds the catalogues bundled into it at once: a render is synchronous, so none can be loaded
 * on first use there.
 */
export function addBundledCatalogue(language: string, messages: Messages): void {
  settled.add(language);
  catalogues.set(language, { ...messages, ...catalogues.get(language) });
  changed();
}

/** Returns true when `locale`'s messages are English or have a catalogue here (its own or its language's). */
export function hasCatalogue(locale: string): boolean {
  const language = locale.split('-')[0]!;
  return language === 'en' || catalogues.has(language) || catalogues.has(locale);
}

/**
 * Starts loading the bundled catalogue of `locale`'s language, if there is one and it is not loaded yet; returns the
 * promise settled once it has arrived or failed, or undefined when the language has none or it is already here.
 */
function load(locale: string): Promise<void> | undefined {
  const language = locale.split('-')[0]!;
  const importer = BUNDLED[language];
  if (!importer || settled.has(language)) return undefined;
  let arrival = loading.get(language);
  if (!arrival) {
    arrival = importer().then(
      (module) => addBundledCatalogue(language, module.default),
      () => {
        settled.add(language);
        console.warn(`sqs-elements: the "${language}" messages could not be loaded; English is shown.`);
      },
    );
    loading.set(language, arrival);
  }
  return arrival;
}

/**
 * Returns a promise settled once the bundled catalogue of the locale `element` speaks has arrived (or failed to), or
 * undefined when it is here already or there is none; starts loading it. An element rendered on a server in that
 * locale waits for it before it takes its markup over, so its text does not change.
 */
export function catalogueArrival(element: Element): Promise<void> | undefined {
  return load(localeOf(element));
}

/** A language tag as pages write it (`fr`, `fr-CA`, `fr_CA`), lower-cased; `''` for anything else. */
function tagOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 35) return '';
  const tag = value.replace(/_/g, '-').toLowerCase();
  try {
    // Intl refuses some tags of this shape (`en-a`, `de-1`): they count as none, or every number format would throw.
    return /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(tag) && Intl.getCanonicalLocales(tag) ? tag : '';
  } catch {
    return '';
  }
}

/** The site context script runtime/context.ts reads too; only its locales are read here. */
const SITE_CONTEXT = 'script#sqs-site-context[type="application/json"]';
let contextText: string | null | undefined;
let contextFields: LocaleFields | null = null;

/** Returns the locale fields of a site context script's text (null when it is missing or malformed). */
export function contextLocales(text: string | null): LocaleFields | null {
  try {
    return JSON.parse(text ?? '{}') as LocaleFields | null;
  } catch {
    // The runtime reports a malformed context; here it names no locale.
    return null;
  }
}

/** The site context's locale fields (null when the script is missing or malformed), parsed once per text. */
function siteContext(doc: Document): LocaleFields | null {
  const text = doc.querySelector(SITE_CONTEXT)?.textContent ?? null;
  if (text !== contextText) {
    contextText = text;
    contextFields = contextLocales(text);
  }
  return contextFields;
}

/**
 * Returns the locale an element speaks (lower case), from `langs`, the `lang` attributes of the element and of its
 * ancestors below the page's root, nearest first: the first well-formed one, else the page's (`localeCandidates` of its
 * site context and root), else English. The browser's choice and the server render's are this one.
 */
export function chooseLocale(
  langs: Iterable<string | null>,
  context: LocaleFields | null,
  page: LocalePage,
  fallback = 'en',
): string {
  for (const lang of langs) {
    const tag = tagOf(lang);
    if (tag) return tag;
  }
  return localeCandidates(context, page).map(tagOf).find(Boolean) || tagOf(fallback) || 'en';
}

/** Yields the `lang` attributes of `element` and its ancestors below `<html>` (through shadow roots), nearest first. */
function* langsOf(element: Element, root: Element | null): Generator<string | null> {
  for (let node: Node | null = element; node; node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null))
    if (node instanceof Element && node !== root) yield node.getAttribute('lang');
}

/**
 * Returns the locale an element speaks (lower case): the nearest `lang` attribute below `<html>` (through shadow
 * roots), else the site context's `memberLocale`, then its `locale`, then `<html lang>`, else English (see
 * `chooseLocale`); on a server, the locale the render chose for its page the same way. A malformed tag anywhere
 * counts as none. Starts loading that locale's bundled catalogue.
 */
export function localeOf(element: Element): string {
  const doc = element.ownerDocument;
  if (!doc) return rendersOnServer(element) ? ((element as { [SERVER_LOCALE]?: string })[SERVER_LOCALE] ?? 'en') : 'en';
  const locale = chooseLocale(langsOf(element, doc.documentElement), siteContext(doc), doc);
  load(locale);
  return locale;
}

/** Returns the message and the catalogue locale it came from: the locale's, its language's, else English. */
function lookup(key: string, locale: string, english: Messages): [string, MessageSource] {
  const language = locale.split('-')[0]!;
  for (const candidate of language === locale ? [locale] : [locale, language]) {
    const text = catalogues.get(candidate)?.[key];
    if (text !== undefined) return [candidate, text];
  }
  return ['en', english[key] ?? (common as Messages)[key] ?? key];
}

/** Returns the `Intl` formatter made with these arguments, making it the first time. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  make: new (locale?: Intl.LocalesArgument, options?: object) => T,
  locale?: Intl.LocalesArgument,
  options?: object,
): T {
  const id = `${make.name}\u0000${String(locale)}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) formatters.set(id, (formatter = new make(locale, options)));
  return formatter;
}

/**
 * intl-messageformat's formatting of compiled messages, with the page's `Intl` formatters made once each. Named
 * number, date and time styles (`{n, number, percent}`) are refused when a catalogue is compiled; skeletons
 * (`{n, number, ::percent}`) carry their options in the tree.
 */
const FORMATTERS: Formatters = {
  getNumberFormat: (locale, options) => cached(Intl.NumberFormat, locale, options),
  getDateTimeFormat: (locale, options) => cached(Intl.DateTimeFormat, locale, options),
  getPluralRules: (locale, options) => cached(Intl.PluralRules, locale, options),
};
const NO_NAMED_STYLES = { number: {}, date: {}, time: {} };

/**
 * Returns the message `key` formatted for `locale` with `values`: from the locale's catalogue, else from `english` (an
 * element's own English messages) or the common English messages. Numbers in it follow the locale whose text is shown.
 */
export function message<M extends Messages = typeof common>(
  key: (keyof M | CommonMessageKey) & string,
  values?: Record<string, string | number>,
  locale = 'en',
  english?: M,
): string {
  const tag = locale.toLowerCase();
  const [found, text] = lookup(key, tag, english ?? {});
  const formatLocale = found === 'en' && !tag.startsWith('en') ? 'en' : tag;
  const tree = typeof text === 'string' ? [{ type: 0, value: text } as MessageFormatElement] : text;
  // Without a prototype, an argument named like an Object member (`{toString}`) is the caller's value or missing.
  return formatToParts(tree, formatLocale, FORMATTERS, NO_NAMED_STYLES, values && { __proto__: null, ...values })
    .map((part) => part.value)
    .join('');
}
