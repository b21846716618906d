import { loadPart } from '../shared/load-part.js';
import english from './gallery.en.js';

/**
 * Loads the lightbox's definition for `host`: when its code cannot load, `host` warns 'Loader2 not found' (the
 * gallery's second loader, spec 001 §8) and the promise rejects so the gallery can offer a retry.
 */
export function loadLightbox(
  host: Element,
  importer: () => Promise<unknown> = () => import('../lightbox/define.js'),
): Promise<unknown> {
  return loadPart(host, importer, 'gallery.loader2-not-found', english);
}
