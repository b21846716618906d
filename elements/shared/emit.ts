import type { SqsEventDetails } from '../registry.js';

export type { SqsEventDetails } from '../registry.js';

/** Dispatches `name` on `host` as a bubbling, composed `CustomEvent` and returns false if a listener cancelled it. */
export function emit<K extends keyof SqsEventDetails>(
  host: EventTarget,
  name: K,
  detail: SqsEventDetails[K],
  init: Omit<CustomEventInit, 'detail'> = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { bubbles: true, composed: true, cancelable: false, ...init, detail }),
  );
}
