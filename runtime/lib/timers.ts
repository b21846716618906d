/** The clock and timers a module schedules with; tests pass a manual one instead of sleeping. */
export interface Timers {
  /** Runs `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending `setTimeout`. */
  clearTimeout(handle: unknown): void;
  /** Returns the current time in milliseconds since the epoch. */
  now(): number;
}

/** The page's own timers and clock. */
export const timers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  now: () => Date.now(),
};
