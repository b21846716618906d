/**
 * The platform's summary block as published pages carry it: its block data (`block-json`, the page's
 * `data-block-json`) and the items the page already rendered (`.summary-item` in the element's children).
 */
import type { CSSProperties } from 'react';
import { safeUrl } from '../shared/safe-url.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import { SUMMARY_METADATA_ITEMS } from './summary.element.js';

/** The platform's names of the designs, by the spec's name they lay out as. */
export const PLATFORM_DESIGNS: Readonly<Record<string, string>> = { autocolumns: 'wall', autogrid: 'grid' };

/** Block-data keys sent with the request as they are: the backend renders the items by them. */
const SENT_KEYS = ['filter', 'showPastOrUpcomingEvents', 'metadataPosition', 'primaryMetadata', 'secondaryMetadata'];

/** The block-data keys the element understands; any other is warned once, naming it. */
export const SUMMARY_BLOCK_KEYS: readonly string[] = [
  'collectionId',
  'blockId',
  'design',
  'pageSize',
  'showExcerpt',
  'headerText',
  'textSize',
  'textAlignment',
  'slidesPerRow',
  'columnWidth',
  'gutter',
  'imageAspectRatio',
  'autoCrop',
  'listImageSize',
  'listImageAlignment',
  'showTitle',
  'showThumbnail',
  'showPrice',
  'showReadMoreLink',
  ...SENT_KEYS,
  // The items carry their own record type, whatever the collection's type and whichever it mixes.
  'collectionType',
  'mixedContent',
  // Warned below when on: a quick-view overlay and a lightbox the element does not open.
  'productQuickViewEnabled',
  'lightbox',
];

/** The block's settings as the element applies them. */
export interface SummaryBlock {
  /** The request's settings from the block data (`design`, `count`, `showExcerpt`), under the `value` attribute. */
  value: Record<string, unknown>;
  /** Further settings sent with the request (`filter`, which events, metadata). */
  extra: Record<string, unknown>;
  collectionId: string;
  blockId: string;
  /** The carousel's header text. */
  headerText: string;
  /** Data attributes of the block that the styles read (text size and alignment, parts hidden). */
  data: Record<`data-${string}`, string>;
  /** Custom properties of the block (columns, column width, gutter, image ratio and size). */
  style: CSSProperties;
}

const TEXT_SIZES = ['small', 'medium', 'large'];
const METADATA_POSITIONS = ['above-title', 'below-title', 'below-content'];
const ALIGNMENTS = ['left', 'center', 'right'];
/** The parts a `show…` setting hides when false, by setting. */
const SHOWN = { showTitle: 'title', showThumbnail: 'thumbnail', showPrice: 'price', showReadMoreLink: 'read-more' };

/**
 * Returns the summary block's settings read from `block` (the block data, attacker-controlled): each value of the
 * wrong form warns once and is left out, so the spec's default applies. Known keys beside these are listed in
 * `SUMMARY_BLOCK_KEYS`; a quick view or a lightbox turned on warns that it is not offered.
 */
export function summaryBlock(host: HTMLElement, block: Record<string, unknown>): SummaryBlock {
  const bad = (key: string, fallback: unknown): void =>
    warnInvalid(
      host,
      `block-json ${key}`,
      typeof block[key] === 'object' ? JSON.stringify(block[key]) : String(block[key]),
      fallback,
    );
  const text = (key: string): string => (typeof block[key] === 'string' ? (block[key] as string) : '');
  const number = (key: string, min: number, max: number): number | undefined => {
    const value = block[key];
    if (value === undefined || value === null) return undefined;
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n === 'number' && n >= min && n <= max) return n;
    bad(key, null);
    return undefined;
  };
  const oneOf = (key: string, values: string[], fallback: string): string => {
    if (block[key] === undefined || values.includes(block[key] as string)) return (block[key] as string) ?? fallback;
    bad(key, fallback);
    return fallback;
  };

  const value: Record<string, unknown> = {};
  if (block.design !== undefined) value.design = block.design;
  if (block.pageSize !== undefined) value.count = block.pageSize;
  if (block.showExcerpt !== undefined) value.showExcerpt = block.showExcerpt;
  const extra: Record<string, unknown> = {};
  for (const key of SENT_KEYS) if (block[key] !== undefined) extra[key] = block[key];

  const data: SummaryBlock['data'] = {
    'data-text-size': oneOf('textSize', TEXT_SIZES, 'medium'),
    'data-align': oneOf('textAlignment', ALIGNMENTS, 'left'),
    'data-image-align': oneOf('listImageAlignment', ALIGNMENTS, 'left'),
  };
  const hidden = Object.entries(SHOWN).filter(([key]) => block[key] === false);
  if (hidden.length) data['data-hide'] = hidden.map(([, part]) => part).join(' ');
  // The page renders every metadata item in every place; the settings pick the place and the item shown.
  const position = oneOf('metadataPosition', ['', ...METADATA_POSITIONS], '');
  if (position) data['data-metadata'] = position;
  for (const key of ['primaryMetadata', 'secondaryMetadata']) {
    const shown = oneOf(key, ['', 'none', ...SUMMARY_METADATA_ITEMS], '');
    if (shown) data[`data-${key.slice(0, -8)}`] = shown;
  }
  if (block.autoCrop === false) data['data-crop'] = 'none';

  const style: Record<string, string> = {};
  const columns = number('slidesPerRow', 1, 12);
  if (columns) {
    style['--sqs-summary-columns'] = String(Math.round(columns));
    data['data-columns'] = '';
  }
  const width = number('columnWidth', 40, 2000);
  if (width) style['--sqs-summary-column-width'] = `${width}px`;
  const gutter = number('gutter', 0, 200);
  if (gutter !== undefined) style['--sqs-summary-gap'] = `${gutter}px`;
  const ratio = block.imageAspectRatio === 'auto' ? undefined : number('imageAspectRatio', 0.1, 10);
  if (ratio) style['--sqs-summary-image-ratio'] = String(ratio);
  const imageSize = number('listImageSize', 5, 95);
  if (imageSize) style['--sqs-summary-list-image-size'] = `${imageSize}%`;

  for (const key of ['productQuickViewEnabled', 'lightbox'])
    if (block[key] === true)
      warnOnce(
        host,
        `block-json ${key}`,
        `<${host.localName}>: block-json ${key} is not offered; links open the item.`,
      );

  return {
    value,
    extra,
    collectionId: text('collectionId'),
    blockId: text('blockId'),
    headerText: text('headerText'),
    data,
    style: style as CSSProperties,
  };
}

/**
 * Returns the HTML of each item the page already rendered in `host` (its `.summary-item` descendants), none when
 * there are none. Each is copied, its lazy images given their address (`data-src`, `data-image`; http(s) or
 * relative only) and its `<noscript>` fallbacks dropped; the copy is sanitized where it is shown.
 */
export function renderedItems(host: HTMLElement): string[] {
  // A server render's host has no light DOM to query: a block holding items is left to the browser there.
  const items = host.querySelectorAll?.('.summary-item') ?? [];
  if (!items.length) return [];
  // Copies into a document without a window, where an image given its address does not load.
  const inert = document.implementation.createHTMLDocument('');
  return [...items].map((item) => {
    const copy = inert.importNode(item, true);
    copy.querySelectorAll('noscript').forEach((fallback) => fallback.remove());
    for (const image of copy.querySelectorAll('img')) {
      // The lazy address first: `src` is then at most a placeholder. Only an http(s) or relative one loads.
      const src = ['data-src', 'data-image', 'src'].map((name) => image.getAttribute(name)).find(Boolean);
      const safe = safeUrl(src, host.baseURI);
      if (safe) image.setAttribute('src', safe);
      else image.removeAttribute('src');
    }
    return copy.outerHTML;
  });
}

/** Returns whether two reads of the rendered items are the same. */
export const sameItems = (a: string[], b: string[]): boolean => a.join('') === b.join('');
