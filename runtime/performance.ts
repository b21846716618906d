/**
 * The performance collector (spec 001 §3 "Performance record", §7, §9): page speed (navigation and paint timing plus
 * LCP, CLS, INP, TTFB and FCP from web-vitals, loaded on demand as its own chunk), `rum-*` measures and image loads,
 * sent to `/api/1/performance/records` as text by `sendBeacon` (or a keep-alive request where there is no beacon).
 */
import { apiUrl, getSiteContext, isTrustedOrigin } from './context.js';
import { recordError } from './errors.js';
import { loadChunk } from './load-chunk.js';
import { assertData } from './lib/assert-data.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { format, messages } from './messages.js';
import { defaultTransport, type Transport, withoutBody } from './transport.js';

/** The collector version each record carries (spec 001 §9). */
export const COLLECTOR_VERSION = '4.3.0';

/** Record types (spec 001 §3). */
export type PerformanceEvent = 'page_speed' | 'user' | 'image';

/** One record as the records endpoint takes it (spec 001 §3). */
export interface PerformanceRecord {
  /** The application that measured it. */
  app: string;
  /** The measurements; never empty. */
  data: Record<string, unknown>;
  /** The record type. */
  event: PerformanceEvent;
  /** The page load this record belongs to, from the settings call. */
  pageLoadId: string;
  /** When it was recorded, milliseconds since the epoch. */
  ts: number;
}

/** The subset of the web-vitals module the collector uses (so tests can pass their own). */
export type WebVitals = Pick<typeof import('web-vitals'), 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

/** Options of the collector. */
export interface CollectorOptions {
  /** The `app` of every record. */
  app?: string;
  /** Attached to every record's data when a member is signed in (spec 001 §6). */
  memberAccountId?: string;
  /** Loads web-vitals (a dynamic import by default, so it is its own chunk). */
  loadVitals?: () => Promise<WebVitals>;
  /** Where collector errors go (the error reporter by default, spec 001 §8). */
  onError?: (error: Error) => void;
}

/** What the collector runs on; every field has a default from the page. */
export interface CollectorEnv {
  transport: Transport;
  timers: Timers;
  document: Document;
  performance: Performance;
}

/** A running collector. */
export interface PerformanceCollector {
  /** Settles with the page load id (undefined when the settings call failed). */
  readonly pageLoadId: Promise<string | undefined>;
  /** The latest web-vitals values by metric name (LCP, CLS, INP, TTFB, FCP) reported so far. */
  readonly vitals: Readonly<Record<string, number>>;
  /** Queues a record of `event` (throws 'Data is empty' for empty data). */
  record(event: PerformanceEvent, data: Record<string, unknown>): void;
  /** Records page speed (the first time only) and flushes. */
  collect(): void;
  /** Sends every queued record (once the page load id is known). */
  flush(): void;
  /** Stops observing, cancels the timers and forgets queued records. */
  stop(): void;
}

/** Flush 30 s after load; collect metrics 60 s after load (spec 001 §9). */
const FLUSH_AFTER_MS = 30_000;
const COLLECT_AFTER_MS = 60_000;
const SETTINGS_TIMEOUT_MS = 30_000;

const NAVIGATION_FIELDS = [
  'type',
  'redirectCount',
  'domainLookupStart',
  'domainLookupEnd',
  'connectStart',
  'connectEnd',
  'secureConnectionStart',
  'requestStart',
  'responseStart',
  'responseEnd',
  'domInteractive',
  'domContentLoadedEventEnd',
  'domComplete',
  'loadEventEnd',
  'transferSize',
  'encodedBodySize',
  'decodedBodySize',
] as const;

/**
 * Returns a performance record of `event` with `data`; throws 'Data is empty' when `data` has no fields (spec 001 §5).
 */
export function createPerformanceRecord(
  event: PerformanceEvent,
  data: Record<string, unknown> | null | undefined,
  pageLoadId: string,
  app: string,
  ts: number,
): PerformanceRecord {
  assertData(data);
  return { app, data, event, pageLoadId, ts };
}

/**
 * Calls GET /api/1/performance/settings and returns its `pageLoadId`. Rejects with 'Metric settings request timeout'
 * after 30 s, 'XHR request DONE with unexpected status: {code}' for any status but 200, and 'Unable to resolve
 * pageLoadId' when the answer has none.
 */
export async function fetchPerformanceSettings(
  transport: Transport = defaultTransport,
  timers: Timers = pageTimers,
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SETTINGS_TIMEOUT_MS);
  try {
    const response = await transport.fetch(apiUrl('/api/1/performance/settings'), {
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(format(messages.xhrUnexpectedStatus, { code: response.status }));
    const body: unknown = await response.json().catch(() => null);
    const id = (body as { pageLoadId?: unknown } | null)?.pageLoadId;
    const usable = (typeof id === 'string' && id !== '') || typeof id === 'number';
    if (!usable) throw new Error(messages.unableToResolvePageLoadId);
    return String(id);
  } catch (error) {
    throw timedOut ? new Error(messages.metricSettingsTimeout) : error;
  } finally {
    timers.clearTimeout(timer);
  }
}

/**
 * Sends `records` as text: by beacon (to a trusted origin only: a beacon always carries cookies), or a keep-alive
 * POST where the beacon is unavailable, refused or not allowed.
 */
function sendRecords(records: PerformanceRecord[], transport: Transport, onError: (error: Error) => void): void {
  const url = apiUrl('/api/1/performance/records');
  const body = JSON.stringify(records);
  if (isTrustedOrigin(url) && transport.beacon(url, body)) return;
  transport
    .fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    .then(withoutBody)
    .then((response) => {
      if (!response.ok) onError(new Error(format(messages.xhrUnexpectedStatus, { code: response.status })));
    })
    .catch(() => {
      // A lost record is not worth more than the page: network failures are ignored.
    });
}

/** Returns the navigation and paint timing of the page, rounded to milliseconds. */
function pageTiming(perf: Performance): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) {
    for (const field of NAVIGATION_FIELDS) {
      const value = nav[field];
      data[field] = typeof value === 'number' ? Math.round(value) : value;
    }
  }
  for (const paint of perf.getEntriesByType('paint')) data[paint.name] = Math.round(paint.startTime);
  return data;
}

/**
 * Starts the collector: asks the settings endpoint for the page load id, queues `rum-*` measures (`user`) and image
 * loads (`image`) as they happen, collects page speed 60 s after load or when the page is hidden, and flushes 30 s
 * after load, after collecting, and whenever the page is hidden. Returns the collector.
 */
export function startPerformanceCollector(
  options: CollectorOptions = {},
  env: Partial<CollectorEnv> = {},
): PerformanceCollector {
  const {
    app = 'sqs-site',
    memberAccountId = getSiteContext().memberAccountId,
    loadVitals = () => loadChunk('web-vitals', () => import('web-vitals')),
    onError = recordError,
  } = options;
  const { transport = defaultTransport, timers = pageTimers } = env;
  const { document: doc = document, performance: perf = performance } = env;
  const win = doc.defaultView ?? window;
  const queue: Array<Omit<PerformanceRecord, 'pageLoadId'>> = [];
  const vitals: Record<string, number> = {};
  const cleanup: Array<() => void> = [];
  let id: string | undefined;
  let stopped = false;
  let collected = false;
  let flushWanted = false;

  const pageLoadId = fetchPerformanceSettings(transport, timers).then(
    (value) => {
      id = value;
      if (flushWanted) collector.flush();
      return value;
    },
    (error: Error) => {
      if (!stopped) onError(error);
      return undefined;
    },
  );

  const collector: PerformanceCollector = {
    pageLoadId,
    vitals,
    record(event, data) {
      assertData(data);
      const extra = memberAccountId ? { memberAccountId } : {};
      queue.push({ app, event, ts: timers.now(), data: { ...data, ...extra, collectorVersion: COLLECTOR_VERSION } });
    },
    collect() {
      if (stopped) return;
      if (!collected) collector.record('page_speed', { url: win.location.pathname, ...pageTiming(perf), ...vitals });
      collected = true;
      collector.flush();
    },
    flush() {
      if (stopped) return;
      takeEntries();
      if (id === undefined) {
        flushWanted = true;
        return;
      }
      flushWanted = false;
      if (!queue.length) return;
      sendRecords(
        queue.splice(0).map((r) => ({ ...r, pageLoadId: id! })),
        transport,
        onError,
      );
    },
    stop() {
      stopped = true;
      queue.length = 0;
      for (const undo of cleanup.splice(0)) undo();
    },
  };

  // Measures and image loads arrive through observers; `takeRecords` lets a flush pick up what is still pending.
  const observers: Array<[PerformanceObserver, (entry: PerformanceEntry) => void]> = [];
  function observe(type: string, handle: (entry: PerformanceEntry) => void): void {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(handle));
      observer.observe({ type, buffered: true });
      observers.push([observer, handle]);
      cleanup.push(() => observer.disconnect());
    } catch {
      // Entry type not supported in this browser.
    }
  }
  function takeEntries(): void {
    for (const [observer, handle] of observers) observer.takeRecords().forEach(handle);
  }
  observe('measure', (entry) => {
    if (!entry.name.startsWith('rum-')) return;
    const { name, startTime, duration } = entry;
    collector.record('user', { name, startTime: Math.round(startTime), duration: Math.round(duration) });
  });
  observe('resource', (entry) => {
    const resource = entry as PerformanceResourceTiming;
    if (resource.initiatorType !== 'img') return;
    collector.record('image', {
      url: resource.name,
      startTime: Math.round(resource.startTime),
      duration: Math.round(resource.duration),
      transferSize: resource.transferSize,
      decodedBodySize: resource.decodedBodySize,
    });
  });

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') collector.collect();
  };
  const onPageHide = () => collector.collect();
  function listenForHidden(): void {
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
    if (stopped) return;
    doc.addEventListener('visibilitychange', onHidden);
    win.addEventListener('pagehide', onPageHide);
  }
  listenForHidden();
  cleanup.push(listenForHidden);

  const afterLoad = () => {
    const flushTimer = timers.setTimeout(() => collector.flush(), FLUSH_AFTER_MS);
    const collectTimer = timers.setTimeout(() => collector.collect(), COLLECT_AFTER_MS);
    cleanup.push(() => {
      timers.clearTimeout(flushTimer);
      timers.clearTimeout(collectTimer);
    });
  };
  if (doc.readyState === 'complete') afterLoad();
  else {
    win.addEventListener('load', afterLoad, { once: true });
    cleanup.push(() => win.removeEventListener('load', afterLoad));
  }

  // web-vitals reports final values from its own visibilitychange listener, so ours moves after it once it subscribed.
  loadVitals()
    .then((lib) => {
      if (stopped) return;
      // Three decimals: CLS is a small fraction, the others are milliseconds.
      const keep = ({ name, value }: { name: string; value: number }) => {
        vitals[name] = Math.round(value * 1000) / 1000;
      };
      for (const on of [lib.onLCP, lib.onCLS, lib.onINP, lib.onTTFB, lib.onFCP]) on(keep, { reportAllChanges: true });
    })
    .catch(() => {
      // Without web-vitals the page-speed record still has navigation and paint timing.
    })
    .finally(listenForHidden);

  return collector;
}
