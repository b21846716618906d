import { Limits } from '../enums.js';

/**
 * Returns the parameters of `search` (`?a=1&b=2`, with or without the `?`), reading its first 1000 pairs only (spec
 * 000 §9, spec 001 §9 `Limits.queryKeys`): what follows them is not even split, so a query of any length parses at
 * once.
 */
export function parseQuery(search: string): URLSearchParams {
  let end = search.indexOf('&');
  for (let pairs = 1; pairs < Limits.queryKeys && end >= 0; pairs++) end = search.indexOf('&', end + 1);
  return new URLSearchParams(end < 0 ? search : search.slice(0, end));
}
