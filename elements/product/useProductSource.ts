import { useEffect, useMemo } from 'react';
import { readProduct, type ProductData } from '../../runtime/products.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { warnOnce } from '../shared/warn.js';

/** The commerce API's product path (the slug follows). */
export const PRODUCT_PATH = '/api/commerce/products/';

/** Where the product's data is: none asked for, loading, failed to load, or read. */
export type SourceState = 'idle' | 'loading' | 'failed' | 'ready';

/** What `useProductSource` returns. */
export interface ProductSource {
  state: SourceState;
  /** The product read, once there is one. */
  data: ProductData | undefined;
  /** Loads it again after a failure. */
  retry(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Returns the JSON text of the first slotted `<script type="application/json">` (not the answers a server render left,
 * `data-sqs-data`), or '' (also on a server, whose host stand-in has no text).
 */
const readScript = (host: HTMLElement): string =>
  host.querySelector?.(':scope > script[type="application/json"]:not([data-sqs-data])')?.textContent ?? '';

/**
 * Returns the product of `<sqs-product>`: the `product` attribute, else a slotted JSON script (followed as it
 * changes), else `GET /api/commerce/products/:slug` through the data layer, read by the runtime's `readProduct`.
 * Warns once for a script that is not a JSON object, and when there is neither product JSON nor a slug.
 */
export function useProductSource(
  host: HTMLElement,
  options: { slug: string; product: Record<string, unknown> | null },
): ProductSource {
  const script = useLightDom(host, readScript);
  const inline = useMemo(() => {
    if (options.product) return options.product;
    if (!script.trim()) return null;
    try {
      const parsed: unknown = JSON.parse(script);
      if (isObject(parsed)) return parsed;
    } catch {
      // Reported below, like any other non-object.
    }
    warnOnce(host, 'script', '<sqs-product>: the slotted product JSON is not an object; it was ignored.');
    return null;
  }, [host, options.product, script]);
  const missing = !inline && !options.slug;
  useEffect(() => {
    if (missing) warnOnce(host, 'slug', '<sqs-product>: needs product JSON or a slug; nothing is shown.');
  }, [host, missing]);

  const path = inline || !options.slug ? null : `${PRODUCT_PATH}${encodeURIComponent(options.slug)}`;
  // The catalogue is public: the same request for every visitor, without the crumb.
  const fetched = useRequest<unknown>(path, { crumb: false, host });
  const json = inline ?? (fetched.state === 'success' ? fetched.data : undefined);
  const data = useMemo(() => (json === undefined ? undefined : readProduct(json)), [json]);
  const state = data ? 'ready' : missing ? 'idle' : fetched.state === 'failed' ? 'failed' : 'loading';
  return { state, data, retry: fetched.refetch };
}
