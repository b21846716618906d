/**
 * Compiles a catalogue: parses every ICU message to intl-messageformat's element tree, so pages never ship the
 * parser (the build compiles the bundled catalogues; `registerCatalogue` loads this module only for a catalogue
 * given as text), and checks each plural and selectordinal against the locale's own categories (spec 001 §5).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalogue as written: key → ICU MessageFormat text, or text already compiled. */
export type SourceCatalogue = Readonly<Record<string, string | MessageFormatElement[]>>;

/** A compiled catalogue: key → intl-messageformat's element tree. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** A message a catalogue cannot carry: its locale, its id and what is wrong. */
export class CatalogueError extends Error {
  constructor(
    readonly locale: string,
    readonly id: string,
    problem: string,
  ) {
    super(`Catalogue "${locale}", message "${id}": ${problem}`);
    this.name = 'CatalogueError';
  }
}

/** Returns the plural categories `locale` has for `type` (`one`, `few`, … and always `other`). */
function categoriesOf(locale: string, type: Intl.PluralRuleType): readonly string[] {
  return new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
}

/**
 * Throws a CatalogueError for the first plural key in `elements` (at any depth) that `locale` does not have, and for
 * a named number, date or time style (`{n, number, percent}`): the elements format with skeletons only
 * (`{n, number, ::percent}`), which carry their options in the tree.
 */
function checkPlurals(locale: string, id: string, elements: readonly MessageFormatElement[]): void {
  for (const element of elements) {
    if (
      (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) &&
      typeof element.style === 'string'
    )
      throw new CatalogueError(
        locale,
        id,
        `the named style "${element.style}" of {${element.value}} is not supported; write a skeleton (::…)`,
      );
    if (element.type === TYPE.plural) {
      const type = element.pluralType ?? 'cardinal';
      const allowed = categoriesOf(locale, type);
      for (const key of Object.keys(element.options)) {
        // `=0`, `=1`, …: an exact value, valid in every locale.
        if (/^=\d+$/.test(key)) continue;
        if (!allowed.includes(key))
          throw new CatalogueError(
            locale,
            id,
            `the ${type === 'ordinal' ? 'selectordinal' : 'plural'} key "${key}" of {${element.value}} is not a ` +
              `category of ${locale} (${allowed.join(', ')}) nor an exact "=n"`,
          );
      }
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) checkPlurals(locale, id, option.value);
    if (element.type === TYPE.tag) checkPlurals(locale, id, element.children);
  }
}

/**
 * Returns `catalogue` compiled for `locale`: each text parsed, each tree checked. Throws a CatalogueError naming the
 * locale, the message id and the problem (a syntax error, or a plural key the locale does not have).
 */
export function compileCatalogue(locale: string, catalogue: SourceCatalogue): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, text] of Object.entries(catalogue)) {
    let elements: MessageFormatElement[];
    if (typeof text === 'string') {
      try {
        elements = parse(text);
      } catch (error) {
        throw new CatalogueError(locale, id, `not valid ICU MessageFormat (${(error as Error).message})`);
      }
    } else elements = text;
    checkPlurals(locale, id, elements);
    compiled[id] = elements;
  }
  return compiled;
}
