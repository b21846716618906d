/**
 * Events: internal analytics events (RecordEvent, spec 000 §7), the trace logger (Trace, spec 001 §7, §9), external
 * analytics events (/api/v1/events, spec 001 §3, §5, §7) and the marketing Track call (spec 000 §7).
 */
import { trackingAllowed } from './consent.js';
import { apiUrl, credentialsFor, getSiteContext, isTrustedOrigin } from './context.js';
import { parseQuery } from './lib/parse-query.js';
import { loadChunk } from './load-chunk.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { enqueue, type Outbox } from './outbox.js';
import type { AnalyticsEvent } from './analytics.js';
import { defaultTransport, type Transport, withoutBody } from './transport.js';

/** The page fields every RecordEvent carries (spec 000 §7). */
export interface RecordEventData {
  pageHash: string;
  pagePath: string;
  websiteId: string | null;
  templateId: string | null;
  variantId: string | null;
  memberAccountId: string | null;
  member_locale: string | null;
  website_locale: string | null;
  /** Whatever the caller adds (e.g. the requested url). */
  [field: string]: unknown;
}

/** Returns the RecordEvent data: the page fields of spec 000 §7, then `payload`. */
export function recordEventData(payload: Record<string, unknown> = {}, loc: Location = location): RecordEventData {
  const context = getSiteContext();
  return {
    pageHash: loc.hash,
    pagePath: loc.pathname,
    websiteId: context.websiteId ?? null,
    templateId: context.templateId ?? null,
    variantId: context.variantId ?? null,
    memberAccountId: context.memberAccountId ?? null,
    member_locale: context.memberLocale ?? null,
    website_locale: context.locale ?? null,
    ...payload,
  };
}

/**
 * Records internal analytics event `event` with `payload`: POST /api/events/RecordEvent on the site's own origin
 * (whatever the API base), form-encoded crumb (from the `crumb` cookie, added at send time), event and data (JSON),
 * through the outbox.
 * Resolves with the outbox id.
 */
export function recordEvent(event: string, payload: Record<string, unknown> = {}, outbox?: Outbox): Promise<string> {
  const body = new URLSearchParams({ event, data: JSON.stringify(recordEventData(payload)) });
  const contentType = 'application/x-www-form-urlencoded';
  // The outbox adds the crumb field when it sends: the crumb is never stored with the item.
  return enqueue({ url: '/api/events/RecordEvent', body: body.toString(), contentType, crumb: 'form' }, outbox);
}

/** One trace record (spec 001 §3 "Event trace record"). */
export interface TraceRecord {
  /** The page the record was logged on. */
  pageUrl: string;
  /** What happened. */
  type: string;
  /** Its details, as JSON text. */
  data: string;
}

/** A trace logger: records kept in memory and sent every 30 s. */
export interface TraceLogger {
  /** Adds a record of `type` with `data` (sent as JSON text). */
  log(type: string, data?: unknown): void;
  /** Sends what is waiting now (by beacon when `beacon` is set); failures are ignored. */
  flush(beacon?: boolean): void;
  /** Stops the timer and the page-hide flush. */
  stop(): void;
}

/** What the trace logger runs on. */
export interface TraceEnv {
  transport: Transport;
  timers: Timers;
  /** Fires `pagehide`, when waiting records go by beacon. */
  window: EventTarget;
}

/** spec 001 §9: the log flush timer. */
export const TRACE_FLUSH_MS = 30_000;

/**
 * Creates a trace logger: POST /api/events/Trace with form field `data` holding the JSON list of records, 30 s
 * after the first waiting record and on page hide (by beacon); failures are ignored (spec 001 §7).
 */
export function createTraceLogger(env: Partial<TraceEnv> = {}): TraceLogger {
  const { transport = defaultTransport, timers = pageTimers, window: win = window } = env;
  const waiting: TraceRecord[] = [];
  let timer: unknown;
  const onHide = () => logger.flush(true);
  win.addEventListener('pagehide', onHide);

  const logger: TraceLogger = {
    log(type, data = null) {
      waiting.push({ pageUrl: location.href, type, data: JSON.stringify(data) ?? 'null' });
      timer ??= timers.setTimeout(() => logger.flush(), TRACE_FLUSH_MS);
    },
    flush(beacon = false) {
      timers.clearTimeout(timer);
      timer = undefined;
      if (!waiting.length) return;
      const url = apiUrl('/api/events/Trace');
      const body = new URLSearchParams({ data: JSON.stringify(waiting.splice(0)) });
      // A beacon always carries cookies: only to a trusted origin.
      if (beacon && isTrustedOrigin(url) && transport.beacon(url, body)) return;
      transport
        .fetch(url, { method: 'POST', body, credentials: credentialsFor(url), keepalive: beacon })
        .then(withoutBody)
        .catch(() => {
          // spec 001 §7: trace failures are ignored.
        });
    },
    stop() {
      timers.clearTimeout(timer);
      timer = undefined;
      win.removeEventListener('pagehide', onHide);
    },
  };
  return logger;
}

let _tracer: TraceLogger | undefined;

/** Logs a trace record of `type` with `data` on the page's trace logger (created on first use). */
export function trace(type: string, data?: unknown): void {
  (_tracer ??= createTraceLogger()).log(type, data);
}

export type { AnalyticsCommonFields, AnalyticsContext, AnalyticsEvent } from './analytics.js';

/**
 * Sends an external analytics event through `runtime/analytics.js`, loaded on first use (see its
 * `trackAnalyticsEvent`: the stored analytics id and the common fields are filled in, nothing is sent while tracking
 * is not allowed).
 */
export const trackAnalyticsEvent = (event: AnalyticsEvent, transport?: Transport): Promise<void> =>
  loadChunk('runtime/analytics', () => import('./analytics.js')).then((analytics) =>
    analytics.trackAnalyticsEvent(event, transport),
  );

/** The query fields of the Track call (spec 000 §7). */
export const TRACK_FIELDS = [
  'landing',
  'refer',
  'rk',
  'lang',
  'screen',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;

/** A Track call's fields. */
export type TrackFields = Partial<Record<(typeof TRACK_FIELDS)[number], string>>;

/**
 * Returns the Track fields of the current page: landing (this url), refer (the referrer), lang, screen
 * (`<width>x<height>`), and the marketing fields found in the landing url's query string; `fields` override them.
 */
export function trackFields(fields: TrackFields = {}, loc: Location = location): TrackFields {
  const query = parseQuery(loc.search);
  const found: TrackFields = {
    landing: loc.href,
    refer: document.referrer,
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  };
  for (const name of TRACK_FIELDS) {
    const value = query.get(name);
    if (value !== null && !(name in found)) found[name] = value;
  }
  return { ...found, ...fields };
}

/**
 * Calls GET /api/track/Track with the page's Track fields (`fields` override them); failures are ignored. Nothing is
 * sent while tracking is not allowed (consent.ts).
 */
export async function track(fields: TrackFields = {}, transport: Transport = defaultTransport): Promise<void> {
  if (!trackingAllowed()) return;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(trackFields(fields))) if (value !== undefined) query.set(name, value);
  try {
    const url = apiUrl(`/api/track/Track?${query}`);
    withoutBody(await transport.fetch(url, { credentials: credentialsFor(url) }));
  } catch {
    // spec 000 §8: tracking failures are silently ignored.
  }
}
