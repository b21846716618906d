import { number, oneOf, string, url } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The element's modes: a field that previews results as the visitor types, or the search page's full results. */
export const SEARCH_MODES = ['preview', 'page'] as const;
/** The kinds of result the site's search finds. */
export const SEARCH_KINDS = ['page', 'product', 'post'] as const;
/** One of `SEARCH_KINDS`. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The attributes of `<sqs-search>`. */
export const searchAttributes = {
  /** `preview`: a field whose results open below it as the visitor types; `page`: the search page's results for `?q=`. */
  mode: oneOf(SEARCH_MODES, 'preview'),
  /** The field's label (read aloud, and its placeholder); empty: 'Search'. */
  label: string(''),
  /** The search page a submitted query goes to, as `?q=…` (spec 000 §2: /search). */
  action: url('/search'),
  /** The characters typed before the preview asks for results (1–10). */
  minLength: number(2, { min: 1, max: 10, integer: true }),
  /** The results the preview shows at most (1–10). */
  limit: number(6, { min: 1, max: 10, integer: true }),
  /** How long typing must pause before the preview asks, in ms (0–2000). */
  debounce: number(250, { min: 0, max: 2000, integer: true }),
};

/** One result, as the site's search answers it: plain text, and the ranges of the matched words. */
export interface SearchResult {
  /** What was found: a page, a product or a blog post. */
  kind: SearchKind;
  /** Its title (plain text). */
  title: string;
  /** Where it is. */
  url: string;
  /** A passage of its text around the matched words (plain text). */
  excerpt: string;
  /** The `[start, end)` ranges of the matched words in the title and in the excerpt. */
  matches: { title: Array<[number, number]>; excerpt: Array<[number, number]> };
}

/** The detail of `sqs-search-results`. */
export interface SearchResultsDetail {
  /** The query the results answer. */
  query: string;
  /** How many results the answer holds (the page's total in page mode). */
  count: number;
}

/** The detail of `sqs-search-submit`. */
export interface SearchSubmitDetail {
  /** The query submitted. */
  query: string;
  /** Where it goes: the search page with `?q=`. */
  url: string;
}

/** The detail of `sqs-search-select`. */
export interface SearchSelectDetail {
  /** The result opened. */
  result: SearchResult;
}

/** The detail of `sqs-search-error`. */
export interface SearchErrorDetail {
  /** The query whose results could not be loaded. */
  query: string;
  /** Why. */
  message: string;
}

/**
 * The site's search (spec 000 §2 "/search"): in `preview` mode a search field (WAI-ARIA APG combobox with a listbox
 * popup) that, once typing pauses, asks `GET /api/search/preview?q=…&limit=…` and lists what it finds below it,
 * grouped by kind (pages, products, blog posts) with the matched words marked; an answer to an earlier query than the
 * latest is dropped (its request is aborted). Down and Up move through the results (opening them), Enter opens the
 * active one, Escape closes the results and then clears the field; submitting goes to the search page (`action`,
 * `/search?q=…`). In `page` mode it is the search page's field and full results (`GET /api/search?q=…`), for the `q`
 * of the page's address; a new query replaces the address's. Each search run there records the site search hit
 * (census hit event type 2, with the query) and tells the advertising pixel `Search` (`sqs-track` on `document`;
 * the pixel hears it only once tracking is allowed). The results code is a lazy part, chunk `search-preview`, loaded
 * with the first query. States, reflected as `data-state`: `idle`, `loading`, `success`, `empty` ('No results
 * found') and `failed` ('Unable to load results').
 *
 * @summary A site search field with a results preview, and the search page's results.
 * @tag sqs-search
 *
 * @event sqs-search-results - Results arrived. Detail: `{ query, count }`.
 * @event sqs-search-error - Results could not be loaded. Detail: `{ query, message }`.
 * @event sqs-search-submit - A query was submitted (cancelable: cancelled, nothing is opened). Detail: `{ query, url }`.
 * @event sqs-search-select - A result was chosen (cancelable: cancelled, it is not opened). Detail: `{ result }`.
 *
 * @csspart base - The form (`role="search"`).
 * @csspart input - The search field.
 * @csspart submit - The search button.
 * @csspart popup - The preview below the field.
 * @csspart listbox - The preview's results.
 * @csspart group - The results of one kind; `group-label` its name.
 * @csspart option - One result of the preview (`active` on the active one).
 * @csspart title - A result's title.
 * @csspart excerpt - A result's passage.
 * @csspart mark - A matched word.
 * @csspart results - The search page's list of results.
 * @csspart result - One result of the search page; `kind` names its kind.
 * @csspart summary - The search page's count of results.
 * @csspart loading - 'Searching…'.
 * @csspart empty - 'No results found'.
 * @csspart error - 'Unable to load results'.
 *
 * @cssproperty --sqs-search-max-width - The widest the field grows. Default 40rem.
 * @cssproperty --sqs-search-popup-max-height - The tallest the preview grows before it scrolls. Default 24rem.
 * @cssproperty --sqs-search-mark-color - The background of a matched word (underlined and bold). Default transparent.
 */
export interface SqsSearchElement extends SqsElement, AttributeValues<typeof searchAttributes> {
  /** How results are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-search>` dispatches, by name, with their detail. */
export interface SqsSearchEvents {
  /** Results arrived for a query. */
  'sqs-search-results': SearchResultsDetail;
  /** A query's results could not be loaded. */
  'sqs-search-error': SearchErrorDetail;
  /** A query was submitted; cancel it to stay on the page. */
  'sqs-search-submit': SearchSubmitDetail;
  /** A result was chosen; cancel it to keep the page from opening it. */
  'sqs-search-select': SearchSelectDetail;
}

/** The contract of `<sqs-search>`. */
export const searchElement = defineContract('sqs-search', searchAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-search': SqsSearchElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsSearchEvents {}
}
