/**
 * The resize emitter (spec 001 §5, §9): tells its listener the window's size once resizing has paused for a time-out
 * (300 ms by default; 100 ms for a quick one; none for 0), and only when the size changed by more than a threshold,
 * along one axis or either.
 */
import type { Timers } from './lib/timers.js';

/** The time-outs the emitter sets and clears (a `Timers`, or the window). */
export type ResizeTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

/** The time-outs in ms (spec 001 §9): the default, and the quick one. */
export const RESIZE_TIMEOUTS = Object.freeze({ default: 300, quick: 100 });

/** The resize emitter's errors for invalid options. */
export const resizeEmitterMessages = {
  threshold: 'Resize emitter: threshold must be a number of pixels, 0 or more.',
  axis: 'Resize emitter: axis must be x or y.',
} as const;

/** A window size in px. */
export interface ViewportSize {
  width: number;
  height: number;
}

/** What the emitter reports; every field is optional. */
export interface ResizeEmitterOptions {
  /** Change in px the size must exceed to be reported (0: any change). */
  threshold?: number;
  /** The axis that counts: x (width) or y (height); either when not set. */
  axis?: 'x' | 'y';
  /** The pause after the last resize event, in ms (300); 0 reports in the resize event itself, without a timer. */
  timeoutMs?: number;
  /** The timers it waits with (the window's: the helper loads none of the runtime's start-up code). */
  timers?: ResizeTimers;
  /** The window it watches. */
  view?: Pick<Window, 'innerWidth' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `listener` with the window's size when resizing has paused for the time-out and the size changed by more
 * than `threshold` since the last report (along `axis` if set); returns the function that stops it. Throws when the
 * threshold is not a number of 0 or more, or the axis is not x or y.
 */
export function resizeEmitter(
  listener: (size: ViewportSize) => void,
  {
    threshold = 0,
    axis,
    timeoutMs = RESIZE_TIMEOUTS.default,
    timers = window,
    view = window,
  }: ResizeEmitterOptions = {},
): () => void {
  if (typeof threshold !== 'number' || !(threshold >= 0)) throw new TypeError(resizeEmitterMessages.threshold);
  if (axis !== undefined && axis !== 'x' && axis !== 'y') throw new TypeError(resizeEmitterMessages.axis);
  const size = (): ViewportSize => ({ width: view.innerWidth, height: view.innerHeight });
  let last = size();
  let timer: unknown;
  const settle = (): void => {
    timer = undefined;
    const now = size();
    const dx = Math.abs(now.width - last.width);
    const dy = Math.abs(now.height - last.height);
    const change = axis === 'x' ? dx : axis === 'y' ? dy : Math.max(dx, dy);
    if (change <= threshold) return;
    last = now;
    listener(now);
  };
  const onResize = (): void => {
    // No pause: a layout set from the report applies before the next paint, as a ResizeObserver's own would.
    if (timeoutMs <= 0) return settle();
    timers.clearTimeout(timer);
    timer = timers.setTimeout(settle, timeoutMs);
  };
  view.addEventListener('resize', onResize);
  return () => {
    view.removeEventListener('resize', onResize);
    timers.clearTimeout(timer);
  };
}
