import { useInsertionEffect } from 'react';
import { adoptShownImage } from '../../runtime/images.js';
import { hasServerRender, serverRender } from './takeover.js';

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

/**
 * Taking over a server render: has each of the server's pictures sized `auto` keep the file it shows, before the
 * first commit takes them out of the page (insertion effects run before that commit places any node). Out of the page,
 * such a picture would be chosen again for the window's width (in Chromium), fetching a file that nothing shows.
 */
export function useKeptServerPictures(host: Element): void {
  useInsertionEffect(() => {
    if (!hasServerRender(host)) return;
    for (const img of host.shadowRoot!.querySelectorAll<HTMLImageElement>('img[sizes^="auto"]'))
      if (img.currentSrc) img.srcset = img.currentSrc;
  }, [host]);
}
