/**
 * The durable outbox: everything the runtime sends in the background (census, events, performance, error reports)
 * is written to IndexedDB (idb-keyval, its own store) as it is sent, and removed only after the server answered 2xx
 * and the write has landed — so it survives offline periods and reloads. Sending never waits on IndexedDB, which can
 * take seconds on a busy machine: a page whose stored items have not loaded after LOAD_WAIT ms sends its own items
 * meanwhile, and what loads later is sent then. Each item has an id, sent as `outboxId=<id>` in the query
 * string (sendBeacon cannot set headers); the reference API stores an id once and answers 200 to a repeat, so an
 * item that arrives twice (a lost response, two tabs, a beacon and a later resend) is accepted exactly once.
 *
 * Sending: one item at a time, oldest first. A network error, time-out, 5xx, 408 or 429 stops the pass and retries
 * the queue after an exponential back-off (1 s, 2 s, 4 s … capped at 5 min); `online` and the page becoming visible
 * retry at once. Any other 4xx backs off that item alone so it cannot hold up the rest; an item the server has
 * rejected MAX_REJECTIONS times is dropped with a warning (a request the server refuses will not become valid by
 * waiting, and keeping it would re-send it on every page forever).
 * An item that failed MAX_FAILURES times on the network, by time-out or with 5xx/408/429 while the browser said it was
 * online is dropped too, with one console warning per page (a dead or CORS-less API base would otherwise grow the
 * store on every page view).
 * When the page is hidden or unloaded, pending items go by sendBeacon (to a trusted origin only: a beacon always
 * carries cookies) unless they need the CSRF header, and are removed once the browser queued the beacon. Trade-off:
 * the browser does not report whether a beacon arrived, so an item beaconed into a dead network is lost; the outbox
 * does not beacon while it is backing off after a failure (those items stay stored for the next page), and items
 * with the CSRF header always wait for the next page.
 *
 * What is stored is what a script on the page could have written, so it is checked when read back: only POSTs to
 * the page's origin or the API base's, with known fields, are kept, at most MAX_ITEMS of them (the oldest go
 * first) and none older than MAX_AGE. No header is stored: the site's crumb is added at send time (`crumb`), and
 * only for a trusted origin. Tracking items (`tracking`) are dropped unsent while tracking is not allowed, and at
 * once when the visitor declines.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { onConsentChange, trackingAllowed } from './consent.js';
import { credentialsFor, isApiOrigin, isTrustedOrigin } from './context.js';
import { getCookie, type CookieDocument } from './lib/cookies.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { randomId } from './lib/random-id.js';
import { withoutQuery } from './lib/without-query.js';
import { defaultTransport, type Transport, withoutBody } from './transport.js';

/** How many 4xx answers an item gets before it is dropped. */
export const MAX_REJECTIONS = 5;

/** How many failed tries (network, time-out, 5xx, 408, 429) while online an item gets before it is dropped. */
export const MAX_FAILURES = 20;

/** Items kept at most; enqueueing one more drops the oldest. */
export const MAX_ITEMS = 200;

/** Age after which an unsent item is dropped: 7 days. */
export const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** The header the crumb goes in for items with `crumb: 'header'`. */
const CSRF_HEADER = 'X-CSRF-Token';

/** How long a pass waits for the items a previous page stored before it sends this page's own. */
export const LOAD_WAIT = 1000;

/** A request to deliver in the background. */
export interface OutboxRequest {
  /** URL (usually from `apiUrl`); the outbox appends `outboxId=<id>`. */
  url: string;
  /** HTTP method: the outbox sends POSTs only. */
  method?: 'POST';
  /** Body text (form-encoded, JSON …). */
  body?: string;
  /** Content type of the body. */
  contentType?: string;
  /**
   * Where the site's crumb goes, added at send time from the `crumb` cookie and only to a trusted origin: the
   * `X-CSRF-Token` header (never by beacon) or a `crumb` field of a form-encoded body. Never stored.
   */
  crumb?: 'header' | 'form';
  /** A tracking call (census, performance): dropped unsent while tracking is not allowed (consent.ts). */
  tracking?: boolean;
  /** Milliseconds after which one attempt is abandoned (and retried later). */
  timeout?: number;
}

/** A stored request. */
export interface OutboxItem extends OutboxRequest {
  /** Unique id, sent as `outboxId`. */
  id: string;
  /** Sending order. */
  seq: number;
  /** When it was queued (ms since the epoch). */
  created: number;
  /** Rejected attempts (4xx) so far. */
  attempts: number;
  /** Failed tries (network, time-out, 5xx, 408, 429) while online so far. */
  failures: number;
  /** Not sent before this time (ms since the epoch). */
  notBefore: number;
}

/** The page events the outbox listens to. */
export interface OutboxEvents {
  /** Fires `online` and `pagehide`. */
  window: EventTarget;
  /** Fires `visibilitychange` and tells `visibilityState`. */
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
}

/** What an outbox is built on; every part defaults to the page's own. */
export interface OutboxOptions {
  /** The idb-keyval store items are kept in. */
  store?: UseStore;
  /** How items are sent. */
  transport?: Transport;
  /** Clock and timers for back-off and time-outs. */
  timers?: Timers;
  /** Where `online`, `pagehide` and `visibilitychange` come from. */
  events?: OutboxEvents;
  /** Where the `crumb` cookie is read at send time. */
  cookies?: CookieDocument;
  /** Whether tracking is allowed now (consent.ts by default). */
  tracking?: () => boolean;
  /** Whether the browser says it is online (a failed try while offline does not count). */
  online?: () => boolean;
}

/** A durable queue of background requests. */
export interface Outbox {
  /**
   * Stores `request`, starts sending it and resolves with its id once it is stored (or could not be, or it is a
   * tracking item tracking does not allow, which is dropped); rejects with a TypeError for a method other than POST
   * or a URL on neither the page's origin nor the API base's.
   */
  enqueue(request: OutboxRequest): Promise<string>;
  /** Sends every due item now; resolves when the pass ends. */
  flush(): Promise<void>;
  /** Sends what can go by sendBeacon and forgets what the browser queued. */
  sendByBeacon(): void;
  /** Resolves with the items still stored, oldest first. */
  pending(): Promise<OutboxItem[]>;
  /** Listens to the page events, loads the stored items and sends what is due. */
  start(): Promise<void>;
  /** Stops listening and cancels the retry timer. */
  stop(): void;
}

const BACKOFF_BASE = 1000;
const BACKOFF_CAP = 300_000;

/** Returns the wait before retry number `attempt` (1, 2, 3 …): 1 s doubling up to 5 min. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_CAP, BACKOFF_BASE * 2 ** Math.max(0, attempt - 1));
}

const withId = (item: OutboxItem) => `${item.url}${item.url.includes('?') ? '&' : '?'}outboxId=${item.id}`;
const noop = () => {};
let _seq = 0;

const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

/**
 * Returns the item read back from IndexedDB rebuilt from its known fields, or undefined when it is not one the
 * runtime could have written: a POST to the page's origin or the API base's (anything else is discarded).
 */
function readBack(value: unknown, now: number): OutboxItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Record<string, unknown>;
  const { id, url, method, body, contentType, crumb, tracking, timeout, seq, created } = item;
  if (typeof id !== 'string' || typeof url !== 'string' || !isApiOrigin(url)) return undefined;
  if (method !== undefined && method !== 'POST') return undefined;
  if (!optional(body, 'string') || !optional(contentType, 'string') || !optional(timeout, 'number')) return undefined;
  if (crumb !== undefined && crumb !== 'header' && crumb !== 'form') return undefined;
  if (typeof seq !== 'number' || !Number.isFinite(seq)) return undefined;
  return {
    id,
    url,
    body: body as string | undefined,
    contentType: contentType as string | undefined,
    crumb,
    tracking: tracking === true,
    timeout: timeout as number | undefined,
    seq,
    // Items stored before `created` existed count from now.
    created: typeof created === 'number' && Number.isFinite(created) ? created : now,
    attempts: count(item.attempts),
    failures: count(item.failures),
    notBefore: 0,
  };
}

/** Creates an outbox over `options` (tests pass their own store, transport, timers and events). */
export function createOutbox({
  store = createStore('sqs-outbox', 'items'),
  transport = defaultTransport,
  timers = pageTimers,
  events = { window, document },
  cookies = document,
  tracking = trackingAllowed,
  online = () => navigator.onLine !== false,
}: OutboxOptions = {}): Outbox {
  const items = new Map<string, OutboxItem>();
  /** Each item's chain of IndexedDB writes, so its removal lands after them. */
  const writes = new Map<string, Promise<void>>();
  let loaded: Promise<void> | undefined;
  let loadDone = false;
  let flushing: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let warnedFailure = false;
  let timer: unknown;
  let stopConsent = noop;

  const after = (id: string, step: () => Promise<void>) => {
    const chained = (writes.get(id) ?? Promise.resolve()).then(step).catch(noop);
    writes.set(id, chained);
    return chained;
  };
  const persist = (item: OutboxItem) => after(item.id, () => set(item.id, item, store));
  const forget = (id: string) => {
    items.delete(id);
    void after(id, () => del(id, store)).then(() => writes.delete(id));
  };

  /** Returns the items, oldest first. */
  const inOrder = () => [...items.values()].sort((a, b) => a.seq - b.seq);

  /** Drops expired items, tracking items tracking does not allow, and the oldest beyond MAX_ITEMS - `room`. */
  const prune = (room = 0) => {
    const now = timers.now();
    const allowed = tracking();
    const kept = inOrder().filter((item) => {
      const drop = now - item.created > MAX_AGE || (item.tracking === true && !allowed);
      if (drop) forget(item.id);
      return !drop;
    });
    for (const item of kept.slice(0, Math.max(0, kept.length - MAX_ITEMS + room))) forget(item.id);
  };

  /** Returns the crumb for `item` at send time, when it needs one and its origin may receive it. */
  const crumbFor = (item: OutboxItem) => (item.crumb && isTrustedOrigin(item.url) ? getCookie('crumb', cookies) : '');

  /** Returns the body of `item` to send: with the crumb field for `crumb: 'form'`. */
  const bodyOf = (item: OutboxItem) => {
    const crumb = item.crumb === 'form' ? crumbFor(item) : '';
    if (!crumb) return item.body;
    const form = new URLSearchParams(item.body ?? '');
    form.set('crumb', crumb);
    return form.toString();
  };

  const load = () =>
    (loaded ??= entries<string, OutboxItem>(store)
      .catch((): Array<[string, OutboxItem]> => [])
      .then((stored) => {
        let added = false;
        // A new page retries everything at once: back-off was about the previous page's network. An item this page
        // wrote and already forgot may still be read back while its removal is pending: it is not queued again.
        const now = timers.now();
        for (const [id, value] of stored) {
          if (items.has(id) || writes.has(id)) continue;
          const item = readBack(value, now);
          if (item?.id === id) {
            items.set(id, item);
            added = true;
          } else void del(id, store).catch(noop);
        }
        prune();
        loadDone = true;
        if (added && !failures) void flush();
      }));

  /** Resolves once the stored items are loaded, or after LOAD_WAIT ms if IndexedDB is slower than that. */
  const loadedOrLate = () =>
    loadDone
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const late = timers.setTimeout(resolve, LOAD_WAIT);
          void load().then(() => {
            timers.clearTimeout(late);
            resolve();
          });
        });

  const retryIn = (ms: number) => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(0, ms),
    );
  };

  /** Sends one item: 'ok' (accepted), 'stop' (network or server trouble) or 'later' (this item was rejected). */
  async function send(item: OutboxItem): Promise<'ok' | 'stop' | 'later'> {
    const abort = item.timeout ? new AbortController() : undefined;
    const handle = abort && timers.setTimeout(() => abort.abort(), item.timeout!);
    try {
      const headers: Record<string, string> = {};
      if (item.contentType) headers['content-type'] = item.contentType;
      const crumb = item.crumb === 'header' ? crumbFor(item) : '';
      if (crumb) headers[CSRF_HEADER] = crumb;
      const url = withId(item);
      const response = withoutBody(
        await transport.fetch(url, {
          method: 'POST',
          body: bodyOf(item),
          headers,
          credentials: credentialsFor(url),
          signal: abort?.signal,
        }),
      );
      if (response.ok) return 'ok';
      return response.status >= 500 || response.status === 408 || response.status === 429 ? 'stop' : 'later';
    } catch {
      return 'stop';
    } finally {
      if (abort) timers.clearTimeout(handle);
    }
  }

  async function pass(): Promise<void> {
    await loadedOrLate();
    do {
      again = false;
      prune();
      for (const item of inOrder()) {
        if (!items.has(item.id) || item.notBefore > timers.now()) continue;
        const verdict = await send(item);
        if (verdict === 'ok') {
          failures = 0;
          forget(item.id);
        } else if (verdict === 'stop') {
          if (online() && ++item.failures >= MAX_FAILURES) {
            if (!warnedFailure)
              console.warn(
                `sqs-elements outbox: ${withoutQuery(item.url)} failed ${item.failures} times; dropping it ` +
                  '(later drops on this page are not reported).',
              );
            warnedFailure = true;
            forget(item.id);
          } else if (items.has(item.id)) void persist(item);
          retryIn(backoffDelay(++failures));
          return;
        } else {
          if (++item.attempts >= MAX_REJECTIONS) {
            console.warn(`sqs-elements outbox: ${item.url} was rejected ${item.attempts} times; dropping it.`);
            forget(item.id);
            continue;
          }
          item.notBefore = timers.now() + backoffDelay(item.attempts);
          if (items.has(item.id)) void persist(item);
        }
      }
    } while (again);
    // A loop, not Math.min(...items): spreading a long queue into arguments overflows the stack.
    let next = Infinity;
    for (const item of items.values()) if (item.notBefore < next) next = item.notBefore;
    if (next < Infinity) retryIn(next - timers.now());
  }

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    return (flushing = pass().finally(() => {
      flushing = undefined;
      // A trigger that came in as the pass ended; after a failure the back-off timer decides instead.
      if (again && !failures) void flush();
    }));
  }

  function sendByBeacon(): void {
    if (failures) return;
    prune();
    for (const item of inOrder()) {
      // A beacon always carries cookies, and cannot carry the CSRF header.
      if (item.crumb === 'header' || !isTrustedOrigin(item.url)) continue;
      const text = bodyOf(item) ?? '';
      const body = item.contentType ? new Blob([text], { type: item.contentType }) : text;
      if (transport.beacon(withId(item), body)) forget(item.id);
    }
  }

  const onOnline = () => {
    failures = 0;
    timers.clearTimeout(timer);
    void flush();
  };
  const onHide = () => sendByBeacon();
  const onVisibility = () => (events.document.visibilityState === 'hidden' ? sendByBeacon() : onOnline());

  return {
    async enqueue(request) {
      if ((request.method ?? 'POST') !== 'POST' || !isApiOrigin(request.url))
        throw new TypeError(
          `sqs-elements outbox: only POSTs to the site or its API base are queued, not ${request.url}.`,
        );
      const id = randomId();
      const now = timers.now();
      const { url, body, contentType, crumb, tracking: isTracking, timeout } = request;
      const item: OutboxItem = {
        id,
        url,
        body,
        contentType,
        crumb,
        tracking: isTracking === true,
        timeout,
        seq: now * 1000 + (_seq++ % 1000),
        created: now,
        attempts: 0,
        failures: 0,
        notBefore: 0,
      };
      if (item.tracking && !tracking()) return id;
      prune(1);
      items.set(id, item);
      // Where IndexedDB is unavailable the item still goes, for this page only.
      const stored = persist(item);
      if (!failures) void flush();
      await stored;
      return id;
    },
    flush,
    sendByBeacon,
    async pending() {
      const stored = await entries<string, OutboxItem>(store).catch(() => []);
      return stored.map(([, item]) => item).sort((a, b) => a.seq - b.seq);
    },
    async start() {
      events.window.addEventListener('online', onOnline);
      events.window.addEventListener('pagehide', onHide);
      events.document.addEventListener('visibilitychange', onVisibility);
      // Items queued before a decline are not delivered: drop them now rather than at the next pass.
      stopConsent = onConsentChange((accepted) => accepted || prune());
      await flush();
    },
    stop() {
      events.window.removeEventListener('online', onOnline);
      events.window.removeEventListener('pagehide', onHide);
      events.document.removeEventListener('visibilitychange', onVisibility);
      stopConsent();
      timers.clearTimeout(timer);
    },
  };
}

let _default: Outbox | undefined;

/** Returns the page's outbox (store `sqs-outbox`/`items`), started on first use. */
export function defaultOutbox(): Outbox {
  if (!_default) {
    _default = createOutbox();
    void _default.start();
  }
  return _default;
}

/** Stores `request` in the outbox and sends it in the background; resolves with the item id. */
export function enqueue(request: OutboxRequest, outbox: Outbox = defaultOutbox()): Promise<string> {
  return outbox.enqueue(request);
}
