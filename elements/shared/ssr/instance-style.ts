import { createElement, type ReactNode } from 'react';
import type { HostStandIn } from './host-stand-in.js';

/** The property of the host stand-in holding the render's `onStyle` (`RenderOptions.onStyle`), when it was given. */
export const SERVER_ON_STYLE = 'serverOnStyle';

/**
 * Returns a `<style>` holding `css`, the rules of one element's own numbers (a gallery's gap, its pictures'
 * proportions, its rows at each width), for the element's shadow root, and hands `css` to the render's `onStyle` for
 * the page's policy; null when the render was given no `onStyle`: the element's sheet then reads those numbers from
 * its attributes where the browser can (typed `attr()`). `css` is written by the component from numbers it checked,
 * never from the page's text.
 */
export function instanceStyle(host: HostStandIn, css: string): ReactNode {
  const onStyle = (host as unknown as { [SERVER_ON_STYLE]?: (css: string) => void })[SERVER_ON_STYLE];
  if (!onStyle || css === '') return null;
  if (/<\/style/i.test(css)) throw new Error('its own style cannot be inlined (it holds `</style`)');
  onStyle(css);
  return createElement('style', null, css);
}
