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
 * Lets the browser's ResizeObserver loop notice pass while a test runs, returning the function that stops letting it.
 * Preact renders a state change made in a ResizeObserver callback inside that callback, so the browser posts the
 * notice (an error event with no error object); the layout is right a frame later and nothing failed. Any other error
 * still reaches the test runner.
 */
export function allowResizeObserverLoopNotice(): () => void {
  const stop = (event: ErrorEvent): void => {
    if (event.error || !/^ResizeObserver loop/.test(event.message)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  window.addEventListener('error', stop, true);
  return () => window.removeEventListener('error', stop, true);
}
