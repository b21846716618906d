/**
 * The `sqs-*` events of every element, by name with their detail type. Elements add to it with declaration
 * merging; `GlobalEventHandlersEventMap` is extended from it so `addEventListener('sqs-toggle', e => e.detail.open)`
 * is typed for host pages.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SqsEventDetails {}

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

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SqsEventMapFromDetails {}
}

type SqsEventMapFromDetails = { [K in keyof SqsEventDetails]: CustomEvent<SqsEventDetails[K]> };
