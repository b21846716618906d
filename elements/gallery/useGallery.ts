import { useLayoutEffect, useRef } from 'react';
import { wrapIndex } from '../shared/children.js';
import { isRightToLeft } from '../shared/direction.js';
import { useMessages } from '../shared/use-messages.js';
import english from './gallery.en.js';
import { useAutoplay, useGalleryLightbox, useHistory, useKeyboard, useParts, useSwipe } from './behaviours.js';
import { DESIGN_STRATEGIES, type DesignContext } from './designs.js';
import type { SqsGalleryElement } from './gallery.element.js';
import { FALLBACK_RATIO, layout } from './layout.js';
import { groupOf, setStep } from './motion.js';
import { resolveOptions } from './resolve.js';
import { useGalleryImages } from './useGalleryImages.js';
import { useSlideClick } from './useSlideClick.js';
import { useSlides, useWidth } from './useSlides.js';
import { useNoImagesWarning } from './warnings.js';
import { adoptServerPictures, useKeptServerPictures } from '../shared/server-pictures.js';
import { serverRender } from '../shared/takeover.js';

/**
 * Returns everything the gallery renders and wires its behaviour: the resolved options and slides, the design's
 * strategy and this render's layout context (null when the block data is invalid and the gallery is not built),
 * autoplay, swipe, the lightbox, keyboard, deep links and picture loading.
 */
export function useGallery(host: SqsGalleryElement) {
  const options = resolveOptions(host);
  const t = useMessages(host, english);
  const slides = useSlides(host);
  const baseRef = useRef<HTMLDivElement>(null);
  const width = useWidth(baseRef, host.timers);
  const count = slides.length;
  const index = count > 0 ? wrapIndex(host.currentIndex, count) : 0;
  const ratios = slides.map((slide) => slide.ratio);
  const geometry = options ? layout(options, ratios, width, index) : null;
  const step = geometry?.step ?? 1;
  const strategy = DESIGN_STRATEGIES[options?.design ?? 'stacked'];
  const autoplay = useAutoplay(host, options, index);
  const swipe = useSwipe(host, options, width);
  const lightbox = useGalleryLightbox(host, slides);
  const onSlideClick = useSlideClick(host, options, strategy, swipe.swiped);
  useKeyboard(host, options);
  const parts = useParts(host, options, slides);
  useHistory(host, options, slides, index);
  useKeptServerPictures(host);
  useLayoutEffect(() => {
    // Taking over a server render, whose slides are <figure>s (its nodes are handed to this first commit): focus on
    // one of them moves to the same slide's link or button, and each slide's picture keeps the file the server's
    // picture of it shows (before the pictures load, below), so it is not asked for again.
    const server = serverRender(host);
    if (!server) return;
    adoptServerPictures(
      host,
      slides.flatMap((slide) => (slide.img?.dataset.src ? [[slide.img, slide.img.dataset.src] as const] : [])),
    );
    const from = server.focused?.closest('figure');
    const i = from ? [...server.nodes.querySelectorAll('figure')].indexOf(from) : -1;
    const own = host.shadowRoot!.querySelectorAll('[part~="slide"]');
    if (i >= 0) own[i]?.querySelector<HTMLElement>('a, button')?.focus();
    // The first commit's slides only: the server's nodes are gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  useGalleryImages(host, options, slides, index, width, geometry);
  useNoImagesWarning(host, count);
  useLayoutEffect(() => {
    setStep(host, step);
    // Resolving the group tells linked galleries which gallery leads them.
    groupOf(host);
    host.dataset.design = options?.design ?? 'unbuilt';
  });
  const context: DesignContext | null =
    options && geometry
      ? {
          options,
          geometry,
          index,
          step,
          offset: swipe.offset,
          firstRatio: slides[0]?.ratio ?? FALLBACK_RATIO,
          direction: isRightToLeft(host) ? -1 : 1,
        }
      : null;
  return { t, slides, baseRef, strategy, context, autoplay, swipe, lightbox, onSlideClick, parts };
}
