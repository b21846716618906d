/** Test helpers for pictures that load on cue and for pages where no element is defined yet. */

let unique = 0;

/** A picture the test server holds (test/support/held-image.mjs) until `release` says how it ends. */
export interface HeldPicture {
  /** Its address (the image loader may add `?format=NNNw`; the server holds any query). */
  src: string;
  /** Answers every request for it: a real JPEG (`load`) or text that is no picture (`error`). */
  release(outcome: 'load' | 'error'): Promise<void>;
}

/** Returns a new held picture, under a key no other test or engine uses. */
export function heldPicture(): HeldPicture {
  const key = `held-${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${++unique}`;
  return {
    src: `/test/held-image/${key}.jpg`,
    release: async (outcome) => void (await fetch(`/test/release-image/${key}`, { method: 'POST', body: outcome })),
  };
}

/**
 * Returns an iframe, in the page, whose document holds `body` with dist/styles/elements.css and defines no element:
 * what a host page lays out before the elements' code has loaded.
 */
export async function preUpgradeFrame(body: string): Promise<HTMLIFrameElement> {
  const css = await (await fetch('/dist/styles/elements.css')).text();
  const frame = document.createElement('iframe');
  frame.title = 'before the elements are defined';
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>x</title><style>${css}</style></head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}
