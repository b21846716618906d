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
 * When the page is hidden or unloaded, pending POSTs without custom headers go by sendBeacon and are removed once the
 * browser queued the beacon. Trade-off: the browser does not report whether a beacon arrived, so an item beaconed
 * into a dead network is lost; the outbox does not beacon while it is backing off after a failure (those items stay
 * stored for the next page), and items with headers (e.g. a CSRF token) always wait for the next page.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { randomId } from './lib/random-id.js';
import { defaultTransport, type Transport } from './transport.js';

/** How many 4xx answers an item gets before it is dropped. */
export const MAX_REJECTIONS = 5;

/** How long a pass waits for the items a previous page stored before it sends this page's own. */
export const LOAD_WAIT = 1000;

/** A request to deliver in the background. */
export interface OutboxRequest {
  /** URL (usually from `apiUrl`); the outbox appends `outboxId=<id>`. */
  url: string;
  /** HTTP method; POST by default (only POSTs can go by beacon). */
  method?: string;
  /** Body text (form-encoded, JSON …). */
  body?: string;
  /** Content type of the body. */
  contentType?: string;
  /** Extra request headers; an item with headers is never sent by beacon. */
  headers?: Record<string, string>;
  /** Milliseconds after which one attempt is abandoned (and retried later). */
  timeout?: number;
}

/** A stored request. */
export interface OutboxItem extends OutboxRequest {
  /** Unique id, sent as `outboxId`. */
  id: string;
  /** Sending order. */
  seq: number;
  /** Rejected attempts (4xx) so far. */
  attempts: number;
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
}

/** A durable queue of background requests. */
export interface Outbox {
  /** Stores `request`, starts sending it and resolves with its id once it is stored (or could not be). */
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

/** Creates an outbox over `options` (tests pass their own store, transport, timers and events). */
export function createOutbox({
  store = createStore('sqs-outbox', 'items'),
  transport = defaultTransport,
  timers = pageTimers,
  events = { window, document },
}: OutboxOptions = {}): Outbox {
  const items = new Map<string, OutboxItem>();
  /** Each item's chain of IndexedDB writes, so its removal lands after them. */
  const writes = new Map<string, Promise<void>>();
  let loaded: Promise<void> | undefined;
  let loadDone = false;
  let flushing: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let timer: unknown;

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

  const load = () =>
    (loaded ??= entries<string, OutboxItem>(store)
      .catch((): Array<[string, OutboxItem]> => [])
      .then((stored) => {
        let added = false;
        // A new page retries everything at once: back-off was about the previous page's network. An item this page
        // wrote and already forgot may still be read back while its removal is pending: it is not queued again.
        for (const [id, item] of stored) {
          if (items.has(id) || writes.has(id) || typeof item?.url !== 'string') continue;
          items.set(id, { ...item, notBefore: 0 });
          added = true;
        }
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
      const headers: Record<string, string> = { ...item.headers };
      if (item.contentType) headers['content-type'] = item.contentType;
      const response = await transport.fetch(withId(item), {
        method: item.method ?? 'POST',
        body: item.body,
        headers,
        signal: abort?.signal,
      });
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
      for (const item of [...items.values()].sort((a, b) => a.seq - b.seq)) {
        if (!items.has(item.id) || item.notBefore > timers.now()) continue;
        const verdict = await send(item);
        if (verdict === 'ok') {
          failures = 0;
          forget(item.id);
        } else if (verdict === 'stop') {
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
    const next = Math.min(...[...items.values()].map((item) => item.notBefore));
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
    for (const item of items.values()) {
      if ((item.method ?? 'POST') !== 'POST' || Object.keys(item.headers ?? {}).length) continue;
      const body = item.contentType ? new Blob([item.body ?? ''], { type: item.contentType }) : (item.body ?? '');
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
      const id = randomId();
      const item: OutboxItem = {
        ...request,
        id,
        seq: timers.now() * 1000 + (_seq++ % 1000),
        attempts: 0,
        notBefore: 0,
      };
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
      await flush();
    },
    stop() {
      events.window.removeEventListener('online', onOnline);
      events.window.removeEventListener('pagehide', onHide);
      events.document.removeEventListener('visibilitychange', onVisibility);
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
