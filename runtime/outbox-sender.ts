/**
 * The outbox's sender: passes over the items the store holds, one at a time and oldest first, backs off after a
 * failure, counts failures and rejections and drops an item past its limit, and beacons what can go when the page is
 * hidden. The crumb is added here, at send time, and never stored. outbox.ts describes the design.
 */
import { credentialsFor, isTrustedOrigin } from './context.js';
import { getCookie, type CookieDocument } from './lib/cookies.js';
import type { Timers } from './lib/timers.js';
import { withoutQuery } from './lib/without-query.js';
import type { OutboxItem, OutboxStore } from './outbox-store.js';
import { type Transport, withoutBody } from './transport.js';

/** How many 4xx answers an item gets before it is dropped. */
export const MAX_REJECTIONS = 5;

/** How many failed tries (network, time-out, 5xx, 408, 429) while online an item gets before it is dropped. */
export const MAX_FAILURES = 20;

/** How long a pass waits for the items a previous page stored before it sends this page's own. */
export const LOAD_WAIT = 1000;

/** The header the crumb goes in for items with `crumb: 'header'`. */
const CSRF_HEADER = 'X-CSRF-Token';

const BACKOFF_BASE = 1000;
const BACKOFF_CAP = 300_000;

/** Returns the wait before retry number `attempt` (1, 2, 3 …): 1 s doubling up to 5 min. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_CAP, BACKOFF_BASE * 2 ** Math.max(0, attempt - 1));
}

/** What a sender is built on. */
export interface OutboxSenderOptions {
  /** How items are sent. */
  transport: Transport;
  /** Clock and timers for back-off and time-outs. */
  timers: Timers;
  /** Where the `crumb` cookie is read at send time. */
  cookies: CookieDocument;
  /** Whether the browser says it is online (a failed try while offline does not count). */
  online: () => boolean;
}

/** Sends the outbox's items. */
export interface OutboxSender {
  /** Sends every due item now; resolves when the pass ends. */
  flush(): Promise<void>;
  /** Starts a pass unless the sender is backing off after a failure (then the back-off timer decides). */
  wake(): void;
  /** Forgets the back-off and sends now: the browser is online again, or the page is visible again. */
  retry(): void;
  /** Sends what can go by sendBeacon and forgets what the browser queued. */
  sendByBeacon(): void;
  /** Cancels the retry timer. */
  stop(): void;
}

const withId = (item: OutboxItem) => `${item.url}${item.url.includes('?') ? '&' : '?'}outboxId=${item.id}`;

/** Creates the sender of `items` (the map `store` holds) over `options`. */
export function createOutboxSender(
  items: Map<string, OutboxItem>,
  store: OutboxStore,
  { transport, timers, cookies, online }: OutboxSenderOptions,
): OutboxSender {
  const { inOrder, forget, persist, prune } = store;
  let flushing: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let warnedFailure = false;
  let timer: unknown;

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

  /** Resolves once the stored items are loaded, or after LOAD_WAIT ms if IndexedDB is slower than that. */
  const loadedOrLate = () =>
    store.loaded()
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const late = timers.setTimeout(resolve, LOAD_WAIT);
          void store.load().then(() => {
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
      if (again) wake();
    }));
  }

  function wake(): void {
    if (!failures) void flush();
  }

  return {
    flush,
    wake,
    retry() {
      failures = 0;
      timers.clearTimeout(timer);
      void flush();
    },
    sendByBeacon() {
      if (failures) return;
      prune();
      for (const item of inOrder()) {
        // A beacon always carries cookies, and cannot carry the CSRF header.
        if (item.crumb === 'header' || !isTrustedOrigin(item.url)) continue;
        const text = bodyOf(item) ?? '';
        const body = item.contentType ? new Blob([text], { type: item.contentType }) : text;
        if (transport.beacon(withId(item), body)) forget(item.id);
      }
    },
    stop: () => timers.clearTimeout(timer),
  };
}
