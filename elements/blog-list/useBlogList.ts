import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DataLayerError, type DataLayerTransport } from '../../runtime/data-layer.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { loadFailureKey } from '../shared/load-failure.js';
import { localeOf } from '../shared/messages.js';
import { safeUrl } from '../shared/safe-url.js';
import { pageAddress } from '../shared/server-render.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './blog-list.en.js';
import {
  isFilterText,
  MAX_BLOG_POSTS,
  MAX_CATEGORY,
  MAX_TAG,
  type blogListAttributes,
  type SqsBlogListElement,
} from './blog-list.element.js';
import { blogPostUrl, DEFAULT_BLOG_URL_FORMAT, isBlogUrlFormat } from './blog-post-url.js';
import type { AttributeValues } from '../shared/element-types.js';

/** What the list shows; reflected as `data-state`. */
export type BlogListState = 'idle' | 'loading' | 'success' | 'empty' | 'failed';

/** A post as the API answers it. */
interface BlogPost {
  title: string;
  excerpt: string;
  author: string;
  publishedOn: number;
  categories: string[];
  tags: string[];
}

/** A page of posts, read from an answer. */
export interface BlogPage {
  /** The blog's address and its post URL format. */
  url: string;
  urlFormat: string;
  /** The posts paged through (at most 250), the page shown (from 1) and how many pages there are. */
  total: number;
  page: number;
  pages: number;
  posts: BlogPost[];
}

/** A link to the list filtered by one category or tag. */
export interface FilterLink {
  name: string;
  href: string;
}

/** A post as `BlogList.tsx` renders it. */
export interface BlogListItem {
  key: string;
  title: string;
  /** The post's address, or undefined when it is not one a link may have. */
  href: string | undefined;
  excerpt: string;
  author: string;
  /** The date as ISO 8601 (the `datetime`) and as the locale writes it. */
  dateTime: string;
  dateText: string;
  categories: FilterLink[];
  tags: FilterLink[];
}

/** What `BlogList.tsx` needs to render. */
export interface BlogListBindings {
  state: BlogListState;
  busy: boolean;
  /** 'Posts in …' / 'Posts tagged …' for each filter, and the address of every post when the page's address filters. */
  notices: string[];
  allHref: string | null;
  items: BlogListItem[];
  /** The page shown, how many there are, and the numbers to offer (null: a gap). */
  page: number;
  pages: number;
  numbers: Array<number | null>;
  /** Shows page `n` (a visitor's choice: focus then moves to the list). */
  go(n: number): void;
  relative: boolean;
  headingLevel: number;
  /** The failure's text: 'Network error' without a connection, else 'Unable to load results'. */
  errorText: string;
  retry(): void;
  /** Where focus goes once a page the visitor asked for arrives (the list) or fails (Retry). */
  focusRef: RefObject<HTMLElement | null>;
  t: Translate<typeof english>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Returns the page of posts an answer of `GET /api/blog/{id}/posts` carries for `pageSize` posts a page: its total
 * capped at 250, the page its offset is on, and each post whose title and date are usable; throws when the answer is
 * not a page of posts.
 */
export function readBlogPage(body: unknown, pageSize: number): BlogPage {
  const { collection, total, offset, posts } = (body ?? {}) as Record<string, unknown>;
  const { url, urlFormat } = (collection ?? {}) as Record<string, unknown>;
  if (typeof url !== 'string' || typeof total !== 'number' || typeof offset !== 'number' || !Array.isArray(posts))
    throw new Error('The answer is not a page of posts');
  const capped = Math.min(MAX_BLOG_POSTS, Math.max(0, total));
  return {
    url,
    urlFormat: typeof urlFormat === 'string' ? urlFormat : '',
    total: capped,
    page: Math.floor(offset / pageSize) + 1,
    pages: Math.max(1, Math.ceil(capped / pageSize)),
    posts: (posts as Array<Record<string, unknown>>)
      .filter((p) => typeof p?.title === 'string' && Number.isFinite(p.publishedOn))
      .map((p) => ({
        title: p.title as string,
        excerpt: typeof p.excerpt === 'string' ? p.excerpt : '',
        author: typeof p.author === 'string' ? p.author : '',
        publishedOn: p.publishedOn as number,
        categories: strings(p.categories),
        tags: strings(p.tags),
      })),
  };
}

/**
 * Returns the page numbers a navigation offers for page `page` of `pages`: all of them up to 7, else the first, the
 * last and those beside the current one, with null for each gap of more than one page.
 */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  return shown.flatMap((n, i) => {
    const gap = i ? n - shown[i - 1]! : 1;
    return gap === 2 ? [n - 1, n] : gap > 2 ? [null, n] : [n];
  });
}

/** Returns the address of the page this one filtered by `name` (`?category=…` or `?tag=…`). */
const filterHref = (name: 'category' | 'tag', value: string): string => `?${new URLSearchParams({ [name]: value })}`;

/** The lists' date formats by locale: one made per locale and page, as making one costs more than a list's render. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Returns the long date format of `locale` (the dates of UTC days). */
function datesOf(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
}

/**
 * Returns the prop bags of the blog list: it GETs a page of the collection's posts (`offset`, `limit` and the filter)
 * through the data layer with `useRequest`, again whenever an attribute or the page changes, and maps the answer to
 * a state reflected as the host's `data-state`, dispatching `sqs-blog-list-load` or `sqs-blog-list-error` once per
 * answer. The filter is the attributes', else the page address's `category` and `tag` (one too long there warns once
 * and is left out). Without a collection it warns once and requests nothing.
 */
export function useBlogList(
  host: SqsBlogListElement,
  options: AttributeValues<typeof blogListAttributes>,
): BlogListBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const { collectionId, pageSize, dateFormat, urlFormat, headingLevel } = options;
  // A server render reads the address it was given (none: the list is unfiltered by it).
  const here = pageAddress(host);
  const search = here?.search ?? '';
  const address = useMemo(() => new URLSearchParams(search), [search]);
  const fromAddress = (name: 'category' | 'tag', max: number): string => {
    const value = address.get(name) ?? '';
    if (isFilterText(value, max)) return value;
    warnOnce(host, name, `<sqs-blog-list>: the page address's ${name} is over ${max} characters; it is left out.`);
    return '';
  };
  const category = options.category || fromAddress('category', MAX_CATEGORY);
  const tag = options.tag || fromAddress('tag', MAX_TAG);

  useEffect(() => {
    if (!collectionId)
      warnOnce(host, 'collection-id', '<sqs-blog-list>: collection-id is required; nothing is requested.');
  }, [host, collectionId]);

  // Back to the first page whenever what is listed changes.
  const query = [collectionId, category, tag, pageSize].join('\n');
  const [wanted, setWanted] = useState({ query, page: 1 });
  const page = wanted.query === query ? wanted.page : 1;

  const { fetcher } = host;
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const result = useRequest<BlogPage>(collectionId ? `/api/blog/${encodeURIComponent(collectionId)}/posts` : null, {
    params: { offset: (page - 1) * pageSize, limit: pageSize, category: category || null, tag: tag || null },
    // Public content: the same request for every visitor.
    crumb: false,
    transport,
    parse: (body) => readBlogPage(body, pageSize),
    host,
  });
  const data = result.data;

  let state: BlogListState;
  if (result.state === 'idle') state = collectionId ? 'loading' : 'idle';
  else if (result.state === 'failed') state = 'failed';
  else if (result.state === 'pending') state = 'loading';
  else state = data?.posts.length ? 'success' : 'empty';

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  // One event per answer: the request's state changes once per answer (pending, then success or failed).
  const { error } = result;
  useEffect(() => {
    if (result.state === 'success' && data)
      emit(host, 'sqs-blog-list-load', { total: data.total, page: data.page, empty: !data.posts.length });
    else if (result.state === 'failed')
      emit(host, 'sqs-blog-list-error', {
        message:
          error instanceof DataLayerError && error.kind === 'status'
            ? `HTTP ${error.status} for ${error.url}`
            : (error?.message ?? ''),
      });
  }, [host, result.state, data, error]);

  // After a visitor's change of page, focus goes to what replaced the navigation they used.
  const focusRef = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || (result.state !== 'success' && result.state !== 'failed')) return;
    moved.current = false;
    focusRef.current?.focus();
  }, [result.state, data]);

  const relative = dateFormat === 'relative';
  useEffect(() => {
    // Until it loads (or if it cannot), the locale's date written inside it shows.
    if (relative) import('../relative-time/define.js').catch(() => {});
  }, [relative]);

  const dates = datesOf(locale);
  const items = useMemo(() => {
    if (!data) return [];
    const format = urlFormat || (isBlogUrlFormat(data.urlFormat) ? data.urlFormat : DEFAULT_BLOG_URL_FORMAT);
    return data.posts.map((post, i) => ({
      key: `${data.page}-${i}`,
      title: post.title,
      href: safeUrl(blogPostUrl(data.url, format, post), host.baseURI) ?? undefined,
      excerpt: post.excerpt,
      author: post.author,
      dateTime: new Date(post.publishedOn).toISOString(),
      dateText: dates.format(post.publishedOn),
      categories: post.categories.map((name) => ({ name, href: filterHref('category', name) })),
      tags: post.tags.map((name) => ({ name, href: filterHref('tag', name) })),
    }));
  }, [data, urlFormat, dates, host]);

  const shown = data?.page ?? 1;
  const pages = data?.pages ?? 1;
  return {
    state,
    busy: state === 'loading',
    notices: [
      category && t('blog-list.in-category', { name: category }),
      tag && t('blog-list.tagged', { name: tag }),
    ].filter(Boolean),
    allHref: (category && !options.category) || (tag && !options.tag) ? (here?.pathname ?? null) : null,
    items,
    page: shown,
    pages,
    numbers: pageNumbers(shown, pages),
    go: (n) => {
      if (n === shown) return;
      moved.current = true;
      setWanted({ query, page: n });
    },
    relative,
    headingLevel,
    errorText: t(loadFailureKey(error)),
    retry: result.refetch,
    focusRef,
    t,
  };
}
