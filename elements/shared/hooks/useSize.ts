import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Timers } from '../../../runtime/lib/timers.js';
import {
  resizeEmitter,
  type ResizeEmitterOptions,
  type ResizeTimers,
  type ViewportSize,
} from '../../../runtime/resize-emitter.js';
import { boxView } from '../box-view.js';

/** What is followed: an element, the ref that holds one, or the window (for what is sized by the viewport). */
export type SizeTarget = RefObject<HTMLElement | null> | HTMLElement | Window | null;

/** How a size is followed; every field is optional. */
export interface SizeOptions {
  /** How long the size must stop changing before it is reported, in ms; 0 (the default) reports at once, before paint. */
  delay?: number;
  /** The dimension that counts: x (width) or y (height), so a change of the other alone is not reported; either if unset. */
  axis?: 'x' | 'y';
  /** Returns the clock the delay runs on, read at each change (a page may give an element its clock after it rendered). */
  timers?: () => Timers | undefined;
  /** Whether to follow the size at all (a tooltip only while shown); true by default. */
  enabled?: boolean;
  /** Whether to report the size at once when following starts (false: only its changes); true by default. */
  initial?: boolean;
}

type View = NonNullable<ResizeEmitterOptions['view']>;

/** Returns the window-like view of `target` the resize emitter watches, or undefined while there is none. */
function viewOf(target: SizeTarget): View | undefined {
  if (!target) return undefined;
  // A window is its own `window` (an instanceof test would fail for a window of another frame).
  if ((target as Window).window === target) return target as Window;
  const element = 'nodeType' in target ? target : (target as RefObject<HTMLElement | null>).current;
  return element ? boxView(element) : undefined;
}

/**
 * Returns timers that set each time-out on the clock `read` gives at that moment (else the window's), and clear it on
 * that same clock.
 */
function lateTimers(read: () => Timers | undefined): ResizeTimers {
  let clock: ResizeTimers = window;
  return {
    setTimeout: (callback, ms) => (clock = read() ?? window).setTimeout(callback, ms),
    clearTimeout: (handle) => clock.clearTimeout(handle),
  };
}

/** Returns a ref that always holds the latest `value` (so a callback or getter can change without resubscribing). */
function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Follows the size of `target` (an element's client box, or the window's inner size): calls `onSize` with it at once,
 * before paint (unless `initial` is false), and again whenever it has changed (along `axis`) and then stopped changing for `delay` ms, through the
 * runtime's resize emitter (one ResizeObserver per element, or the window's resize event). Stops while `enabled` is
 * false and when the target or the options change.
 */
export function useSize(target: SizeTarget, onSize: (size: ViewportSize) => void, options: SizeOptions = {}): void {
  const { delay = 0, axis, enabled = true, initial = true } = options;
  const listener = useLatest(onSize);
  const clock = useLatest(options.timers);
  useLayoutEffect(() => {
    const view = enabled ? viewOf(target) : undefined;
    if (!view) return;
    const report = (size: ViewportSize): void => listener.current(size);
    if (initial) report({ width: view.innerWidth, height: view.innerHeight });
    return resizeEmitter(report, { axis, timeoutMs: delay, view, timers: lateTimers(() => clock.current?.()) });
  }, [target, enabled, initial, delay, axis, listener, clock]);
}

/**
 * Returns whether `target` is being resized: true from a resize until `delay` ms after the last one, whether or not
 * the size ended where it started (what a resize would garble can be hidden meanwhile).
 */
export function useResizing(target: SizeTarget, options: Omit<SizeOptions, 'axis' | 'initial'> = {}): boolean {
  const { delay = 0, enabled = true } = options;
  const clock = useLatest(options.timers);
  const [resizing, setResizing] = useState(false);
  useEffect(() => {
    const view = enabled ? viewOf(target) : undefined;
    if (!view) return;
    const timers = lateTimers(() => clock.current?.());
    let timer: unknown;
    const onResize = (): void => {
      setResizing(true);
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => setResizing(false), delay);
    };
    view.addEventListener('resize', onResize);
    return () => {
      view.removeEventListener('resize', onResize);
      timers.clearTimeout(timer);
    };
  }, [target, enabled, delay, clock]);
  return resizing;
}
