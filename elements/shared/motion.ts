import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** Returns true when the visitor asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

function subscribe(onChange: () => void): () => void {
  const list = matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Returns whether the visitor asked for reduced motion, re-rendering when that changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
