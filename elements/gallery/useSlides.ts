import { useLayoutEffect, useRef, useState } from 'react';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { readSlides, SLIDE_ATTRIBUTES, type Slide } from './slides.js';

/** The slides of `host`, read again whenever its figures or their slide attributes change. */
export function useSlides(host: HTMLElement): Slide[] {
  return useLightDom(host, readSlides, { attributes: SLIDE_ATTRIBUTES });
}

/** The content width of the element behind `ref`, kept up to date (read before the first paint). */
export function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  const last = useRef(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (value: number): void => {
      if (Math.abs(value - last.current) < 0.5) return;
      last.current = value;
      setWidth(value);
    };
    update(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => update(entry!.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
