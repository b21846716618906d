import { safeUrl } from '../shared/safe-url.js';
import { SEARCH_KINDS, type SearchKind, type SearchResult } from './search.element.js';

/** The results of one kind, in the order they are shown. */
export interface SearchGroup {
  kind: SearchKind;
  /** The results, each with its position among all the results shown. */
  results: Array<{ result: SearchResult; index: number }>;
}

/** An answer of the site's search. */
export interface SearchAnswer {
  query: string;
  total: number;
  results: SearchResult[];
}

const isKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);
const isRanges = (value: unknown): value is Array<[number, number]> =>
  Array.isArray(value) &&
  value.every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isInteger(n) && n >= 0));

/**
 * Reads an answer of the site's search; a result that is not well formed, or whose url is not a safe link (`safeUrl`:
 * no `javascript:`), is left out; an answer without a query and results fails.
 */
export function searchAnswer(body: unknown): SearchAnswer {
  const { query, total, results } = (body ?? {}) as Partial<Record<keyof SearchAnswer, unknown>>;
  if (typeof query !== 'string' || !Array.isArray(results)) throw new Error('The answer has no results');
  const read = results.filter(
    (r: Partial<SearchResult> | null): r is SearchResult =>
      !!r &&
      isKind(r.kind) &&
      typeof r.title === 'string' &&
      typeof r.url === 'string' &&
      safeUrl(r.url) !== null &&
      typeof r.excerpt === 'string' &&
      isRanges(r.matches?.title) &&
      isRanges(r.matches?.excerpt),
  );
  return { query, total: typeof total === 'number' ? total : read.length, results: read };
}

/** Returns `results` by kind (pages, products, blog posts), keeping their order within a kind. */
export function groupResults(results: readonly SearchResult[]): SearchGroup[] {
  let index = 0;
  return SEARCH_KINDS.map((kind) => ({
    kind,
    results: results.filter((r) => r.kind === kind).map((result) => ({ result, index: index++ })),
  })).filter((group) => group.results.length > 0);
}
