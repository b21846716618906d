/**
 * `react-dom/client` in the lite build: preact/compat's createRoot, which first has Preact run effects (`useEffect`)
 * in a microtask after the commit. Preact's own schedule waits for the next frame and a timer; React runs the effects
 * of a synchronous render (the shared root's renders are: flushSync, store updates, discrete events) right after its
 * commit, and the elements count on that (a timer started in an effect, a state reported on the next event).
 */
import { options } from 'preact';
import { createRoot as createPreactRoot } from 'preact/compat/client';

export { hydrateRoot } from 'preact/compat/client';

/** Returns preact/compat's root for `container` (React's root options, such as onUncaughtError, have no equivalent). */
export function createRoot(container) {
  options.requestAnimationFrame = queueMicrotask;
  return createPreactRoot(container);
}
