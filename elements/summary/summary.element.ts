import { json, oneOf, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The blocks the element renders: a summary of a collection, or an events summary. */
export const SUMMARY_TYPES = ['summary', 'events'] as const;
/** The summary block's designs (spec 001 §9 block variants: summary wall, carousel, list, grid). */
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const;
/** The metadata items a summary block's `primaryMetadata` and `secondaryMetadata` can name. */
export const SUMMARY_METADATA_ITEMS = [
  'date',
  'author',
  'cats',
  'tags',
  'comments',
  'likes',
  'location',
  'event-time',
] as const;
/** One of `SUMMARY_DESIGNS`. */
export type SummaryDesign = (typeof SUMMARY_DESIGNS)[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attributes of `<sqs-summary>`. */
export const summaryAttributes = {
  /** Which block: `summary` (a collection's items) or `events` (upcoming events first). Default summary. */
  widgetType: oneOf(SUMMARY_TYPES, 'summary'),
  /** The block's id, sent as `id`; empty: the element's own `id`. */
  blockId: string(''),
  /** The collection summarised: `collectionId` of an events summary, `value.collectionId` of a summary. */
  collectionId: string(''),
  /**
   * The block's settings (JSON object): `design` (wall, carousel, list or grid — or the platform's `autocolumns` and
   * `autogrid` for wall and grid; default list), `count` (items, 1–30, default 6) and `showExcerpt` (default true).
   * Each wins over the same setting of the block data. Other fields are not sent.
   */
  value: json<Record<string, unknown>>({}, isObject),
  /** The platform's block data (a published page's `data-block-json`, JSON), read under the attributes. */
  blockJson: string(''),
};

/**
 * The summary and events summary blocks (spec 000 §1, §7 "POST /api/widget/GetWidgetRendering"): the element asks
 * the backend for the block's rendering — a form-encoded `widgetJSON` with `type`, `id`, `value` (and `collectionId`
 * for the events summary) — and inserts the answer's `data.html` through the sanitizer (links, headings, text and
 * images stay; scripts, styles and event handlers go). It asks again whenever an attribute changes. States, reflected
 * as `data-state`: `loading` (busy, announced; the previous items stay while a change reloads), `success`, `empty`
 * ('No results found') and `failed` (with a Retry button: 'Unable to connect. Please try again' without a connection,
 * 'Unable to locate content' for a 404, 'Something went wrong' for an answer it cannot read, else 'Unable to load
 * results'); `idle` without a collection or id.
 *
 * The platform's block data, as `block-json` (the page's `data-block-json`), is read beside the attributes, which
 * win: `collectionId`, `blockId`, `design`, `pageSize` (the count), `showExcerpt`; `filter`,
 * `showPastOrUpcomingEvents`, `metadataPosition`, `primaryMetadata` and `secondaryMetadata`, sent with the request;
 * `slidesPerRow` (the grid's columns, the carousel's items in view), `columnWidth` (the wall's), `gutter`,
 * `textSize`, `textAlignment`, `imageAspectRatio`, `autoCrop`, `listImageSize`, `listImageAlignment`, `headerText`
 * (the carousel's) and `showTitle`, `showThumbnail`, `showPrice`, `showReadMoreLink` (false hides the part). Any other
 * key warns once, naming it. The items the page already rendered inside the element (`.summary-item`) show at once,
 * sanitized, and nothing is requested.
 *
 * @summary A summary or events summary block, rendered by the backend and sanitized.
 * @tag sqs-summary
 *
 * @event sqs-summary-load - The items arrived. Detail: `{ empty }`.
 * @event sqs-summary-error - The request failed. Detail: `{ message }`.
 *
 * @csspart base - The block (`data-design`, `aria-busy` while loading).
 * @csspart header - The carousel's header: its text and its Previous and Next buttons.
 * @csspart heading - The carousel's header text (block data `headerText`).
 * @csspart previous - Scrolls the carousel a view back.
 * @csspart next - Scrolls the carousel a view on.
 * @csspart content - The sanitized items.
 * @csspart loading - The busy indicator shown before the first items (a status).
 * @csspart loading-bar - The bar that pulses while loading (still under reduced motion).
 * @csspart loading-text - 'Loading…'.
 * @csspart empty - 'No results found'.
 * @csspart error - The failure (an alert): its message and its button.
 * @csspart error-text - Why the items could not be loaded, such as 'Unable to load results'.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-summary-min-height - The room the block keeps while it loads. Default 120px.
 * @cssproperty --sqs-summary-gap - The space between items.
 * @cssproperty --sqs-summary-item-width - The narrowest item of the grid, wall and carousel designs.
 * @cssproperty --sqs-summary-column-width - The wall's column width (block data `columnWidth`).
 * @cssproperty --sqs-summary-muted-color - The colour of dates and excerpts.
 */
export interface SqsSummaryElement extends SqsElement, AttributeValues<typeof summaryAttributes> {
  /** How the rendering is requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-summary>` dispatches, by name, with their detail. */
export interface SqsSummaryEvents {
  /** The block's items arrived (`empty`: there were none). */
  'sqs-summary-load': { empty: boolean };
  /** The block's rendering could not be loaded. */
  'sqs-summary-error': { message: string };
}

/** The contract of `<sqs-summary>`. */
export const summaryElement = defineContract('sqs-summary', summaryAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-summary': SqsSummaryElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsSummaryEvents {}
}
