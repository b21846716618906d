import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { recordSiteSearch } from '../../runtime/census.js';
import type { DataLayerTransport } from '../../runtime/data-layer.js';
import type { TrackDetail } from '../../runtime/document-events.js';
import { emit } from '../shared/emit.js';
import { useChunk } from '../shared/hooks/useChunk.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './search.en.js';
import type { SqsSearchElement } from './search.element.js';
import { groupResults, searchAnswer, type SearchAnswer, type SearchGroup } from './search-results.js';
import { serverRender } from '../shared/takeover.js';

/** The site's search for the preview and for the search page (the reference API's `routes/search.mjs`). */
export const SEARCH_PREVIEW_PATH = '/api/search/preview';
export const SEARCH_PATH = '/api/search';
/** The results the search page asks for. */
export const SEARCH_PAGE_LIMIT = 50;
/** The longest query sent, in characters (the reference API refuses longer ones). */
export const MAX_QUERY = 200;

/** The element's settings, as its attributes give them. */
export interface SearchOptions {
  mode: 'preview' | 'page';
  label: string;
  action: string;
  minLength: number;
  limit: number;
  debounce: number;
}

/** What the element shows; reflected as `data-state`. */
export type SearchState = 'idle' | 'loading' | 'success' | 'empty' | 'failed';

/** The results code, a lazy part (chunk `search-preview`). */
export type PreviewModule = typeof import('./SearchPreview.js');

/** What `Search.tsx` needs to render. */
export interface SearchBindings {
  page: boolean;
  state: SearchState;
  /** The results by kind. */
  groups: SearchGroup[];
  /** The results the answer counts (the page's total in page mode). */
  count: number;
  /** Whether the preview is shown. */
  expanded: boolean;
  /** The active result's position, or -1. */
  active: number;
  /** The results code once loaded. */
  preview: PreviewModule | undefined;
  /** The id of the result at `index`. */
  optionId(index: number): string;
  listboxId: string;
  formProps: { action: string; onSubmit(event: FormEvent<HTMLFormElement>): void };
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  /** Opens the result at `index` (a click on it). */
  choose(index: number): void;
  t: Translate<typeof english>;
}

/** Returns the `q` of the page's address, at most `MAX_QUERY` characters. */
const addressQuery = (): string => (new URL(location.href).searchParams.get('q') ?? '').slice(0, MAX_QUERY);

const importPreview = (): Promise<PreviewModule> => import('./SearchPreview.js');

/**
 * Records a search the visitor ran: the site search hit (census hit event type 2) and the pixel's `search`
 * (`sqs-track` on `document`, which the integrations hear only once tracking is allowed).
 */
function recordSearch(query: string): void {
  void recordSiteSearch(query);
  const track: TrackDetail = { event: 'search', data: { search_string: query } };
  document.dispatchEvent(new CustomEvent('sqs-track', { detail: track }));
}

/**
 * Returns the prop bags of the search. In preview mode the field is a combobox (WAI-ARIA APG, list autocomplete):
 * once typing pauses for `debounce` ms with at least `minLength` characters it asks the preview endpoint through
 * `useRequest` (a newer query aborts the older request, so a late answer is never shown), and the results open below
 * it, grouped by kind; Down and Up move the active result (opening the results), Enter opens it, Escape closes the
 * results and then clears the field, and submitting goes to `action` with `?q=`. In page mode the field starts with
 * the address's `q`, the full results show below it, and each search run (the address's, then each submitted one,
 * which also becomes the address's) is recorded (`recordSearch`).
 */
export function useSearch(host: SqsSearchElement, options: SearchOptions): SearchBindings {
  const t = useMessages(host, english);
  const page = options.mode === 'page';
  const [value, setValue] = useState(() => (page ? addressQuery() : ''));
  // The query asked for: the pause after typing (preview), or the one submitted (page), with a count of runs.
  const [run, setRun] = useState(() => ({ query: page ? value.trim() : '', n: 0 }));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = useCallback((index: number) => `${id}option-${index}`, [id]);

  useEffect(() => {
    if (page) return;
    const query = value.trim().slice(0, MAX_QUERY);
    const timer = setTimeout(() => setRun((r) => (r.query === query ? r : { query, n: r.n + 1 })), options.debounce);
    return () => clearTimeout(timer);
  }, [page, value, options.debounce]);

  const query = page || run.query.length >= options.minLength ? run.query : '';
  // Once asked for, the results code stays: later queries render with it at once.
  const wanted = useRef(false);
  if (query) wanted.current = true;
  const chunk = useChunk('search-preview', wanted.current ? importPreview : null);

  const { fetcher } = host;
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const request = useRequest<SearchAnswer>(query ? (page ? SEARCH_PATH : SEARCH_PREVIEW_PATH) : null, {
    params: { q: query, limit: page ? SEARCH_PAGE_LIMIT : options.limit },
    // Public content: the same request for every visitor.
    crumb: false,
    transport,
    parse: searchAnswer,
  });

  let state: SearchState;
  if (!query) state = 'idle';
  else if (request.state === 'failed' || chunk.state === 'failed') state = 'failed';
  else if (request.state !== 'success' || chunk.state !== 'loaded') state = 'loading';
  else state = request.data?.results.length ? 'success' : 'empty';
  const answer = state === 'success' || state === 'loading' ? request.data : undefined;
  const groups = groupResults(answer?.results ?? []);
  const ordered = groups.flatMap((group) => group.results.map(({ result }) => result));
  const expanded = !page && open && state !== 'idle';

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  // A field rendered on a server (docs/ssr.md) keeps what the visitor typed into it before this script ran, and its
  // focus: the server's nodes are handed to this first commit.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const taken = serverRender(host);
    const server = taken?.nodes.querySelector<HTMLInputElement>('input[name="q"]');
    if (!server) return;
    setValue(server.value);
    if (taken!.focused === server) field.current!.focus({ preventScroll: true });
  }, [host]);

  // One event per answer.
  useEffect(() => {
    const data = request.data;
    if (request.state === 'success' && data)
      emit(host, 'sqs-search-results', { query: data.query, count: page ? data.total : data.results.length });
    else if (request.state === 'failed')
      emit(host, 'sqs-search-error', { query, message: request.error?.message ?? '' });
    // `query` is the one the answer is for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, page, request.state, request.data, request.error]);

  // Each search run on the search page is recorded once.
  useEffect(() => {
    if (page && run.query) recordSearch(run.query);
  }, [page, run]);

  // The address's query on the search page follows the history (Back after a search).
  useEffect(() => {
    if (!page) return;
    const onPopState = () => {
      const query = addressQuery();
      setValue(query);
      setRun((r) => ({ query: query.trim(), n: r.n + 1 }));
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [page]);

  // The active result stays in view as the arrow keys move it.
  useEffect(() => {
    if (active >= 0) host.shadowRoot?.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [host, active, optionId]);

  const choose = (index: number): void => {
    const result = ordered[index];
    if (!result) return;
    setOpen(false);
    setActive(-1);
    // The answer's urls were checked when it was read (searchAnswer).
    if (emit(host, 'sqs-search-select', { result }, { cancelable: true })) location.assign(result.url);
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // The field's own text: a submit right after typing may come before the render that stores it.
    const field = event.currentTarget.elements.namedItem('q');
    const query = (field instanceof HTMLInputElement ? field.value : value).trim().slice(0, MAX_QUERY);
    if (!query) return;
    const target = new URL(options.action || '/search', location.href);
    target.searchParams.set('q', query);
    const url = page ? `${location.pathname}?${target.searchParams}` : target.href;
    if (!emit(host, 'sqs-search-submit', { query, url }, { cancelable: true })) return;
    setOpen(false);
    if (!page) return location.assign(url);
    if (addressQuery() !== query) history.pushState(null, '', url);
    setRun((r) => ({ query, n: r.n + 1 }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (page) return;
    const count = ordered.length;
    const move = (next: number) => {
      event.preventDefault();
      if (!count) return;
      setOpen(true);
      setActive(next);
    };
    if (event.key === 'ArrowDown') move(!expanded || active < 0 ? 0 : (active + 1) % count);
    else if (event.key === 'ArrowUp') move(!expanded || active <= 0 ? count - 1 : active - 1);
    else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && (expanded || value)) {
      // Handled here: the page's own Escape (closables, the owner's config) must not act on it too.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  const name = options.label || t('search.label');
  const combobox: InputHTMLAttributes<HTMLInputElement> = page
    ? {}
    : {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      };
  return {
    page,
    state,
    groups,
    count: page ? (answer?.total ?? 0) : ordered.length,
    expanded,
    active: expanded ? active : -1,
    preview: chunk.module,
    optionId,
    listboxId,
    formProps: { action: options.action || '/search', onSubmit: submit },
    inputProps: {
      ref: field,
      name: 'q',
      value,
      'aria-label': name,
      placeholder: name,
      onChange: (event) => {
        setValue(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onBlur: () => setOpen(false),
      ...combobox,
    },
    choose,
    t,
  };
}
