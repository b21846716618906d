/** The waiting helper (spec 000 §9): polls a condition every 100 ms until it holds. */
import { timers as pageTimers, type Timers } from './lib/timers.js';

/** How often the condition is polled, in ms (spec 000 §9). */
export const WAIT_FOR_INTERVAL_MS = 100;

/** The waiting helper's error. */
export const WAIT_FOR_TIMED_OUT = 'The condition did not hold within {ms} ms.';

/** How long and how to wait; every field is optional. */
export interface WaitForOptions {
  /** Gives up after this many ms (never by default). */
  timeoutMs?: number;
  /** Polls this often, in ms (100). */
  intervalMs?: number;
  /** The timers it polls with (the page's). */
  timers?: Timers;
}

/**
 * Calls `condition` now and then every 100 ms; resolves with its first truthy result. With a time-out, rejects with
 * 'The condition did not hold within {ms} ms.' when it has not held by then; a condition that throws rejects with that
 * error.
 */
export function waitFor<T>(
  condition: () => T | null | undefined | false | 0 | '',
  { timeoutMs, intervalMs = WAIT_FOR_INTERVAL_MS, timers = pageTimers }: WaitForOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const deadline = timeoutMs === undefined ? Infinity : timers.now() + timeoutMs;
    const poll = (): void => {
      try {
        const value = condition();
        if (value) return resolve(value);
      } catch (error) {
        return reject(error);
      }
      if (timers.now() >= deadline) reject(new Error(WAIT_FOR_TIMED_OUT.replace('{ms}', String(timeoutMs))));
      else timers.setTimeout(poll, intervalMs);
    };
    poll();
  });
}
