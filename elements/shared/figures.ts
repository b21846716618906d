import { parseDimensions } from '../../runtime/dimensions.js';

/** One picture (or video) of a lightbox. */
export interface LightboxItem {
  /** The image's address (sized by the image loader: `?format=NNNw`). */
  src: string;
  /** The image's text alternative. */
  alt?: string;
  /** The caption shown under it. */
  caption?: string;
  /** The original width in px (for the width step and the box). */
  width?: number;
  /** The original height in px. */
  height?: number;
  /** `data-slide-id`: the item's id, for the history hash. */
  slideId?: string;
  /** `data-slide-url`: the item's url slug, preferred for the history hash. */
  slideUrl?: string;
  /** A video embed (the `html` of `<sqs-video>`) shown instead of the image. */
  video?: string;
}

/** True for an array of objects that each have a string `src` (the `items` attribute's guard). */
export function isItemList(value: unknown): value is LightboxItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && typeof (item as LightboxItem).src === 'string')
  );
}

/**
 * Reads the items of light-DOM `<figure>` children: the `<img>` (`data-src` or `src`, `alt`,
 * `data-image-dimensions`), the `<figcaption>` text, the figure's `data-slide-id` / `data-slide-url`, and an
 * `<sqs-video>`'s `html` when the figure holds one.
 */
export function itemsFromFigures(figures: readonly Element[]): LightboxItem[] {
  return figures.map((figure) => {
    // The platform's slider gives a bare picture as a slide.
    const img = figure.localName === 'img' ? (figure as HTMLImageElement) : figure.querySelector('img');
    const video = figure.querySelector('sqs-video');
    const dimensions = parseDimensions(img?.getAttribute('data-image-dimensions'));
    return {
      src: img?.getAttribute('data-src') ?? img?.getAttribute('src') ?? video?.getAttribute('thumbnail') ?? '',
      alt: img?.getAttribute('alt') ?? '',
      caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
      width: dimensions?.width,
      height: dimensions?.height,
      slideId: (figure as HTMLElement).dataset.slideId,
      slideUrl: (figure as HTMLElement).dataset.slideUrl,
      video: video?.getAttribute('html') ?? undefined,
    };
  });
}

/** The history hash name of an item: its url slug, else its id (undefined when it has neither). */
export const hashOf = (item: LightboxItem | undefined): string | undefined =>
  item?.slideUrl || item?.slideId || undefined;
