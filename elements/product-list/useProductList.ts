import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { recordQuickView } from '../../runtime/census.js';
import type { TrackDetail } from '../../runtime/document-events.js';
import { formatMoney, fromMinorUnits } from '../../runtime/money.js';
import { displayPrice, readProduct, type ItemId } from '../../runtime/products.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import commerce from '../shared/messages/commerce.en.js';
import { localeOf } from '../shared/messages.js';
import { safeUrl } from '../shared/safe-url.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './product-list.en.js';
import { MAX_LIST_PRODUCTS, type SqsProductListElement } from './product-list.element.js';
import { loadQuickView, openQuickView, type QuickViewItem } from './quick-view.js';

/** The commerce API's product list. */
export const PRODUCTS_PATH = '/api/commerce/products';

/** The picture widths offered (spec 001 §9 width steps a grid cell can use), asked for as `?format=NNNw`. */
const PICTURE_WIDTHS = [300, 500, 750, 1000];

/**
 * Returns the `srcset` of a picture at the image service's width steps (spec 001 §8: a `?format=NNNw` query), or ''
 * for an address that already has a query (it is used as it is).
 */
const srcSetOf = (image: string): string =>
  !image || image.includes('?') ? '' : PICTURE_WIDTHS.map((w) => `${image}?format=${w}w ${w}w`).join(', ');

/** Where the list is: reflected as the host's `data-state`. */
export type ProductListState = 'loading' | 'failed' | 'empty' | 'ready';

/** One product of the grid, ready to render. */
export interface ListItem extends QuickViewItem {
  key: string;
  id: ItemId;
  /** The picture's `srcset` ('' for none). */
  srcSet: string;
  /** The price paid, formatted, and the regular one when on sale. */
  paid: string;
  original: string | undefined;
  /** The Quick View button's click. */
  onQuickView(): void;
}

/** What `ProductList.tsx` needs to render. */
export interface ProductListBindings {
  state: ProductListState;
  busy: boolean;
  t: Translate<typeof english>;
  c: Translate<typeof commerce>;
  categories: { name: string; label: string; pressed: boolean; onClick(): void }[];
  items: ListItem[];
  retry(): void;
  quickViewRef: RefObject<HTMLDivElement | null>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Returns the categories an untrusted product names (its `categories` strings). */
const categoriesOf = (json: unknown): string[] =>
  isObject(json) && Array.isArray(json.categories)
    ? json.categories.filter((c): c is string => typeof c === 'string' && c !== '')
    : [];

/** Reads a page of the commerce API's list: its products and the categories in use (both lists, else empty). */
function readPage(body: unknown): { products: unknown[]; categories: string[] } {
  const page = isObject(body) ? body : {};
  return {
    products: Array.isArray(page.products) ? page.products : [],
    categories: categoriesOf(page),
  };
}

/** Tells the advertising pixel (runtime/integrations.ts listens for `sqs-track`) that the visitor viewed a product. */
function trackViewProduct(id: ItemId, name: string, value: number, currency: string): void {
  const detail: TrackDetail = {
    event: 'view-product',
    data: { content_ids: [String(id)], content_name: name, content_type: 'product', value, currency },
  };
  document.dispatchEvent(new CustomEvent('sqs-track', { detail }));
}

/**
 * Returns the list's bindings: the products of the `products` attribute (filtered here) or of the commerce API
 * (asked per category), at most `limit` (≤ 200, the rest cut with a warning), the category filter, and each product's
 * Quick View, which records the view, tells the pixel and opens the dialog.
 */
export function useProductList(
  host: SqsProductListElement,
  options: { category: string; limit: number; products: unknown[] | null },
): ProductListBindings {
  const t = useMessages(host, english);
  const c = useMessages(host, commerce);
  const locale = localeOf(host);
  const [category, setCategory] = useState(options.category);
  useEffect(() => setCategory(options.category), [options.category]);
  const limit = Math.min(options.limit, MAX_LIST_PRODUCTS);

  const inline = options.products;
  const fetched = useRequest(inline ? null : PRODUCTS_PATH, {
    // The catalogue is public: the same request for every visitor, without the crumb.
    crumb: false,
    params: { category: category || undefined, limit },
    parse: readPage,
    host,
  });
  const page = useMemo(() => {
    if (!inline) return fetched.data;
    const shown = category ? inline.filter((p) => categoriesOf(p).includes(category)) : inline;
    const all = inline.flatMap(categoriesOf);
    return { products: shown, categories: [...new Set(all)].sort() };
  }, [inline, category, fetched.data]);

  const count = page?.products.length ?? 0;
  useEffect(() => {
    if (count > limit)
      warnOnce(host, 'limit', `<sqs-product-list>: lists the first ${limit} of ${count} products (at most 200).`);
  }, [host, count, limit]);

  const quickViewRef = useRef<HTMLDivElement>(null);
  const quickView = useCallback(
    (item: QuickViewItem & { id: ItemId; cents: number; currency: string }) => {
      emit(host, 'sqs-product-list-quick-view', { productId: item.id, name: item.name });
      if (item.id !== '') void recordQuickView(String(item.id), host.censusEnv);
      trackViewProduct(item.id, item.name, fromMinorUnits(item.cents, item.currency), item.currency);
      loadQuickView(host).then(
        () => quickViewRef.current && openQuickView(quickViewRef.current, item, t('product-list.close')),
        () => undefined,
      );
    },
    [host, t],
  );

  const items = useMemo(
    () =>
      (page?.products ?? []).slice(0, limit).map((json, index): ListItem => {
        const data = readProduct(json);
        const currency = data.currency ?? 'USD';
        const money = (cents: number) => formatMoney(fromMinorUnits(cents, currency), currency, locale);
        const price = displayPrice(data.product);
        const picture =
          isObject(json) && typeof json.assetUrl === 'string' ? safeUrl(json.assetUrl, host.baseURI) : null;
        const item = { json, name: data.name, image: picture ?? '', id: data.id, cents: price.cents, currency };
        return {
          ...item,
          key: `${String(data.id)}-${index}`,
          srcSet: srcSetOf(item.image),
          paid: money(price.cents),
          original: price.onSale && price.regularCents !== price.cents ? money(price.regularCents) : undefined,
          onQuickView: () => quickView(item),
        };
      }),
    [page, limit, locale, quickView, host],
  );

  // A failed change of category fails too, rather than leave the previous category's products under the new one.
  const state: ProductListState =
    !inline && fetched.state === 'failed' ? 'failed' : !page ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const choose = (name: string) => () => {
    if (name === category) return;
    setCategory(name);
    emit(host, 'sqs-product-list-filter', { category: name });
  };
  const names = page?.categories ?? [];
  return {
    state,
    busy: !inline && fetched.state === 'pending',
    t,
    c,
    categories:
      names.length === 0
        ? []
        : ['', ...names].map((name) => ({
            name,
            label: name || t('product-list.all'),
            pressed: name === category,
            onClick: choose(name),
          })),
    items,
    retry: fetched.refetch,
    quickViewRef,
  };
}
