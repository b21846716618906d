import type { Timers } from '../../runtime/lib/timers.js';
import { subscribeCatalogues } from '../shared/messages.js';

/** How often a relative time is brought up to date, in ms (spec 001 §9). */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/** The clock a ticker schedules with: the page's own `setTimeout` / `clearTimeout`, or a test's manual one. */
export type TickerTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

/** The page a ticker pauses with: whether it is hidden, and its `visibilitychange` event. */
export type TickerDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** One timer for many elements. */
export interface Ticker {
  /**
   * Calls `onTick` every refresh while `element` is on screen and the page is visible, at once when it comes back on
   * screen or the page becomes visible again, and whenever the words may have changed (a catalogue arrived); returns
   * the function that stops watching it.
   */
  watch(element: Element, onTick: () => void): () => void;
}

interface Watched {
  onTick: () => void;
  visible: boolean;
}

/**
 * Returns a ticker: one timer (`timers`) and one IntersectionObserver for every element it watches, and one
 * subscription to `changes` (calls for every watched element, on screen or not). The timer runs only while at least
 * one watched element is on screen and `doc` is not hidden; with nothing to refresh, nothing is scheduled. Where
 * IntersectionObserver is missing, every element counts as on screen.
 */
export function createTicker(
  // The window itself: its timers take and return what Timers does (not runtime/lib/timers.js, which would bring the
  // runtime's chunk along with the element).
  timers: TickerTimers = window as unknown as TickerTimers,
  doc: TickerDocument = document,
  changes: (listener: () => void) => () => void = subscribeCatalogues,
): Ticker {
  const watched = new Map<Element, Watched>();
  let observer: IntersectionObserver | undefined;
  let timer: unknown;
  // How many watched elements are on screen: kept as a count, so watching hundreds of elements stays linear.
  let onScreen = 0;
  let unsubscribe: (() => void) | undefined;

  const setVisible = (entry: Watched, visible: boolean): void => {
    if (visible !== entry.visible) onScreen += visible ? 1 : -1;
    entry.visible = visible;
  };
  const schedule = (): void => {
    const wanted = onScreen > 0 && doc.visibilityState !== 'hidden';
    if (wanted && timer === undefined) timer = timers.setTimeout(tick, RELATIVE_TIME_REFRESH_MS);
    else if (!wanted && timer !== undefined) {
      timers.clearTimeout(timer);
      timer = undefined;
    }
  };
  const refresh = (): void => {
    for (const entry of watched.values()) if (entry.visible) entry.onTick();
  };
  function tick(): void {
    timer = undefined;
    refresh();
    schedule();
  }
  const onChange = (): void => {
    for (const entry of watched.values()) entry.onTick();
  };
  const onVisibility = (): void => {
    // A tab shown again may have been hidden for hours: bring the text up to date before the next refresh.
    if (doc.visibilityState !== 'hidden') refresh();
    schedule();
  };
  const onIntersection = (entries: IntersectionObserverEntry[]): void => {
    for (const { target, isIntersecting } of entries) {
      const entry = watched.get(target);
      if (!entry) continue;
      const cameBack = isIntersecting && !entry.visible;
      setVisible(entry, isIntersecting);
      if (cameBack) entry.onTick();
    }
    schedule();
  };

  return {
    watch(element, onTick) {
      if (watched.size === 0) {
        doc.addEventListener('visibilitychange', onVisibility);
        // One subscription for every element (not one each: hundreds may be on a page).
        unsubscribe = changes(onChange);
        if (typeof IntersectionObserver === 'function') observer = new IntersectionObserver(onIntersection);
      }
      // Off screen until the observer's first report (it comes at once); on screen without an observer.
      const entry = { onTick, visible: false };
      watched.set(element, entry);
      setVisible(entry, !observer);
      observer?.observe(element);
      schedule();
      return () => {
        const entry = watched.get(element);
        if (!entry) return;
        setVisible(entry, false);
        watched.delete(element);
        observer?.unobserve(element);
        if (watched.size === 0) {
          doc.removeEventListener('visibilitychange', onVisibility);
          unsubscribe?.();
          observer?.disconnect();
          observer = undefined;
        }
        schedule();
      };
    },
  };
}

let pageTicker: Ticker | undefined;

/** Returns the page's ticker, shared by every `<sqs-relative-time>` (made on first use). */
export function sharedTicker(): Ticker {
  return (pageTicker ??= createTicker());
}
