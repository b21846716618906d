import { useCallback, useEffect, useRef, useState } from 'react';
import {
  request,
  type DataLayerError,
  type DataLayerMethod,
  type DataLayerTransport,
  type RequestOptions,
} from '../../../runtime/data-layer.js';

/** Where a request is (spec 001 §4: the generic fetch helper goes pending, success, failed, and can be refetched). */
export type RequestState = 'idle' | 'pending' | 'success' | 'failed';

/** What `useRequest` returns. */
export interface UseRequest<T> {
  state: RequestState;
  /** The answer once it succeeded, read by `parse` (kept while refetching). */
  data: T | undefined;
  /** Why it failed: the data layer's `DataLayerError`, or what `parse` threw. */
  error: DataLayerError | Error | undefined;
  /** Requests it again. */
  refetch(): void;
}

/** How `useRequest` requests and reads; every field is optional. */
export interface UseRequestOptions<T> extends Omit<RequestOptions, 'signal'> {
  /** The method (GET by default). */
  method?: DataLayerMethod;
  /** Reads the parsed JSON of a success; what it throws fails the request. */
  parse?: (body: unknown) => T;
  /** The data layer's transport (the page's). */
  transport?: DataLayerTransport;
}

/** Returns a text that changes exactly when what would be sent changes. */
function requestKey(method: string, path: string, { params, json, form, headers }: RequestOptions): string {
  return JSON.stringify([
    method,
    path,
    params,
    json,
    form instanceof URLSearchParams ? form.toString() : form,
    headers,
  ]);
}

/**
 * Requests `path` (null: nothing yet) through the runtime's data layer — the crumb and its retry, the login prompt,
 * credentials only where they may go, typed `DataLayerError`s — and returns its state: pending, then success with the
 * answer or failed with the error, and `refetch`. A request still running when the element goes away, the request
 * changes or a refetch starts is aborted: it neither succeeds nor fails.
 */
export function useRequest<T = unknown>(path: string | null, options: UseRequestOptions<T> = {}): UseRequest<T> {
  const [result, setResult] = useState<{ state: RequestState; data?: T; error?: Error }>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const { method = 'GET', parse, transport, ...sent } = options;
  const key = path === null ? null : requestKey(method, path, sent);
  // `parse`, `transport` and the body are read when a request starts; a new object each render starts none.
  const latest = useRef({ method, parse, transport, sent });
  latest.current = { method, parse, transport, sent };
  useEffect(() => {
    if (path === null) return setResult({ state: 'idle' });
    const controller = new AbortController();
    const { method, parse, transport, sent } = latest.current;
    setResult((previous) => ({ state: 'pending', data: previous.data }));
    request(method, path, { ...sent, signal: controller.signal }, transport)
      .then((body) => (parse ? parse(body) : (body as T)))
      .then(
        (data) => !controller.signal.aborted && setResult({ state: 'success', data }),
        (error: Error) =>
          !controller.signal.aborted && setResult((previous) => ({ state: 'failed', data: previous.data, error })),
      );
    return () => controller.abort();
    // `key` stands for path, method and body.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.state, data: result.data, error: result.error, refetch };
}
