import { localeOf, message } from '../shared/messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './video.en.js';

/**
 * Loads the video's definition for `host` (a gallery with video slides): when the video code cannot load, `host`
 * warns 'VideoLoader not found' (spec 001 §8) once on the console, naming itself, and the promise rejects so the
 * caller can offer a retry.
 */
export function loadVideo(
  host: Element,
  importer: () => Promise<unknown> = () => import('./define.js'),
): Promise<unknown> {
  return importer().catch((error: unknown) => {
    const text = message('video.loader-not-found', undefined, localeOf(host), english);
    warnOnce(host, 'video.loader-not-found', `<${host.localName}>: ${text}`);
    throw error;
  });
}
