import { useCallback, useEffect, useRef, useState } from 'react';
import {
  request,
  type DataLayerError,
  type DataLayerMethod,
  type DataLayerTransport,
  type RequestOptions,
} from '../../../runtime/data-layer.js';
import { warnOnce } from '../warn.js';

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
  /**
   * The element whose page may hold the answer (rendered with its data on a server, `sqs-elements/ssr`): a held answer
   * `parse` accepts is the first success, and nothing is requested until the request changes or is refetched.
   */
  host?: Element;
}

/** The property of a server render's host stand-in that answers its requests from the data the render was given. */
export const SERVER_DATA = 'serverData';

/** A request as `useRequest` would send it, given to a server render's answerer. */
export interface HeldRequest {
  method: DataLayerMethod;
  path: string;
  options: RequestOptions;
  parse?: (body: unknown) => unknown;
}

/** A server render's answerer: the parsed answer to a request by its key, or undefined when it has none. */
export type ServerAnswerer = (key: string, request: HeldRequest) => { data: unknown } | undefined;

/** The answers each element's page holds, by request key (its `<script type="application/json" data-sqs-data>`). */
const held = new WeakMap<Element, unknown>();

/**
 * Returns the answer `host`'s page holds for the request `key`, read by `request.parse`: on a server, the render's
 * data (through the host stand-in); in the browser, the host's `script[data-sqs-data]` child, a JSON object of
 * answers by key (read once; its text is data, never run or parsed as HTML). Throws when the held text or answer is
 * malformed.
 */
function heldAnswer(host: Element, key: string, request: HeldRequest): { data: unknown } | undefined {
  const server = (host as { [SERVER_DATA]?: ServerAnswerer })[SERVER_DATA];
  if (server) return server(key, request);
  if (!held.has(host)) {
    held.set(host, undefined);
    const text = host.querySelector(':scope > script[data-sqs-data]')?.textContent;
    if (text) held.set(host, JSON.parse(text));
  }
  const answers = held.get(host);
  if (!answers || typeof answers !== 'object' || !Object.hasOwn(answers, key)) return undefined;
  const body = (answers as Record<string, unknown>)[key];
  return { data: request.parse ? request.parse(body) : body };
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
 * answer or failed with the error, and `refetch`. With `host`, an answer its page holds (see `heldAnswer`) is the
 * success at once and is not requested; one that is malformed warns once and is requested. A request still running
 * when the element goes away, the request changes or a refetch starts is aborted: it neither succeeds nor fails.
 */
export function useRequest<T = unknown>(path: string | null, options: UseRequestOptions<T> = {}): UseRequest<T> {
  const [attempt, setAttempt] = useState(0);
  const { method = 'GET', parse, transport, host, ...sent } = options;
  const key = path === null ? null : requestKey(method, path, sent);
  const [result, setResult] = useState<{ state: RequestState; data?: T; error?: Error }>(() => {
    try {
      const answer = host && path !== null ? heldAnswer(host, key!, { method, path, options: sent, parse }) : undefined;
      if (answer) return { state: 'success', data: answer.data as T };
    } catch (error) {
      warnOnce(
        host!,
        'held-data',
        `<${host!.localName}>: the data its page holds is not usable (${error}); it is requested.`,
      );
    }
    return { state: 'idle' };
  });
  // The request a held answer stands for is not sent (the first run of the effect, for that key).
  const heldKey = useRef(result.state === 'success' ? key : null);
  // `parse`, `transport` and the body are read when a request starts; a new object each render starts none.
  const latest = useRef({ method, parse, transport, sent });
  latest.current = { method, parse, transport, sent };
  useEffect(() => {
    if (path === null) return setResult({ state: 'idle' });
    if (heldKey.current === key) return void (heldKey.current = null);
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
