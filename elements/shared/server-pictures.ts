import { adoptShownImage } from '../../runtime/images.js';
import { serverRender } from './takeover.js';

/**
 * Taking over a server render: has each of `pictures` (an img and its file, the image loader's `data-src`) first
 * load the width step of that file the server's own picture of it already shows or fetches, so the loader never asks
 * for that picture again, nor for a smaller one; it asks only for a larger step where the element's box needs one.
 * Call from a layout effect of the first commit (which is handed the server's nodes), before the pictures are loaded;
 * it does nothing afterwards or without a server render.
 */
export function adoptServerPictures(
  host: Element,
  pictures: ReadonlyArray<readonly [img: HTMLImageElement, src: string]>,
): void {
  const server = serverRender(host);
  if (!server || pictures.length === 0) return;
  const shown = new Set<string>();
  for (const img of server.nodes.querySelectorAll('img')) if (img.currentSrc) shown.add(img.currentSrc);
  if (shown.size > 0) for (const [img, src] of pictures) adoptShownImage(img, src, shown);
}
