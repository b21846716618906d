/**
 * The outbox's store: the items waiting to be sent, held in a map the sender shares and written to IndexedDB
 * (idb-keyval) so they outlive the page. Each item's writes are chained, so its removal lands after them; what is
 * read back is checked first, because a script on the page could have written it. outbox.ts describes the design.
 */
import { del, entries, set, type UseStore } from 'idb-keyval';
import { isApiOrigin } from './context.js';
import type { Timers } from './lib/timers.js';

/** Items kept at most; enqueueing one more drops the oldest. */
export const MAX_ITEMS = 200;

/** Age after which an unsent item is dropped: 7 days. */
export const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

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
  /** A tracking call (census): dropped unsent while tracking is not allowed (consent.ts). */
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

/** What a store is built on. */
export interface OutboxStoreOptions {
  /** The idb-keyval store items are kept in. */
  store: UseStore;
  /** The clock that ages items. */
  timers: Timers;
  /** Whether tracking is allowed now. */
  tracking: () => boolean;
  /** Called when loading added items an earlier page stored. */
  onLoad: () => void;
}

/** The outbox's items, in memory and in IndexedDB. */
export interface OutboxStore {
  /** Returns the items, oldest first. */
  inOrder(): OutboxItem[];
  /** Writes `item` to IndexedDB after its earlier writes; resolves when written or failed. */
  persist(item: OutboxItem): Promise<void>;
  /** Removes item `id` from the map now and from IndexedDB once its earlier writes have landed. */
  forget(id: string): void;
  /** Loads the items earlier pages stored (once); resolves when they are in the map. */
  load(): Promise<void>;
  /** Returns whether the stored items have been loaded. */
  loaded(): boolean;
  /** Drops expired items, tracking items tracking does not allow, and the oldest beyond MAX_ITEMS - `room`. */
  prune(room?: number): void;
  /** Resolves with the items still in IndexedDB, oldest first. */
  pending(): Promise<OutboxItem[]>;
}

const noop = () => {};
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

/** Creates the store of `items` (the map the sender shares) over `options`. */
export function createOutboxStore(
  items: Map<string, OutboxItem>,
  { store, timers, tracking, onLoad }: OutboxStoreOptions,
): OutboxStore {
  /** Each item's chain of IndexedDB writes, so its removal lands after them. */
  const writes = new Map<string, Promise<void>>();
  let loading: Promise<void> | undefined;
  let done = false;

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
  const inOrder = () => [...items.values()].sort((a, b) => a.seq - b.seq);

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

  const load = () =>
    (loading ??= entries<string, OutboxItem>(store)
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
        done = true;
        if (added) onLoad();
      }));

  return {
    inOrder,
    persist,
    forget,
    load,
    loaded: () => done,
    prune,
    async pending() {
      const stored = await entries<string, OutboxItem>(store).catch(() => []);
      return stored.map(([, item]) => item).sort((a, b) => a.seq - b.seq);
    },
  };
}
