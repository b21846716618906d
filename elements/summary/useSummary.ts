import { useEffect, useLayoutEffect, type CSSProperties } from 'react';
import { DataLayerError, type DataLayerTransport } from '../../runtime/data-layer.js';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { emit } from '../shared/emit.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { loadFailureKey } from '../shared/load-failure.js';
import type { CommonMessageKey } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './summary.en.js';
import { PLATFORM_DESIGNS, renderedItems, sameItems, summaryBlock, SUMMARY_BLOCK_KEYS } from './summary-block.js';
import { SUMMARY_DESIGNS, type SqsSummaryElement, type SummaryDesign } from './summary.element.js';

/** The backend call that renders a summary block (spec 000 §7). */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';
/** How many items a block shows by default, and at most. */
export const SUMMARY_DEFAULT_COUNT = 6;
export const SUMMARY_MAX_COUNT = 30;

/** The element's settings, as its attributes give them. */
export interface SummaryOptions {
  widgetType: 'summary' | 'events';
  blockId: string;
  collectionId: string;
  value: Record<string, unknown>;
}

/** The block settings sent as `value`, checked. */
export interface SummaryValue {
  design: SummaryDesign;
  count: number;
  showExcerpt: boolean;
}

/** What the block shows; reflected as `data-state`. */
export type SummaryState = 'idle' | 'loading' | 'success' | 'empty' | 'failed';

/** What `Summary.tsx` needs to render. */
export interface SummaryBindings {
  state: SummaryState;
  /** The sanitized-to-be HTML of the items (kept while a change reloads), or ''. */
  html: string;
  /** Props of the block: its design and the block data's text, column and image settings. */
  baseProps: {
    'aria-busy': boolean;
    'data-design': SummaryDesign;
    'data-motion': 'full' | 'reduced';
    style: CSSProperties;
  } & Record<`data-${string}`, string | undefined>;
  /** The carousel's header text, or '' (the other designs show no header). */
  headerText: string;
  /** Scrolls the carousel a view back (-1) or on (1). */
  scroll(direction: -1 | 1): void;
  /** Formats the block's messages. */
  t: Translate<typeof english>;
  /** Requests the rendering again (the Retry button). */
  retry(): void;
  /** The id of what the failure says (the block's collection is unknown to the API: 'Unable to load collections'). */
  failure: CommonMessageKey;
}

const isDesign = (value: unknown): value is SummaryDesign => SUMMARY_DESIGNS.includes(value as SummaryDesign);

/**
 * Returns the checked block settings of `value` (attacker-controlled block JSON): a design of `SUMMARY_DESIGNS` or
 * its platform name (`autocolumns` for wall, `autogrid` for grid; default list), a whole count clamped to 1–30 (default 6) and a boolean `showExcerpt` (default true). `warn(field,
 * message)` hears each field that was not usable as given.
 */
export function summaryValue(
  value: Record<string, unknown>,
  warn: (field: string, message: string) => void,
): SummaryValue {
  const { design = 'list', count = SUMMARY_DEFAULT_COUNT, showExcerpt = true } = value;
  const checked: SummaryValue = { design: 'list', count: SUMMARY_DEFAULT_COUNT, showExcerpt: true };
  const named = PLATFORM_DESIGNS[design as string] ?? design;
  if (isDesign(named)) checked.design = named;
  else warn('design', `invalid value.design=${JSON.stringify(design)}; using the default ("list")`);
  if (typeof count === 'number' && Number.isFinite(count)) {
    checked.count = Math.min(SUMMARY_MAX_COUNT, Math.max(1, Math.round(count)));
    if (checked.count !== count)
      warn('count', `value.count ${count} is not a whole number from 1 to 30; using ${checked.count}`);
  } else warn('count', `invalid value.count=${JSON.stringify(count)}; using the default (${SUMMARY_DEFAULT_COUNT})`);
  if (typeof showExcerpt === 'boolean') checked.showExcerpt = showExcerpt;
  else warn('showExcerpt', `invalid value.showExcerpt=${JSON.stringify(showExcerpt)}; using the default (true)`);
  return checked;
}

/**
 * Returns the form-encoded body of the block's request: `widgetJSON`, the JSON of `{ type, id, value }` — with
 * `collectionId` beside them for the events summary (spec 000 §7), inside `value` for a summary; `extra` (the block
 * data's filter and metadata settings) joins `value`.
 */
export function widgetBody(
  type: SummaryOptions['widgetType'],
  id: string,
  collectionId: string,
  value: SummaryValue,
  extra: Record<string, unknown> = {},
): string {
  const all = { ...value, ...extra };
  const widget =
    type === 'events' ? { type, id, collectionId, value: all } : { type, id, value: { collectionId, ...all } };
  return new URLSearchParams({ widgetJSON: JSON.stringify(widget) }).toString();
}

/** Reads the rendering from an answer: `data.html`, a string; anything else is a failure. */
function renderedHtml(body: unknown): string {
  const html = (body as { data?: { html?: unknown } } | null)?.data?.html;
  if (typeof html !== 'string') throw new Error('The answer has no data.html');
  return html;
}

/** Returns the detail message of `sqs-summary-error`: the status and URL of an error answer, else the error's own. */
function failureMessage(error: Error | undefined): string {
  if (error instanceof DataLayerError && error.kind === 'status') return `HTTP ${error.status} for ${error.url}`;
  return error?.message ?? '';
}

/**
 * Returns the prop bags of the summary block. The items the page already rendered in the element (`.summary-item`)
 * show at once, at most `count`, and nothing is requested; without them it POSTs the block's `widgetJSON` to `/api/widget/GetWidgetRendering`
 * (under the API base, through the data layer: with credentials only where they may go) through `useRequest`, again whenever an attribute
 * changes, and maps the answer to a state reflected as the host's `data-state`, dispatching `sqs-summary-load` or
 * `sqs-summary-error` once per answer (a rendering the page holds, rendered on a server, is the first answer and is not
 * requested). `reducedMotion` is the visitor's preference. Without a collection or an id (`block-id`, else the host's `id`) it warns
 * once and requests nothing.
 */
export function useSummary(host: SqsSummaryElement, options: SummaryOptions, reducedMotion: boolean): SummaryBindings {
  const t = useMessages(host, english);
  const warn = (field: string, message: string): void =>
    void warnOnce(host, `value.${field}`, `<sqs-summary>: ${message}.`);
  const data = readBlockJson(host);
  warnUnknownKeys(host, data, SUMMARY_BLOCK_KEYS);
  const block = summaryBlock(host, data);
  // An attribute wins over the block data, setting by setting.
  const value = summaryValue({ ...block.value, ...options.value }, warn);
  const collectionId = options.collectionId || block.collectionId;
  // The attribute, which a server render's host has too.
  const id = options.blockId || block.blockId || host.getAttribute('id') || '';
  const rendered = useLightDom(host, renderedItems, { same: sameItems });
  const missing = rendered.length ? '' : !collectionId ? 'collection-id' : !id ? 'block-id' : '';
  useEffect(() => {
    if (missing) warnOnce(host, missing, `<sqs-summary>: ${missing} is required; nothing is requested.`);
  }, [host, missing]);

  const { fetcher } = host;
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const result = useRequest<string>(missing || rendered.length ? null : WIDGET_RENDERING_PATH, {
    method: 'POST',
    // A rendering of public content: the same request for every visitor.
    crumb: false,
    form: new URLSearchParams(widgetBody(options.widgetType, id, collectionId, value, block.extra)),
    transport,
    parse: renderedHtml,
    host,
  });

  const html = rendered.length
    ? `<div class="summary-items">${rendered.slice(0, value.count).join('')}</div>`
    : (result.data ?? '');
  let state: SummaryState;
  if (rendered.length) state = 'success';
  else if (result.state === 'idle') state = missing ? 'idle' : 'loading';
  else if (result.state === 'failed') state = 'failed';
  else if (result.state === 'pending') state = 'loading';
  else state = html.trim() ? 'success' : 'empty';

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  // The items the page rendered arrive with the element: announced once, as an answer would be.
  const shown = rendered.length > 0;
  useEffect(() => {
    if (shown) emit(host, 'sqs-summary-load', { empty: false });
  }, [host, shown]);

  // One event per answer: the request's state changes once per answer (pending, then success or failed).
  useEffect(() => {
    if (result.state === 'success') emit(host, 'sqs-summary-load', { empty: !(result.data ?? '').trim() });
    else if (result.state === 'failed') emit(host, 'sqs-summary-error', { message: failureMessage(result.error) });
  }, [host, result.state, result.data, result.error]);

  return {
    state,
    html: state === 'failed' ? '' : html,
    baseProps: {
      'aria-busy': state === 'loading',
      'data-design': value.design,
      'data-motion': reducedMotion ? 'reduced' : 'full',
      ...block.data,
      'data-hide': [block.data['data-hide'] ?? '', value.showExcerpt ? '' : 'excerpt'].join(' ').trim() || undefined,
      style: block.style,
    },
    headerText: value.design === 'carousel' ? block.headerText : '',
    scroll: (direction) => {
      const box = host.shadowRoot?.querySelector<HTMLElement>('.summary-items');
      if (!box) return;
      const rtl = getComputedStyle(box).direction === 'rtl' ? -1 : 1;
      box.scrollBy({ left: direction * rtl * box.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    t,
    retry: result.refetch,
    // The API answers a 404 for a collection it does not have.
    failure: loadFailureKey(result.error, 'common.unable-to-load-collections'),
  };
}
