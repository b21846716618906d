import { useCallback, useRef, useState } from 'react';
import type { Timers } from '../../runtime/lib/timers.js';
import { RESIZE_TIMEOUTS } from '../../runtime/resize-emitter.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useSize } from '../shared/hooks/useSize.js';
import { readSlides, SLIDE_ATTRIBUTES, type Slide } from './slides.js';

/** The slides of `host`, read again whenever its figures or their slide attributes change. */
export function useSlides(host: HTMLElement): Slide[] {
  return useLightDom(host, readSlides, { attributes: SLIDE_ATTRIBUTES });
}

/** How long the gallery's width must stop changing before it is laid out again, in ms (spec 001 §9). */
export const GALLERY_RESIZE_DELAY_MS = RESIZE_TIMEOUTS.quick;

/**
 * The content width of the element behind `ref`: read at once before the first paint (so the first layout is the
 * final one), then again once its width has stopped changing for 100 ms on `timers` (the page's by default), so a
 * window being dragged wider does not lay the gallery out on every frame.
 */
export function useWidth(ref: React.RefObject<HTMLElement | null>, timers?: Timers): number {
  const [width, setWidth] = useState(0);
  const last = useRef(0);
  const measure = useCallback(() => {
    const value = ref.current?.getBoundingClientRect().width ?? 0;
    if (Math.abs(value - last.current) < 0.5) return;
    last.current = value;
    setWidth(value);
  }, [ref]);
  useSize(ref, measure, { axis: 'x', delay: GALLERY_RESIZE_DELAY_MS, timers: () => timers });
  return width;
}
