import { useEffect, useRef, useState } from 'react';

/** Which light-DOM changes re-read the value, beside the host's children coming and going. */
export interface LightDomOptions<T> {
  /** Watch the whole subtree, not only the host's own children (default true). */
  subtree?: boolean;
  /** Re-read when text changes (default true). */
  characterData?: boolean;
  /** Re-read when these attributes change anywhere watched; `true` for any attribute (default none). */
  attributes?: readonly string[] | boolean;
  /** Returns true when two reads are the same, so an unchanged read keeps the previous value (default `Object.is`). */
  same?: (previous: T, next: T) => boolean;
}

/**
 * Returns `read(host)`, read again whenever the host's light DOM changes (one MutationObserver): the content a host
 * page wrote stays in the light DOM, readable before upgrade, and the element follows it. `read` should be a stable
 * function (a module-level one); the value is read at first render and again once the observer is in place.
 */
export function useLightDom<T>(host: HTMLElement, read: (host: HTMLElement) => T, options: LightDomOptions<T> = {}): T {
  const {
    subtree = true,
    characterData = true,
    attributes = false,
    same = Object.is as (a: T, b: T) => boolean,
  } = options;
  const [value, setValue] = useState(() => read(host));
  const reader = useRef({ read, same });
  reader.current = { read, same };
  const filter = Array.isArray(attributes) ? attributes.join(' ') : String(attributes);

  useEffect(() => {
    const update = (): void => {
      const next = reader.current.read(host);
      setValue((previous) => (reader.current.same(previous, next) ? previous : next));
    };
    const observer = new MutationObserver(update);
    const init: MutationObserverInit = { childList: true, subtree, characterData };
    if (filter === 'true') init.attributes = true;
    else if (filter !== 'false' && filter !== '') init.attributeFilter = filter.split(' ');
    observer.observe(host, init);
    update();
    return () => observer.disconnect();
  }, [host, subtree, characterData, filter]);

  return value;
}
