import { useCallback, useEffect, useState } from 'react';

/** Where a request is (spec 001 §4: the generic fetch helper goes pending, success, failed, and can be refetched). */
export type FetchState = 'idle' | 'pending' | 'success' | 'failed';

/** What `useFetch` returns. */
export interface UseFetch<T> {
  state: FetchState;
  /** The parsed answer once it succeeded (kept while refetching). */
  data: T | undefined;
  /** Why it failed: the network error, or an Error naming the HTTP status. */
  error: Error | undefined;
  /** Requests it again. */
  refetch(): void;
}

/** How `useFetch` requests and reads; every field is optional. */
export interface FetchOptions<T> extends Omit<RequestInit, 'signal'> {
  /** Reads a successful response (its JSON by default). */
  parse?: (response: Response) => Promise<T>;
  /** The fetch function (the page's). */
  fetcher?: typeof fetch;
}

/**
 * Requests `url` (null: nothing yet) and returns its state — pending, then success with the parsed answer or failed
 * with the error (a status outside 200–299 fails) — and `refetch`. A request still running when the element goes away,
 * the url changes or a refetch starts is aborted, and its answer ignored.
 */
export function useFetch<T = unknown>(url: string | null, options: FetchOptions<T> = {}): UseFetch<T> {
  const [result, setResult] = useState<{ state: FetchState; data?: T; error?: Error }>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const { parse = (response: Response) => response.json() as Promise<T>, fetcher = fetch, ...init } = options;
  const key = JSON.stringify(init);
  useEffect(() => {
    if (url === null) return setResult({ state: 'idle' });
    const controller = new AbortController();
    setResult((previous) => ({ state: 'pending', data: previous.data }));
    fetcher(url, { ...(JSON.parse(key) as RequestInit), signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return parse(response);
      })
      .then(
        (data) => !controller.signal.aborted && setResult({ state: 'success', data }),
        (error: Error) =>
          !controller.signal.aborted && setResult((previous) => ({ state: 'failed', data: previous.data, error })),
      );
    return () => controller.abort();
    // `parse` and `fetcher` are read when a request starts; a new function each render starts none.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, key, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, data: result.data, error: result.error, refetch };
}
