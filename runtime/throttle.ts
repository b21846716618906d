/**
 * The throttle helper (spec 000 §9): runs a function at most once per pause, the pause being twice the average of its
 * last 22 run times, so costly work backs off by itself on a slow device.
 */
import { timers as pageTimers, type Timers } from './lib/timers.js';

/** How many run times the average covers (spec 000 §9). */
export const THROTTLE_SAMPLES = 22;

/** A throttled function: call it as often as you like; `cancel` drops a pending call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops the call waiting for the pause to end. */
  cancel(): void;
}

/**
 * Returns `fn` throttled: the first call runs at once; calls within the pause after a run are folded into one, run
 * with the latest arguments when the pause ends. The pause is twice the average time of the last 22 runs (measured
 * with `clock`, `performance.now` by default).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  timers: Timers = pageTimers,
  clock: () => number = () => performance.now(),
): Throttled<A> {
  const samples: number[] = [];
  let readyAt = -Infinity;
  let pending: A | undefined;
  let timer: unknown;
  const run = (args: A): void => {
    const start = clock();
    try {
      fn(...args);
    } finally {
      const end = clock();
      samples.push(end - start);
      if (samples.length > THROTTLE_SAMPLES) samples.shift();
      readyAt = end + (2 * samples.reduce((a, b) => a + b, 0)) / samples.length;
    }
  };
  const throttled = (...args: A): void => {
    const wait = readyAt - clock();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= timers.setTimeout(
      () => {
        timer = undefined;
        const next = pending!;
        pending = undefined;
        run(next);
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    timers.clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
