/**
 * Error reporting (spec 000 §7 RecordJavascriptErrors, §9 "Error reporting and timers"): window errors and unhandled
 * rejections are batched and sent through the durable outbox with the CSRF header.
 */
import { trackingAllowed } from './consent.js';
import { apiUrl, getSiteContext } from './context.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { withoutQuery } from './lib/without-query.js';
import { enqueue, type Outbox } from './outbox.js';

/** One reported error as RecordJavascriptErrors takes it (spec 000 §7). */
export interface JavascriptErrorEvent {
  /** What raised it: `error` (window error or a reported one) or `unhandledrejection`. */
  event: 'error' | 'unhandledrejection';
  /** The error's details. */
  data: {
    websiteId: string | null;
    templateId: string | null;
    url: string;
    userAgent: string;
    message: string;
    /** At most 5000 characters. */
    stack: string | null;
    file: string | null;
    line: number | null;
    column: number | null;
  };
  /** When it happened, milliseconds since the epoch. */
  timestamp: number;
}

/** What error reporting runs on; every field has a default from the page. */
export interface ErrorReportingEnv {
  /** Where `error` and `unhandledrejection` are listened for. */
  target: EventTarget;
  timers: Timers;
  /** The outbox batches go through (the page's by default). */
  outbox: Outbox;
}

/** Reports sent per page at most (spec 000 §9). */
export const MAX_REPORTS_PER_PAGE = 20;
/** Reports waiting to be sent at most; more are dropped (spec 000 §9). */
export const MAX_QUEUED_REPORTS = 10;
/** Quiet time after the last error before the batch is sent (spec 000 §9). */
export const REPORT_DEBOUNCE_MS = 1000;
/** Characters of a stack kept (spec 000 §9). */
export const MAX_STACK_LENGTH = 5000;
/** Characters of a message kept: a thrown value can be a whole response body. */
export const MAX_MESSAGE_LENGTH = 1000;

/**
 * Enqueues a batch in `outbox` (the page's when undefined): a JSON list of events. The outbox adds the crumb in the
 * CSRF header (spec 000 §7) when it sends, so the crumb is never stored with the batch nor put in its URL.
 */
async function send(events: JavascriptErrorEvent[], outbox?: Outbox): Promise<string> {
  const request = {
    url: apiUrl('/api/events/RecordJavascriptErrors'),
    body: JSON.stringify(events),
    contentType: 'application/json',
    crumb: 'header' as const,
  };
  return enqueue(request, outbox);
}

/** The text browsers give the ResizeObserver loop notice, in Chromium's and Firefox's/WebKit's wordings. */
const RESIZE_OBSERVER_LOOP = /^ResizeObserver loop/;

let reporter: ((error: unknown) => void) | undefined;

/**
 * Reports `error` (an Error or any thrown value) like an uncaught one, when error reporting is installed; the
 * performance collector sends its errors here.
 */
export function recordError(error: unknown): void {
  reporter?.(error);
}

/**
 * Listens for window errors and unhandled rejections and sends them to POST /api/events/RecordJavascriptErrors:
 * batched 1 s after the last one, at most 10 waiting, at most 20 per page. Returns the uninstall, which sends what
 * is waiting.
 */
export function installErrorReporting(env: Partial<ErrorReportingEnv> = {}): () => void {
  const { target = window, timers = pageTimers, outbox } = env;
  const pending: JavascriptErrorEvent[] = [];
  let accepted = 0;
  let timer: unknown;

  const flush = () => {
    timers.clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return;
    send(pending.splice(0), outbox).catch(() => {
      // spec 000 §8: tracking failures are silently ignored (the outbox keeps what it stored).
    });
  };

  type Kind = JavascriptErrorEvent['event'];
  const add = (event: Kind, message: string, error: unknown, file?: string, line?: number, column?: number) => {
    // A report carries the page address and the user agent: under the restrictive policy or Global Privacy Control,
    // without the visitor's consent, none leaves the page (spec 000 §9 sets limits on reports, not a duty to send).
    if (accepted >= MAX_REPORTS_PER_PAGE || pending.length >= MAX_QUEUED_REPORTS || !trackingAllowed()) return;
    accepted++;
    const context = getSiteContext();
    const trace = error instanceof Error ? error.stack : undefined;
    const stack = typeof trace === 'string' ? trace.slice(0, MAX_STACK_LENGTH) : null;
    pending.push({
      event,
      data: {
        websiteId: context.websiteId ?? null,
        templateId: context.templateId ?? null,
        // Query and fragment never leave the page: they can hold tokens, emails or search terms.
        url: withoutQuery(location.href),
        userAgent: navigator.userAgent,
        message: message.slice(0, MAX_MESSAGE_LENGTH),
        stack,
        file: file ? withoutQuery(file) : null,
        line: line ?? null,
        column: column ?? null,
      },
      timestamp: timers.now(),
    });
    timers.clearTimeout(timer);
    timer = timers.setTimeout(flush, REPORT_DEBOUNCE_MS);
  };

  const messageOf = (value: unknown) => (value instanceof Error ? value.message : String(value));
  const onError = (e: Event) => {
    // A plain Event named error (a failed resource) is not a script error.
    if (!(e instanceof ErrorEvent)) return;
    // The browser's notice that a ResizeObserver's callback changed the layout again in the same frame: the layout is
    // right one frame later and no script failed (no error object), so it is not reported.
    if (!e.error && RESIZE_OBSERVER_LOOP.test(e.message)) return;
    add('error', e.message || messageOf(e.error), e.error, e.filename, e.lineno, e.colno);
  };
  const onRejection = (e: Event) => {
    const { reason } = e as PromiseRejectionEvent;
    add('unhandledrejection', messageOf(reason), reason);
  };
  const onHide = () => flush();

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', onHide);
  const previous = reporter;
  reporter = (error) => add('error', messageOf(error), error);

  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', onHide);
    reporter = previous;
    flush();
  };
}
