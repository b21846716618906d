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

/** The answer of a media query on a server, which does not know the visitor's screen or preferences: none matches. */
const onServer = (): boolean => false;

/**
 * Returns whether `query` matches in `win` (the element's window, the page's by default), re-rendering when that
 * changes; false in a server render.
 */
export function useMediaQuery(query: string, win?: Window): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const at = win ?? window;
      if (typeof at.matchMedia !== 'function') return () => {};
      const list = at.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, win],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query, win ?? window), onServer);
}

/** Returns whether the visitor asked for reduced motion, re-rendering when that changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
