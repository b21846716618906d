/**
 * The tween (spec 001 §5, §9): calls a step function with the progress from 0 to 1 over a duration (300 ms by
 * default), once per animation frame. With prefers-reduced-motion it jumps to the end.
 */

/** The tween's errors (spec 001 §5, exact). */
export const tweenMessages = {
  notAFunction: '[Tween] First parameter needs to be a function.',
  notFinite: '[Tween] Duration is not a finite number.',
} as const;

/** The default duration in ms (spec 001 §9). */
export const TWEEN_DURATION_MS = 300;

/** What a tween runs with; every field is optional. */
export interface TweenOptions {
  /** Maps linear progress to eased progress (ease-in-out by default). */
  easing?: (t: number) => number;
  /** Schedules the next frame (`requestAnimationFrame`). */
  frame?: (callback: (time: number) => void) => unknown;
  /** Cancels a scheduled frame (`cancelAnimationFrame`). */
  cancelFrame?: (handle: unknown) => void;
  /** The current time in ms (`performance.now`). */
  now?: () => number;
  /** True when the visitor asks for reduced motion (read from the media query by default). */
  reducedMotion?: boolean;
}

/** A running tween. */
export interface Tween {
  /** Resolves when the last step (progress 1) ran, or when the tween was stopped. */
  finished: Promise<void>;
  /** Stops the tween where it is. */
  stop(): void;
}

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Calls `step` with the eased progress on every frame for `duration` ms and with 1 at the end; returns the running
 * tween. Throws '[Tween] First parameter needs to be a function.' or '[Tween] Duration is not a finite number.'.
 */
export function tween(
  step: (progress: number) => void,
  duration = TWEEN_DURATION_MS,
  options: TweenOptions = {},
): Tween {
  if (typeof step !== 'function') throw new Error(tweenMessages.notAFunction);
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new Error(tweenMessages.notFinite);
  const {
    easing = easeInOut,
    frame = (callback) => requestAnimationFrame(callback),
    cancelFrame = (handle) => cancelAnimationFrame(handle as number),
    now = () => performance.now(),
    reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches,
  } = options;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  let handle: unknown;
  if (reducedMotion || duration <= 0) {
    step(1);
    done();
    return { finished, stop: () => undefined };
  }
  const start = now();
  const tick = (): void => {
    const linear = Math.min(1, (now() - start) / duration);
    step(linear === 1 ? 1 : easing(linear));
    if (linear === 1) done();
    else handle = frame(tick);
  };
  handle = frame(tick);
  return {
    finished,
    stop: () => {
      cancelFrame(handle);
      done();
    },
  };
}
