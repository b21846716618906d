/**
 * Every `sqs-*` event an element dispatches, by name, with its detail. Empty here: each contract
 * (`<name>.element.ts`) adds its own events (`declare module '../shared/emit.js'`), so the kit knows no element, and
 * an event two elements dispatch must have one detail type (the compiler refuses two).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SqsEventDetails {}

type SqsEventMap = { [K in keyof SqsEventDetails]: CustomEvent<SqsEventDetails[K]> };

declare global {
  // A host page's TypeScript knows each event's detail: `addEventListener('sqs-toggle', (e) => e.detail.open)`.
  interface GlobalEventHandlersEventMap extends SqsEventMap {}
}

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
