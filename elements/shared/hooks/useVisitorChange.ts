import { useCallback, useLayoutEffect, useRef } from 'react';
import { emit, type SqsEventDetails } from '../emit.js';

/**
 * Returns `chosen(next)`, to call when the visitor (not the host page) changes the element's `value` to `next`; the
 * commit right after, once it shows `value` equal to `next`, dispatches `name` on `host` with the detail `detail(value)`
 * returns. Listeners thus see the new state, and changes the host page makes (a property or an attribute) are not
 * announced.
 */
export function useVisitorChange<K extends keyof SqsEventDetails, V>(
  host: EventTarget,
  name: K,
  value: V,
  detail: (value: V) => SqsEventDetails[K],
): (next: V) => void {
  const pending = useRef<{ next: V } | null>(null);
  useLayoutEffect(() => {
    const chosen = pending.current;
    pending.current = null;
    if (chosen && Object.is(chosen.next, value)) emit(host, name, detail(value));
  });
  return useCallback((next: V) => {
    pending.current = { next };
  }, []);
}
