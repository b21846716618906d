import { useLayoutEffect, useRef } from 'react';
import { LAZY_LOAD_MARGIN, loadImages } from '../../runtime/images.js';
import { useInView } from '../shared/hooks/useInView.js';
import type { Layout } from './layout.js';
import { PRELOAD } from './options.js';
import type { GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';

/** Distance between slides `a` and `b` of `count` going round. */
const ringDistance = (a: number, b: number, count: number): number =>
  Math.min((a - b + count) % count, (b - a + count) % count);

/**
 * Positions every slide's picture and loads the ones needed now through the runtime's image loader: stacked designs
 * the current slide and its neighbours (preload 1), the strip the slides in view and one more either side (preload
 * 1), the carousel its group and the next and previous ones, the others every picture, each lazily within 200 px of
 * the viewport (spec 001 §3, §4, §9). The strip's neighbours lie outside its clipping box, so they are fetched ahead
 * once the gallery itself is within 200 px of the viewport. Runs again when the width, the current slide or the slides change; the loader only
 * ever moves a picture up a width step. The loader's warnings name the gallery. The page's likely largest picture —
 * the first shown slide of the document's first gallery — is asked for at high priority, and at once when the gallery
 * starts in the viewport.
 */
export function useGalleryImages(
  host: HTMLElement,
  options: GalleryOptions | null,
  slides: Slide[],
  index: number,
  width: number,
  geometry: Layout | null,
): void {
  const step = geometry?.step ?? 1;
  const [first, last] = geometry?.inView ?? [index, index];
  // Only the strip fetches ahead by the gallery's own distance to the viewport.
  const galleryNear = useInView(options?.design === 'slider' ? host : null, { rootMargin: `${LAZY_LOAD_MARGIN}px` });
  // The first shown picture of the document's first gallery, chosen once; null for every other gallery.
  const lead = useRef<HTMLImageElement | null>(undefined);
  useLayoutEffect(() => {
    if (!options || width === 0) return;
    if (lead.current === undefined && slides.length > 0) {
      lead.current = host.ownerDocument.querySelector('sqs-gallery') === host ? (slides[index]!.img ?? null) : null;
      lead.current?.setAttribute('fetchpriority', 'high');
    }
    // Lazy only below the fold: the picture in view at load is the page's LCP candidate, not worth a frame's wait.
    const top = host.getBoundingClientRect().top;
    const eager = top < (host.ownerDocument.defaultView?.innerHeight ?? 0);
    const stacked = options.design === 'stacked' || options.design === 'slideshow';
    const mode = options.fill ? 'fill' : 'fit';
    // One list, so every picture's box is read before any is placed (one layout, not one per picture).
    const list = slides.flatMap((slide, i) => {
      if (!slide.img) return [];
      // A page saved after the platform's scripts ran gives the picture's file itself (src, no data-src): the browser
      // loads it; it is only fitted or filled.
      if (!slide.img.hasAttribute('data-src')) {
        slide.img.style.objectFit = options.fill ? 'cover' : 'contain';
        return [];
      }
      const near = stacked
        ? ringDistance(i, index, slides.length) <= PRELOAD
        : options.design === 'slider'
          ? i >= first - PRELOAD && i <= last + PRELOAD
          : true;
      const inGroup =
        options.design === 'carousel' ? i >= index - step * PRELOAD && i < index + step * (1 + PRELOAD) : true;
      const ahead = options.design === 'slider' && (i < first || i > last);
      const lazy = ahead ? galleryNear : eager && slide.img === lead.current ? true : 'viewport';
      const load = near && inGroup ? (options.lazyLoad ? lazy : true) : false;
      // A platform slide's picture fills the slide's box, whatever wrappers lie between them.
      const container = slide.platform ? slide.figure : undefined;
      return [[slide.img, { owner: host, mode, load, ...(container ? { container } : {}) }] as const];
    });
    loadImages(list);
  }, [host, options, slides, index, width, step, first, last, galleryNear]);
}
