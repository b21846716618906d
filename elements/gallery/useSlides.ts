import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readSlides, SLIDE_ATTRIBUTES, type Slide } from './slides.js';

/** The slides of `host`, read again whenever its figures or their slide attributes change. */
export function useSlides(host: HTMLElement): Slide[] {
  const [slides, setSlides] = useState(() => readSlides(host));
  useEffect(() => {
    const read = (): void => setSlides(readSlides(host));
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: SLIDE_ATTRIBUTES });
    read();
    return () => observer.disconnect();
  }, [host]);
  return slides;
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
