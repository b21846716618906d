import { parseDimensions } from '../../runtime/dimensions.js';
import { safeUrl } from '../shared/safe-url.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import { imageMessages } from '../../runtime/images.js';
import { format } from '../../runtime/messages.js';
import { warnGallery } from './warnings.js';

/** One slide as the gallery reads it from a light-DOM `<figure>` (spec 001 §3 "Slide attributes"). */
export interface Slide {
  /** The figure itself: it stays in the light DOM, assigned to the slot `slot`. */
  figure: HTMLElement;
  /** The slot the figure is assigned to (`slide-0`, `slide-1` …). */
  slot: string;
  /** By the figure's media type (`data-type`), else video when the figure holds an `<sqs-video>`, else image. */
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
 * The gallery media types of spec 001 §9 as a figure's `data-type` (any case, spaces, underscores or camelCase:
 * `licensed image`, `LICENSED_IMAGE`, `licensedImage`), and the slide each becomes: pictures are image slides, a
 * reused asset is a video slide when it holds an `<sqs-video>`, an empty image (a placeholder with no picture yet)
 * has nothing to show and is skipped with the warning 'No image'.
 */
const MEDIA_TYPES: Readonly<Record<string, Slide['type'] | 'by-content' | 'empty'>> = {
  image: 'image',
  'image-file': 'image',
  'licensed-image': 'image',
  'reused-image': 'image',
  'reused-asset': 'by-content',
  video: 'video',
  'empty-image': 'empty',
};

/** Returns the media type named by `data-type` in kebab case ('' when the figure has none). */
function mediaTypeOf(figure: HTMLElement): string {
  return (figure.dataset.type ?? '')
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * Returns the figures of `host` that are slides, each with its slide type: a figure of an unknown media type, or an
 * empty image, is skipped with a warning; any other element child is not a valid node (warned, and not shown).
 */
function slideFigures(host: HTMLElement): Array<[HTMLElement, Slide['type']]> {
  const kept: Array<[HTMLElement, Slide['type']]> = [];
  for (const child of host.children) {
    if (!(child instanceof HTMLElement) || child.localName !== 'figure') {
      // spec 001 §8: only figures are slides; an element placed in a named slot of its own is the page's business.
      if (!child.slot || child.slot.startsWith('slide-'))
        warnOnce(
          host,
          `node:${child.localName}`,
          `<${host.localName}>: ${format(imageMessages.invalidNode, { x: `<${child.localName}>` })}`,
        );
      continue;
    }
    const declared = mediaTypeOf(child);
    const kind =
      declared === '' ? 'by-content' : Object.hasOwn(MEDIA_TYPES, declared) ? MEDIA_TYPES[declared] : undefined;
    const type = kind === 'by-content' ? (child.querySelector('sqs-video') ? 'video' : 'image') : kind;
    if (type === 'image' || type === 'video') kept.push([child, type]);
    else {
      if (type === undefined) warnGallery(host, 'gallery.unknown-media-type', { type: child.dataset.type ?? '' });
      else warnOnce(host, 'empty-image', `<${host.localName}>: ${imageMessages.noImage}`);
      if (child.slot.startsWith('slide-')) child.removeAttribute('slot');
    }
  }
  return kept;
}

/**
 * Reads the `<figure>` children of `host` as slides and assigns each to its own named slot, so the shadow tree can
 * give every slide its box while the content stays in the light DOM (readable before upgrade and without script).
 */
export function readSlides(host: HTMLElement): Slide[] {
  return slideFigures(host).map(([figure, type], index) => {
    const slot = `slide-${index}`;
    if (figure.slot !== slot) figure.slot = slot;
    const img = figure.querySelector<HTMLImageElement>('img[data-src], img[src]');
    // The picture fills the figure from the start (the image loader then fits or fills it), so the figure's caption
    // is never laid out beside a picture that has not been sized yet and then pushed away.
    if (img && img.style.display !== 'block')
      Object.assign(img.style, { display: 'block', width: '100%', height: '100%' });
    const video = figure.querySelector('sqs-video');
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
