/**
 * Frame callbacks shared by every element: the callbacks requested before a frame run in one
 * `requestAnimationFrame`, so hundreds of elements mounting at once schedule one frame callback, not one each.
 */

const pending = new Set<() => void>();
let frame = 0;

function run(): void {
  frame = 0;
  const callbacks = [...pending];
  pending.clear();
  for (const callback of callbacks) callback();
}

/** Calls `callback` in the next animation frame and returns a function that cancels the call. */
export function afterNextFrame(callback: () => void): () => void {
  // Each call gets its own entry, so cancelling one never cancels another's identical function.
  const entry = (): void => callback();
  pending.add(entry);
  frame ||= requestAnimationFrame(run);
  return () => {
    pending.delete(entry);
    if (pending.size === 0 && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}
