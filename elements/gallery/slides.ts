import { parseDimensions } from '../../runtime/dimensions.js';
import { safeUrl } from '../shared/safe-url.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import { imageMessages } from '../../runtime/images.js';
import { format } from '../../runtime/messages.js';
import { warnGallery } from './warnings.js';

/**
 * One slide as the gallery reads it from a light-DOM `<figure>` (spec 001 §3 "Slide attributes") or from the
 * platform's own rendered slide (`div.slide`, `div.image-wrapper` or a bare `img`).
 */
export interface Slide {
  /** The figure (or the platform's slide) itself: it stays in the light DOM, assigned to the slot `slot`. */
  figure: HTMLElement;
  /** True for the platform's rendered slide (not a `<figure>`): its picture fills the slide's box. */
  platform: boolean;
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
  /** The caption's text (`<figcaption>`), or the platform's slide title (`.meta-title`). */
  caption: string;
  /** The platform's slide description (`.meta-description`); '' for a figure. */
  description: string;
  /** The image's (or the video's) text alternative. */
  alt: string;
}

/** Returns width ÷ height of "WxH", or null when it is not two positive numbers. */
export function ratioOf(dimensions: string | null | undefined): number | null {
  const size = parseDimensions(dimensions);
  return size ? size.width / size.height : null;
}

/** Returns `url` when it is a safe address (http(s), mailto, tel, relative), else '' with a warning. */
function safeLink(host: HTMLElement, url: string): string {
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

/** The platform's rendered slides: a grid, slideshow or stacked slide, or a bare picture of its slider. */
const PLATFORM_SLIDE = '.slide, .image-wrapper, img';
/** The platform's wrappers around its slides, read through. */
const PLATFORM_WRAPPER = '.sqs-gallery-container, .sqs-gallery, .sqs-wrapper';
/**
 * The platform's own chrome beside its slides, left unshown because the gallery draws its own: its thumbnail strip,
 * caption box and controls, the block's style and fallback markup.
 */
const PLATFORM_CHROME =
  '.sqs-gallery-thumbnails, .sqs-gallery-meta-container, .sqs-gallery-controls, style, script, noscript';

/** Returns the child of `host` that holds `node`. */
function childHolding(host: HTMLElement, node: Element): Element {
  let child = node;
  while (child.parentElement && child.parentElement !== host) child = child.parentElement;
  return child;
}

/**
 * Returns the slide elements of `host` in order: its `<figure>` children, and the platform's rendered slides, which
 * are moved out of the platform's wrappers to be children of `host` (only a child can be given a slot). Chrome is
 * left where it is, unshown; any other element is not a valid node (warned, and not shown).
 */
function slideElements(host: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (parent: Element): void => {
    for (const child of [...parent.children]) {
      if (!(child instanceof HTMLElement)) continue;
      const figure = child.localName === 'figure';
      // An element placed in a named slot of its own is the page's business.
      if (!figure && child.slot && !child.slot.startsWith('slide-')) continue;
      if (figure || child.matches(PLATFORM_SLIDE)) {
        if (parent !== host) host.insertBefore(child, childHolding(host, child));
        found.push(child);
      } else if (child.matches(PLATFORM_WRAPPER)) walk(child);
      else if (!child.matches(PLATFORM_CHROME))
        // spec 001 §8: only slides are valid.
        warnOnce(
          host,
          `node:${child.localName}`,
          `<${host.localName}>: ${format(imageMessages.invalidNode, { x: `<${child.localName}>` })}`,
        );
    }
  };
  walk(host);
  return found;
}

/**
 * Returns the slides of `host` with their slide type: a slide of an unknown media type, or an empty image, is
 * skipped with a warning.
 */
function slideFigures(host: HTMLElement): Array<[HTMLElement, Slide['type']]> {
  const kept: Array<[HTMLElement, Slide['type']]> = [];
  for (const child of slideElements(host)) {
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

/** Images whose proportions are being learned from the loaded file (each listened to once). */
const measuring = new WeakSet<HTMLImageElement>();

/**
 * Learns the proportions of a picture the page gives without `data-image-dimensions` (a page saved after the
 * platform's scripts ran): once the file is loaded its natural size is written there, which the gallery reads again.
 */
function learnDimensions(img: HTMLImageElement): void {
  const write = (): void => {
    if (img.naturalWidth > 0 && img.naturalHeight > 0)
      img.setAttribute('data-image-dimensions', `${img.naturalWidth}x${img.naturalHeight}`);
  };
  if (img.complete) write();
  else if (!measuring.has(img)) {
    measuring.add(img);
    img.addEventListener('load', write, { once: true });
  }
}

/** Returns the text of the first element in `slide` matching `selector`, trimmed. */
const textOf = (slide: Element, selector: string): string => slide.querySelector(selector)?.textContent?.trim() ?? '';

/** Returns the platform slide's click-through: its `data-click-through-url`, else its picture's link. */
function platformLink(slide: HTMLElement): string {
  const href = slide.querySelector('a[href]')?.getAttribute('href')?.trim() ?? '';
  // A link to the page's own top ('#') goes nowhere.
  return slide.dataset.clickThroughUrl?.trim() || (href === '#' ? '' : href);
}

/** The platform slides already made the gallery's own. */
const adopted = new WeakSet<HTMLElement>();

/** Returns the slide's picture: the slide itself when it is a bare `img`, else the first `img` with a source in it. */
const pictureOf = (slide: HTMLElement): HTMLImageElement | null =>
  slide instanceof HTMLImageElement ? slide : slide.querySelector<HTMLImageElement>('img[data-src], img[src]');

/**
 * Gives a platform slide that only has its `<noscript>` fallback (a page saved without the platform's scripts) the
 * picture that fallback names: an `img` built from its address (when safe) and text alternative, never its markup.
 */
function pictureFromFallback(slide: HTMLElement): void {
  const fallback = slide.querySelector('noscript');
  if (!fallback || pictureOf(slide)) return;
  // The fallback's text is parsed into an inert document, from which only two attribute values are read.
  const parsed = new DOMParser().parseFromString(fallback.textContent ?? '', 'text/html').querySelector('img');
  const src = safeUrl(parsed?.getAttribute('src'));
  if (!parsed || src === null) return;
  const img = document.createElement('img');
  img.setAttribute('data-src', src);
  img.alt = parsed.getAttribute('alt') ?? '';
  fallback.after(img);
}

/**
 * Gives a platform video slide (`.sqs-video-wrapper` with the provider's embed in `data-html`) an `<sqs-video>`,
 * which sanitizes that embed and plays it; the wrapper with its poster is then unshown.
 */
function videoFromWrapper(slide: HTMLElement): void {
  const wrapper = slide.querySelector<HTMLElement>('.sqs-video-wrapper[data-html]');
  if (!wrapper || slide.querySelector('sqs-video')) return;
  const video = document.createElement('sqs-video');
  video.setAttribute('html', wrapper.dataset.html ?? '');
  if (wrapper.dataset.providerName) video.setAttribute('provider-name', wrapper.dataset.providerName);
  const poster = wrapper.querySelector('img');
  const thumbnail = safeUrl(poster?.getAttribute('data-src') ?? poster?.getAttribute('src'));
  if (thumbnail) video.setAttribute('thumbnail', thumbnail);
  if (poster?.alt) video.setAttribute('alt', poster.alt);
  wrapper.hidden = true;
  wrapper.after(video);
}

/**
 * Makes a platform slide the gallery's, once: gives it a picture from its fallback or an `<sqs-video>` from its video
 * wrapper when it has none, drops the inline state its scripts left (a hidden slide's opacity, a picture's px
 * offsets), fits its picture to the slide's box, keeps its own link out of the tab order and the accessibility tree
 * (the gallery's own link or button over the picture stands for it), and gives a picture without a text alternative
 * an empty one (the slide's box is labelled).
 */
function adoptPlatformSlide(slide: HTMLElement): void {
  if (adopted.has(slide)) return;
  adopted.add(slide);
  if (slide.dataset.type === 'video') videoFromWrapper(slide);
  else pictureFromFallback(slide);
  slide.removeAttribute('style');
  const img = pictureOf(slide);
  if (img) {
    img.removeAttribute('style');
    Object.assign(img.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', maxWidth: 'none' });
    if (!img.hasAttribute('alt')) img.alt = '';
  }
  for (const anchor of slide.querySelectorAll('a')) {
    anchor.tabIndex = -1;
    anchor.setAttribute('aria-hidden', 'true');
  }
}

/**
 * Reads the `<figure>` children of `host` and the platform's rendered slides as slides and assigns each to its own
 * named slot, so the shadow tree can
 * give every slide its box while the content stays in the light DOM (readable before upgrade and without script).
 */
export function readSlides(host: HTMLElement): Slide[] {
  return slideFigures(host).map(([figure, type], index) => {
    const slot = `slide-${index}`;
    if (figure.slot !== slot) figure.slot = slot;
    const platform = figure.localName !== 'figure';
    if (platform) adoptPlatformSlide(figure);
    const img = pictureOf(figure);
    // The picture fills the figure from the start (the image loader then fits or fills it), so the figure's caption
    // is never laid out beside a picture that has not been sized yet and then pushed away.
    if (!platform && img && img.style.display !== 'block')
      Object.assign(img.style, { display: 'block', width: '100%', height: '100%' });
    const video = figure.querySelector('sqs-video');
    const dimensions = img?.getAttribute('data-image-dimensions') ?? figure.dataset.imageDimensions;
    if (img && type === 'image' && ratioOf(dimensions) === null) learnDimensions(img);
    return {
      figure,
      platform,
      slot,
      type,
      img: type === 'image' ? img : null,
      ratio: ratioOf(dimensions),
      id: figure.dataset.slideId ?? '',
      url: figure.dataset.slideUrl ?? '',
      clickThrough: safeLink(host, platform ? platformLink(figure) : (figure.dataset.clickThroughUrl?.trim() ?? '')),
      caption: textOf(figure, platform ? '.meta-title, .image-slide-title' : 'figcaption'),
      description: platform ? textOf(figure, '.meta-description, .image-slide-description') : '',
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
