/**
 * A test-only picture that loads when the test says so: the dev server holds `GET /test/held-image/<key>.jpg` until
 * the page posts `load` or `error` to `/test/release-image/<key>`, then answers with a real JPEG (an example
 * photograph at 100 px) or text that is no picture. How the tests see an element wait for a picture that is still loading.
 */
import { readFile } from 'node:fs/promises';
import { imageFile } from '../../examples/server/images.mjs';

const held = new Map();
const MAX_KEYS = 200;

/** Returns the entry of `key`: its outcome once released, and the promise the held requests wait on. */
function entryOf(key) {
  let entry = held.get(key);
  if (!entry) {
    if (held.size >= MAX_KEYS) held.delete(held.keys().next().value);
    let release;
    const released = new Promise((resolve) => (release = resolve));
    entry = { outcome: undefined, released, release };
    held.set(key, entry);
  }
  return entry;
}

/** The middleware: holds /test/held-image/<key>.jpg and releases it on POST /test/release-image/<key>. */
export function heldImage() {
  return async (context, next) => {
    const release = /^\/test\/release-image\/([\w-]+)$/.exec(context.path);
    if (release && context.method === 'POST') {
      let body = '';
      for await (const chunk of context.req) body += chunk;
      const entry = entryOf(release[1]);
      entry.outcome = body.trim() === 'error' ? 'error' : 'load';
      entry.release(entry.outcome);
      context.status = 204;
      return;
    }
    const image = /^\/test\/held-image\/([\w-]+)\.jpg$/.exec(context.path);
    if (!image) return next();
    const outcome = await entryOf(image[1]).released;
    context.set('cache-control', 'no-store');
    if (outcome === 'error') {
      // Not a picture: the img fails (without a 404 the runner would report).
      context.type = 'text/plain';
      context.body = 'not a picture';
      return;
    }
    const file = await imageFile('photo-01.jpg', 100);
    context.type = 'image/jpeg';
    context.body = await readFile(file.path);
  };
}
