import type { MouseEvent, RefObject } from 'react';
import { clickZone, onOwnControl } from '../shared/click-zone.js';
import { isRightToLeft } from '../shared/direction.js';
import type { DesignStrategy } from './designs.js';
import type { SqsGalleryElement } from './gallery.element.js';
import type { GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';

/**
 * Returns the click handler of a slide (spec 001 §4): on the slider a click selects the slide (or, on the current
 * one, does the active-click action); on a stacked design a click on the current picture goes back on its left half
 * and on on its right, the other way round right to left (or always one way, by click behaviour). A click that ends a swipe, or lands on a control of
 * its own (a button, a link, a video), does nothing here.
 */
export function useSlideClick(
  host: SqsGalleryElement,
  options: GalleryOptions | null,
  strategy: DesignStrategy,
  swiped: RefObject<boolean>,
): (event: MouseEvent, slide: Slide, i: number) => void {
  return (event, slide, i) => {
    if (!options) return;
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (onOwnControl(event.nativeEvent)) return;
    // The element's index, not this render's: a second click may come before the next render.
    const current = host.currentIndex;
    if (options.design === 'slider') {
      if (i !== current) host.goTo(i);
      else if (options.activeClick === 'next') host.next();
      else if (options.activeClick === 'previous') host.previous();
      return;
    }
    if (!strategy.stacked || slide.type === 'video' || i !== current) return;
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const back =
      options.clickBehavior === 'previous' ||
      (options.clickBehavior === 'auto' && clickZone(box, event.clientX, isRightToLeft(host)) === 'previous');
    if (back) host.previous();
    else host.next();
  };
}
