import { useEffect, useState } from 'react';

/** How `useInView` watches. */
export interface InViewOptions {
  /** Grows the viewport by this margin (`'200px'`: near the viewport counts). */
  rootMargin?: string;
  /** Stay true once seen (for work that starts once, such as loading a map). */
  once?: boolean;
  /** The value before the first observation (default: true only where IntersectionObserver is missing). */
  initial?: boolean;
}

/**
 * Returns whether `element` is in (or, with a margin, near) the viewport, re-rendering as that changes. Where
 * IntersectionObserver is missing the element counts as in view, so the work it gates still happens.
 */
export function useInView(
  element: Element | null,
  { rootMargin = '0px', once = false, initial }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(initial ?? typeof IntersectionObserver !== 'function');
  const seen = once && inView;
  useEffect(() => {
    if (!element || seen || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (!latest) return;
        setInView(latest.isIntersecting);
        if (once && latest.isIntersecting) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, once, seen]);
  return inView;
}
