/**
 * The page's closable targets (spec 000 §2 "Escape key behaviour": "It closes the top registered closable target
 * first"): dialogs, overlays, the lightbox, a popup cookie banner and tooltips register while open, and Escape closes
 * the one registered last wherever focus is, before anything else on the page sees the key. With nothing registered,
 * an Escape nobody else handled goes to the runtime's handler (the owner's shortcuts, owner.ts). Dependency-free and
 * a chunk of its own, so the elements and the runtime share one registry without either loading the other.
 */

const _stack: Array<() => void> = [];
let _unhandled: ((event: KeyboardEvent) => void) | undefined;
let _listening = false;

/** Escape with or without Shift; a Ctrl, Alt or Meta chord, or a key inside an IME composition, is someone else's. */
const isEscape = (event: KeyboardEvent): boolean =>
  event.key === 'Escape' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.isComposing;

// Capture on the window runs before any other listener, focus anywhere: the top target takes the key alone.
function onCapture(event: KeyboardEvent): void {
  const close = isEscape(event) ? _stack.pop() : undefined;
  if (!close) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  close();
}

// Bubbling to the window last: an Escape the page's own code handled (prevented or stopped) is not the runtime's.
function onBubble(event: KeyboardEvent): void {
  if (isEscape(event) && !event.defaultPrevented) _unhandled?.(event);
}

function listen(): void {
  if (_listening) return;
  _listening = true;
  addEventListener('keydown', onCapture, true);
  addEventListener('keydown', onBubble);
}

/**
 * Registers `close` as the top closable target and returns the function that unregisters it. Escape calls the top
 * target's `close` once and unregisters it; call the returned function when the target closes any other way.
 */
export function registerClosable(close: () => void): () => void {
  listen();
  // A wrapper of its own, so the same function registered twice is two entries.
  const entry = (): void => close();
  _stack.push(entry);
  return () => {
    const index = _stack.indexOf(entry);
    if (index >= 0) _stack.splice(index, 1);
  };
}

/**
 * Sets `handler` (in place of any earlier one) to receive each Escape (or Shift+Escape) that no closable target took
 * and no other listener prevented; returns the function that removes it.
 */
export function onUnhandledEscape(handler: (event: KeyboardEvent) => void): () => void {
  listen();
  _unhandled = handler;
  return () => {
    if (_unhandled === handler) _unhandled = undefined;
  };
}

/** Returns how many closable targets are registered. */
export function openClosables(): number {
  return _stack.length;
}
