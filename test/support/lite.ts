import { createRoot } from 'react-dom/client';

/**
 * Returns true when the tests run against the lite build (`LITE=1`: preact/compat answers for React), told by what
 * a root does to its container: React adds its delegated event listeners to it, Preact adds nothing.
 */
export function isLiteBuild(): boolean {
  const container = document.createElement('div');
  const root = createRoot(container);
  const delegated = Object.keys(container).some((key) => key.startsWith('_reactListening'));
  root.unmount();
  return !delegated;
}

/**
 * Lets the browser's ResizeObserver loop notice pass while a test runs, returning the function that stops
 * letting it after the next frame.
 * Preact renders a state change made in a ResizeObserver callback inside that callback, so the browser posts the
 * notice (an error event with no error object); the layout is right a frame later and nothing failed. Any other error
 * still reaches the test runner.
 */
export function allowResizeObserverLoopNotice(): () => void {
  // The test runner listens through window.onerror, which runs before any listener added now: wrap it.
  const runner = window.onerror;
  window.onerror = (message, ...rest) =>
    typeof message === 'string' && /^ResizeObserver loop/.test(message) && !rest[3] ? true : runner?.(message, ...rest);
  // The notice of a resize made at the test's end comes with the next frame's observations: let it pass until then.
  return () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.onerror = runner;
      }),
    );
}
