/**
 * The order a page's locale is chosen in, shared by the elements' messages and the runtime's money formats: the
 * signed-in member's locale, then the website's (the site context's `memberLocale` and `locale`), then `<html lang>`.
 * It imports nothing, so both read it without pulling in each other.
 */

/** The site context's locale fields, unchecked (they come from the page). */
export interface LocaleFields {
  memberLocale?: unknown;
  locale?: unknown;
}

/** What the candidates read of a page: its root element's `lang` (a document, or a server render's parsed page). */
export interface LocalePage {
  readonly documentElement: { getAttribute(name: string): string | null } | null;
}

/** Returns the page's locale candidates, first choice first: `memberLocale`, `locale`, then `<html lang>`. */
export function localeCandidates(context: LocaleFields | null | undefined, doc: LocalePage): unknown[] {
  return [context?.memberLocale, context?.locale, doc.documentElement?.getAttribute('lang')];
}
