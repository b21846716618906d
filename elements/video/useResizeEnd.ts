import { useEffect, useState } from 'react';
import { VIDEO_RESIZE_END_MS } from './embed.js';
import type { SqsVideoElement } from './video.element.js';

/**
 * Returns whether the window is being resized: true from a resize event until 1000 ms after the last one (spec 001
 * §9 resize end), on `host.timers` when the page (or a test) gave the element a clock, else the window's.
 */
export function useResizeEnd(host: SqsVideoElement): boolean {
  const [resizing, setResizing] = useState(false);
  useEffect(() => {
    // Read at each resize: a page (or a test) may give the element its clock after it rendered.
    let clock: Pick<Window, 'setTimeout' | 'clearTimeout'> = window;
    let timer: unknown;
    const onResize = (): void => {
      setResizing(true);
      clock.clearTimeout(timer as number);
      clock = (host.timers as typeof clock | undefined) ?? window;
      timer = clock.setTimeout(() => setResizing(false), VIDEO_RESIZE_END_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clock.clearTimeout(timer as number);
    };
  }, [host]);
  return resizing;
}
