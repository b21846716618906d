/**
 * The gallery's console messages about its own setup (spec 001 §8 "Gallery", "Image/collector internals"): each
 * names the element, is given once per gallery, and leaves the gallery working.
 */
import { useEffect } from 'react';
import { getSiteContext } from '../../runtime/context.js';
import { localeOf, message } from '../shared/messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './gallery.en.js';

/** Warns message `id` of the gallery's catalogue once for `host`, naming it. */
export function warnGallery(host: Element, id: keyof typeof english, values?: Record<string, string>): void {
  warnOnce(
    host,
    id + JSON.stringify(values ?? ''),
    `<${host.localName}>: ${message(id, values, localeOf(host), english)}`,
  );
}

/**
 * Returns whether `host` may open a lightbox it asks for. A site whose plan has no lightbox says so in its context
 * (`websiteSettings.lightboxEnabled: false`, the "tier" of spec 001 §8): the gallery then warns 'lightboxify is not
 * available in this tier!' once and its slides are not opened (a click-through or the next slide still work).
 */
export function lightboxAllowed(host: Element, asked: boolean): boolean {
  if (!asked || getSiteContext().websiteSettings?.lightboxEnabled !== false) return asked;
  warnGallery(host, 'gallery.lightbox-unavailable');
  return false;
}

/**
 * Warns 'No images' (spec 001 §8) when `host` still has no slide after the task that rendered it (a page adding its
 * figures one by one sees no warning); the empty gallery stays on the page and fills when figures arrive.
 */
export function useNoImagesWarning(host: Element, count: number): void {
  useEffect(() => {
    if (count > 0) return;
    const timer = setTimeout(() => warnGallery(host, 'gallery.no-images'));
    return () => clearTimeout(timer);
  }, [host, count]);
}
