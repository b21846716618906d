import { useCallback, useSyncExternalStore } from 'react';

/** The media query of the visitor's reduced-motion preference. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Returns whether `query` matches now (false where `matchMedia` is missing). */
export function matchesMedia(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Returns true when the visitor asked for reduced motion (read at the moment of the call). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION_QUERY);
}

/** Returns whether `query` matches, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query));
}

/** Returns whether the visitor asked for reduced motion, re-rendering when that changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
