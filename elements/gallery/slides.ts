import { parseDimensions } from '../../runtime/dimensions.js';
import { childrenByTag } from '../shared/children.js';
import { safeUrl } from '../shared/safe-url.js';
import { warnInvalid } from '../shared/warn.js';

/** One slide as the gallery reads it from a light-DOM `<figure>` (spec 001 §3 "Slide attributes"). */
export interface Slide {
  /** The figure itself: it stays in the light DOM, assigned to the slot `slot`. */
  figure: HTMLElement;
  /** The slot the figure is assigned to (`slide-0`, `slide-1` …). */
  slot: string;
  /** data-type, else video when the figure holds an `<sqs-video>`, else image. */
  type: 'image' | 'video';
  /** The `<img data-src>` of an image slide. */
  img: HTMLImageElement | null;
  /** The original width ÷ height (`data-image-dimensions`), or null when unknown. */
  ratio: number | null;
  /** `data-slide-id`. */
  id: string;
  /** `data-slide-url`. */
  url: string;
  /** `data-click-through-url`. */
  clickThrough: string;
  /** The caption's text (`<figcaption>`). */
  caption: string;
  /** The image's (or the video's) text alternative. */
  alt: string;
}

/** Returns width ÷ height of "WxH", or null when it is not two positive numbers. */
export function ratioOf(dimensions: string | null | undefined): number | null {
  const size = parseDimensions(dimensions);
  return size ? size.width / size.height : null;
}

/** Returns a figure's click-through address when it is a safe one (http(s), mailto, tel, relative), else '' with a warning. */
function clickThroughOf(host: HTMLElement, figure: HTMLElement): string {
  const url = figure.dataset.clickThroughUrl?.trim() ?? '';
  if (!url) return '';
  const safe = safeUrl(url);
  if (safe === null) warnInvalid(host, 'data-click-through-url', url, '');
  return safe ?? '';
}

/**
 * Reads the `<figure>` children of `host` as slides and assigns each to its own named slot, so the shadow tree can
 * give every slide its box while the content stays in the light DOM (readable before upgrade and without script).
 */
export function readSlides(host: HTMLElement): Slide[] {
  return childrenByTag(host, 'figure').map((figure, index) => {
    const slot = `slide-${index}`;
    if (figure.slot !== slot) figure.slot = slot;
    const img = figure.querySelector<HTMLImageElement>('img[data-src], img[src]');
    // The picture fills the figure from the start (the image loader then fits or fills it), so the figure's caption
    // is never laid out beside a picture that has not been sized yet and then pushed away.
    if (img && img.style.display !== 'block')
      Object.assign(img.style, { display: 'block', width: '100%', height: '100%' });
    const video = figure.querySelector('sqs-video');
    const declared = figure.dataset.type;
    const type = declared === 'video' || declared === 'image' ? declared : video ? 'video' : 'image';
    return {
      figure,
      slot,
      type,
      img: type === 'image' ? img : null,
      ratio: ratioOf(img?.getAttribute('data-image-dimensions') ?? figure.dataset.imageDimensions),
      id: figure.dataset.slideId ?? '',
      url: figure.dataset.slideUrl ?? '',
      clickThrough: clickThroughOf(host, figure),
      caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
      alt: img?.alt || video?.getAttribute('alt') || '',
    };
  });
}

/** The attributes whose change makes the gallery read its slides again (not the ones the image loader writes). */
export const SLIDE_ATTRIBUTES = [
  'data-src',
  'data-image-dimensions',
  'data-image-focal-point',
  'data-slide-id',
  'data-slide-url',
  'data-click-through-url',
  'data-type',
  'alt',
  'html',
];
