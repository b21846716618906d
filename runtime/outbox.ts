/**
 * The durable outbox: everything the runtime sends in the background (census, events, error reports)
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
 *
 * Two parts share the items: the store (outbox-store.ts) keeps them in memory and in IndexedDB, the sender
 * (outbox-sender.ts) delivers them; this module joins them to the page's events and consent.
 */
import { createStore, type UseStore } from 'idb-keyval';
import { onConsentChange, trackingAllowed } from './consent.js';
import { isApiOrigin } from './context.js';
import type { CookieDocument } from './lib/cookies.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { randomId } from './lib/random-id.js';
import { createOutboxSender } from './outbox-sender.js';
import { createOutboxStore, type OutboxItem, type OutboxRequest } from './outbox-store.js';
import { defaultTransport, type Transport } from './transport.js';

export { backoffDelay, LOAD_WAIT, MAX_FAILURES, MAX_REJECTIONS } from './outbox-sender.js';
export { MAX_AGE, MAX_ITEMS } from './outbox-store.js';
export type { OutboxItem, OutboxRequest } from './outbox-store.js';

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

let _seq = 0;

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
  const itemStore = createOutboxStore(items, { store, timers, tracking, onLoad: () => sender.wake() });
  const sender = createOutboxSender(items, itemStore, { transport, timers, cookies, online });
  const { prune } = itemStore;
  const { retry, sendByBeacon } = sender;
  let stopConsent = () => {};

  const onVisibility = () => (events.document.visibilityState === 'hidden' ? sendByBeacon() : retry());

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
      const stored = itemStore.persist(item);
      sender.wake();
      await stored;
      return id;
    },
    flush: sender.flush,
    sendByBeacon,
    pending: itemStore.pending,
    async start() {
      events.window.addEventListener('online', retry);
      events.window.addEventListener('pagehide', sendByBeacon);
      events.document.addEventListener('visibilitychange', onVisibility);
      // Items queued before a decline are not delivered: drop them now rather than at the next pass.
      stopConsent = onConsentChange((accepted) => accepted || prune());
      await sender.flush();
    },
    stop() {
      events.window.removeEventListener('online', retry);
      events.window.removeEventListener('pagehide', sendByBeacon);
      events.document.removeEventListener('visibilitychange', onVisibility);
      stopConsent();
      sender.stop();
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
