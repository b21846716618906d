import { useEffect, useRef } from 'react';
import { emit, type SqsEventDetails } from '../emit.js';

/**
 * Dispatches `name` (or the name `name(value)` returns) on `host` each time `value` changes after the first render,
 * with the detail `detail(value)` returns: an element announces what changed, never its initial state (a host page
 * reads that from attributes).
 */
export function useChangeEvent<K extends keyof SqsEventDetails, V>(
  host: EventTarget,
  name: K | ((value: V) => K),
  value: V,
  detail: (value: V) => SqsEventDetails[K],
): void {
  const announced = useRef(value);
  const latest = useRef({ name, detail });
  latest.current = { name, detail };
  useEffect(() => {
    if (Object.is(announced.current, value)) return;
    announced.current = value;
    const { name: named, detail: makeDetail } = latest.current;
    emit(host, typeof named === 'function' ? named(value) : named, makeDetail(value));
  }, [host, value]);
}
