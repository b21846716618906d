import { useLayoutEffect } from 'react';
import { loadImage } from '../../runtime/images.js';
import { PRELOAD } from './options.js';
import type { GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';

/** Distance between slides `a` and `b` of `count` going round. */
const ringDistance = (a: number, b: number, count: number): number =>
  Math.min((a - b + count) % count, (b - a + count) % count);

/**
 * Positions every slide's picture and loads the ones needed now through the runtime's image loader: stacked designs
 * the current slide and its neighbours (preload 1), the others every picture, each lazily within 200 px of the
 * viewport (spec 001 §3, §4, §9). Runs again when the width, the current slide or the slides change; the loader only
 * ever moves a picture up a width step. The loader's warnings name the gallery.
 */
export function useGalleryImages(
  host: HTMLElement,
  options: GalleryOptions | null,
  slides: Slide[],
  index: number,
  width: number,
  step: number,
): void {
  useLayoutEffect(() => {
    if (!options || width === 0) return;
    const stacked = options.design === 'stacked' || options.design === 'slideshow';
    const mode = options.fill ? 'fill' : 'fit';
    slides.forEach((slide, i) => {
      if (!slide.img) return;
      const near = stacked ? ringDistance(i, index, slides.length) <= PRELOAD : true;
      const inGroup =
        options.design === 'carousel' ? i >= index - step * PRELOAD && i < index + step * (1 + PRELOAD) : true;
      loadImage(slide.img, {
        owner: host,
        mode,
        load: near && inGroup ? (options.lazyLoad ? 'viewport' : true) : false,
      });
    });
  }, [host, options, slides, index, width, step]);
}
