/**
 * The data layer (spec 000 §7 "Legacy data layer", §8 "Data layer"): GET/POST/PUT/DELETE on caller-given API paths
 * with the `crumb` cookie as a query parameter, JSON or form bodies, one retry after a crumb failure, and every
 * failure as a typed `DataLayerError`.
 *
 * The crumb stays home: it goes as the spec's query parameter only to the page's own origin, in the `X-CSRF-Token`
 * header to an API base the host trusts (`configure({ trustApiBase: true })`), and nowhere else; credentials follow
 * the same rule. Errors and document events carry the URL without the crumb, and only a same-origin answer may set
 * the `crumb` cookie.
 */
import { apiUrl, isPageOrigin, isTrustedOrigin } from './context.js';
import type { LoginPromptDetail, SystemErrorDetail } from './document-events.js';
import { getCookie, setCookie, type CookieDocument } from './lib/cookies.js';
import { format, messages } from './messages.js';
import { defaultTransport, type Transport } from './transport.js';

export type { LoginPromptDetail, SystemErrorDetail } from './document-events.js';

/** HTTP methods of the data layer. */
export type DataLayerMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What went wrong: no connection, an error status, unparsable JSON, a repeated crumb failure, login or authorization. */
export type DataLayerErrorKind = 'connection' | 'status' | 'parse' | 'crumb' | 'login-required' | 'authorization';

/** A failed data-layer request. */
export class DataLayerError extends Error {
  /** What went wrong. */
  readonly kind: DataLayerErrorKind;
  /** The URL requested, with its query but never the crumb. */
  readonly url: string;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The parsed body, or (for `parse`) the start of the text that was not JSON. */
  readonly body: unknown;
  /** `billingErrorCode` of the body, when present. */
  readonly billingErrorCode: string | undefined;

  constructor(kind: DataLayerErrorKind, message: string, url: string, status = 0, body?: unknown) {
    super(message);
    this.name = 'DataLayerError';
    this.kind = kind;
    this.url = url;
    this.status = status;
    this.body = body;
    const code = (body as { billingErrorCode?: unknown } | undefined)?.billingErrorCode;
    this.billingErrorCode = typeof code === 'string' ? code : undefined;
  }
}

/** Options of `request`. */
export interface RequestOptions {
  /** Query parameters (null and undefined are left out). */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent form-encoded. */
  form?: Record<string, string> | URLSearchParams;
  /** Extra headers (e.g. X-SiteUser-XSRF-Token). */
  headers?: Record<string, string>;
  /** Retry once, 200 ms later, when the connection fails or the status has no specific message. */
  retryOnConnectionError?: boolean;
  /**
   * Whether the crumb goes with the request (true by default). A read of public content leaves it out, so its URL is
   * the same for every visitor; it is still sent on the retry after a crumb failure.
   */
  crumb?: boolean;
  /** Stops the request: it then rejects with the signal's reason (an `AbortError`), never with a `DataLayerError`. */
  signal?: AbortSignal;
}

/** An answer of `requestAnswer`: its status, and its body parsed when it was JSON (else its text). */
export interface DataLayerAnswer {
  /** HTTP status. */
  status: number;
  /** The parsed body, or the text when it was not JSON. */
  body: unknown;
  /** Whether the body was JSON (an empty body counts, as `{}`). */
  parsed: boolean;
}

/** A transport, optionally with the wait before retries and the cookie document (tests inject both). */
export interface DataLayerTransport extends Transport {
  /** Resolves after `ms` milliseconds. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the `crumb` cookie is read and written. */
  doc?: CookieDocument;
}

/** The wait before a retry (spec 000 §9 "Data-layer retry 200 ms"). */
export const RETRY_DELAY = 200;

/** Characters of an unparsable answer kept in a `parse` error (its message and body). */
export const MAX_PARSE_EXCERPT = 200;

/** The header the crumb goes in to a trusted API base on another origin. */
export const CSRF_HEADER = 'X-CSRF-Token';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const SPECIFIC = [400, 401, 403, 500, 501, 503];

/** Returns the message for a failed status: the body's error/message/billingErrorCode (400/401/500/502) or generic. */
function statusMessage(status: number, body: unknown): string {
  if ([400, 401, 500, 502].includes(status) && typeof body === 'object' && body) {
    const { error, message, billingErrorCode } = body as Record<string, unknown>;
    const text = [error, message, billingErrorCode].find((value) => typeof value === 'string' && value);
    if (text) return text as string;
  }
  if (status === 401 || status === 403) return messages.unauthorizedRequest;
  if (status === 500 || status === 501) return messages.internalServerError;
  if (status === 503) return messages.serviceUnavailable;
  return messages.unableToConnect;
}

/** Returns `url` with `params` appended to its query. */
export function withParams(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.append(name, String(value));
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function requestInit(
  method: DataLayerMethod,
  { json, form, headers, signal }: RequestOptions,
  trusted: boolean,
): RequestInit & { headers: Record<string, string> } {
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    // Cookies go only where the crumb may go: another origin the host did not trust gets none.
    credentials: trusted ? 'include' : 'same-origin',
    headers: { accept: 'application/json', ...headers },
  };
  if (signal) init.signal = signal;
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form) {
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(form).toString();
  }
  return init;
}

/**
 * Sends `method path` and resolves with the parsed JSON body; rejects with a `DataLayerError` (or, for a path that is
 * not a single-slash API path or an absolute URL on the page's or API base's origin, the TypeError of `apiUrl`). A
 * `crumbFail` answer sets the `crumb` cookie from a same-origin response and retries once after 200 ms;
 * `loginRequired` dispatches `sqs-login-prompt` on `document` and, when a prompt answers it, retries once after
 * signing in (not when the answer also says `owner: true`: the site's member sign-in cannot answer an owner-only
 * request, which rejects at once); `authorizationFail` dispatches `sqs-system-error` on `document`.
 */
export async function request<T = unknown>(
  method: DataLayerMethod,
  path: string,
  options: RequestOptions = {},
  transport: DataLayerTransport = defaultTransport,
): Promise<T> {
  return (await exchange(method, path, options, transport, true)).body as T;
}

/**
 * Sends `method path` as `request` does (the crumb, its retry, the login prompt, the authorization failure) and
 * resolves with the answer whatever its status, for a caller with messages of its own for each status (the forms);
 * rejects only when there was no answer (`connection`), or for those protocol failures.
 */
export function requestAnswer(
  method: DataLayerMethod,
  path: string,
  options: RequestOptions = {},
  transport: DataLayerTransport = defaultTransport,
): Promise<DataLayerAnswer> {
  return exchange(method, path, options, transport, false);
}

async function exchange(
  method: DataLayerMethod,
  path: string,
  options: RequestOptions,
  transport: DataLayerTransport,
  strict: boolean,
): Promise<DataLayerAnswer> {
  const { sleep = realSleep, doc = document } = transport;
  // The URL errors and events show: never the crumb.
  const url = withParams(apiUrl(path), options.params ?? {});
  const sameOrigin = isPageOrigin(url);
  const trusted = isTrustedOrigin(url);
  // A crumb a trusted API on another origin answered with: used for its retry, never written to the page's cookie.
  let answeredCrumb: string | undefined;
  let crumbRetried = false;
  let connectionRetried = false;
  let loginRetried = false;
  const { signal } = options;
  for (;;) {
    signal?.throwIfAborted();
    const crumb =
      trusted && (options.crumb !== false || crumbRetried) ? (answeredCrumb ?? getCookie('crumb', doc)) : undefined;
    const init = requestInit(method, options, trusted);
    let sent = url;
    if (crumb && sameOrigin) sent = withParams(url, { crumb });
    else if (crumb) init.headers[CSRF_HEADER] = crumb;
    const retryConnection = async () => {
      if (!options.retryOnConnectionError || connectionRetried) return false;
      connectionRetried = true;
      await sleep(RETRY_DELAY);
      return true;
    };
    let response: Response;
    let text: string;
    try {
      response = await transport.fetch(sent, init);
      text = await response.text();
    } catch (error) {
      // Stopped by its caller: no failure to report, and nothing to retry.
      if (signal?.aborted) throw signal.reason ?? error;
      if (await retryConnection()) continue;
      throw new DataLayerError('connection', messages.unableToConnect, url);
    }
    const { status } = response;
    let body: unknown = text;
    let parsed = true;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      parsed = false;
      if (response.ok && strict) {
        // An excerpt only: the answer can be a whole HTML page, and the message may end up in an error report.
        const excerpt = text.slice(0, MAX_PARSE_EXCERPT);
        throw new DataLayerError(
          'parse',
          format(messages.unparsableResponse, { url, text: excerpt }),
          url,
          status,
          excerpt,
        );
      }
    }
    const flags = (typeof body === 'object' && body ? body : {}) as Record<string, unknown>;
    if (flags.crumbFail) {
      // Only the site itself sets its crumb cookie (another origin could fix the visitor's crumb otherwise).
      if (typeof flags.crumb === 'string' && sameOrigin && (!response.url || isPageOrigin(response.url)))
        setCookie('crumb', flags.crumb, {}, doc);
      else if (typeof flags.crumb === 'string' && trusted) answeredCrumb = flags.crumb;
      if (!crumbRetried) {
        crumbRetried = true;
        await sleep(RETRY_DELAY);
        continue;
      }
      throw new DataLayerError('crumb', statusMessage(status, body), url, status, body);
    }
    if (flags.loginRequired) {
      const error = new DataLayerError('login-required', statusMessage(status, body), url, status, body);
      let outcome: Promise<Record<string, string> | void> | undefined;
      // Once: a request still refused after signing in fails. An owner's sign-in is not the members' prompt's.
      if (!loginRetried && flags.owner !== true)
        document.dispatchEvent(
          new CustomEvent<LoginPromptDetail>('sqs-login-prompt', {
            detail: { url, respondWith: (answer) => void (outcome ??= answer) },
          }),
        );
      if (!outcome) throw error;
      loginRetried = true;
      const headers = await outcome.catch(() => {
        throw error;
      });
      options = { ...options, headers: { ...options.headers, ...headers } };
      continue;
    }
    if (flags.authorizationFail) {
      const error = new DataLayerError('authorization', statusMessage(status, body), url, status, body);
      document.dispatchEvent(
        new CustomEvent<SystemErrorDetail>('sqs-system-error', { detail: { url, message: error.message } }),
      );
      throw error;
    }
    if (response.ok || !strict) return { status, body, parsed };
    if (!SPECIFIC.includes(status) && (await retryConnection())) continue;
    throw new DataLayerError('status', statusMessage(status, body), url, status, body);
  }
}
