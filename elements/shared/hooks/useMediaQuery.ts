import { useCallback, useSyncExternalStore } from 'react';

/** The media query of the visitor's reduced-motion preference. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Returns whether `query` matches now in `win` (false where `matchMedia` is missing). */
export function matchesMedia(query: string, win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
}

/** Returns true when the visitor asked for reduced motion (read at the moment of the call). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION_QUERY);
}

/** Returns whether `query` matches in `win` (the element's window), re-rendering when that changes. */
export function useMediaQuery(query: string, win: Window = window): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof win.matchMedia !== 'function') return () => {};
      const list = win.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, win],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query, win));
}

/** Returns whether the visitor asked for reduced motion, re-rendering when that changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
