import { localeOf, message, type Messages } from './messages.js';
import { warnOnce } from './warn.js';

/**
 * Imports a lazily loaded part of `host` (another element's definition) with `importer`: when its code cannot load,
 * `host` warns the message `id` of `english` once on the console, naming itself (spec 001 §8: 'VideoLoader not
 * found', 'Loader2 not found'), and the promise rejects so the caller can offer a retry.
 */
export function loadPart<M extends Messages>(
  host: Element,
  importer: () => Promise<unknown>,
  id: keyof M & string,
  english: M,
): Promise<unknown> {
  return importer().catch((error: unknown) => {
    const text = message(id, undefined, localeOf(host), english);
    warnOnce(host, id, `<${host.localName}>: ${text}`);
    throw error;
  });
}
