import { loadPart } from '../shared/load-part.js';
import english from './gallery.en.js';

/**
 * Loads the video's definition for `host` (a gallery with video slides): when the video code cannot load, `host`
 * warns 'VideoLoader not found' (spec 001 §8) once on the console, naming itself, and the promise rejects so the
 * gallery can offer a retry.
 */
export function loadVideo(
  host: Element,
  importer: () => Promise<unknown> = () => import('../video/define.js'),
): Promise<unknown> {
  return loadPart(host, importer, 'video.loader-not-found', english);
}
