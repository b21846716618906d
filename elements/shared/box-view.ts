import type { ResizeEmitterOptions } from '../../runtime/resize-emitter.js';

/**
 * Returns a window-like view of `element`'s box for the resize emitter: its size, and a `resize` event from a
 * ResizeObserver, so a box resized by the page's layout (not only by the window) is debounced by the same code. The
 * event fires only when the box's size changed (not for the observer's first report of the size it already had), so
 * a box that never resizes never starts a timer.
 */
export function boxView(element: HTMLElement): NonNullable<ResizeEmitterOptions['view']> {
  let observer: ResizeObserver | undefined;
  return {
    get innerWidth() {
      return element.clientWidth;
    },
    get innerHeight() {
      return element.clientHeight;
    },
    addEventListener(_type: string, listener: EventListenerOrEventListenerObject) {
      if (typeof ResizeObserver !== 'function') return;
      const call = typeof listener === 'function' ? listener : listener.handleEvent.bind(listener);
      let last = `${element.clientWidth}x${element.clientHeight}`;
      observer = new ResizeObserver(() => {
        const size = `${element.clientWidth}x${element.clientHeight}`;
        if (size === last) return;
        last = size;
        call(new Event('resize'));
      });
      observer.observe(element);
    },
    removeEventListener() {
      observer?.disconnect();
    },
  } as NonNullable<ResizeEmitterOptions['view']>;
}
