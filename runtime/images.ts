/**
 * The responsive image loader (spec 001 §3 "Image", "Image loading options"; §4 "Images"; §5 "Image"; §9 image
 * widths, lazy-load margin, load concurrency, attachment polling). An `<img data-src>` gets the first width step that
 * covers the width it is shown at times the device pixel ratio, as `?format=NNNw` or `-NNNw`, positioned inside its
 * container (fit, fill with a focal point, or none), marked loading until it loads or fails.
 */
import { parseDimensions } from './dimensions.js';
import { timers as pageTimers, type Timers } from './lib/timers.js';
import { format } from './messages.js';

export { parseDimensions } from './dimensions.js';
export type { Dimensions } from './dimensions.js';

/** The image loader's warnings (spec 001 §5, §8, exact). */
export const imageMessages = {
  invalidImageElement: 'Element is not a valid image element.',
  invalidImageSource: 'Invalid or missing image source.',
  imageNotAttached: 'Image element has no parentNode.',
  invalidImageMode: 'Image mode "{mode}" must be fit, fill or none; none is used.',
  noImage: 'No image',
  invalidNode: '{x} is not a valid node.',
  noRootNode: 'No root node',
  imageNotLoaded: '{x} not loaded',
  missingFitAlignment: 'Missing alignment for "content-fit" image.',
  valueIsNaN: 'Value for {x} is NaN.',
  invalidEncodingMap: 'Invalid encoding map',
} as const;

/** The width steps the image server renders, largest first (spec 001 §9). */
export const IMAGE_WIDTHS: readonly number[] = Object.freeze([2500, 1500, 1000, 750, 500, 300, 100]);

/** Images within this many pixels of the viewport load when lazy (spec 001 §9). */
export const LAZY_LOAD_MARGIN = 200;

/** How many images load at once on a desktop and on a mobile device (spec 001 §9). */
export const LOAD_CONCURRENCY = Object.freeze({ desktop: 16, mobile: 1 });

/** How often and how many times the loader looks for a detached image to be attached (spec 001 §9). */
export const ATTACH_POLL = Object.freeze({ interval: 10, attempts: 100 });

/** How an image sits in its container: contained, covering, or left as the page styles it. */
export type ImageMode = 'fit' | 'fill' | 'none';

/** Where a fitted image sits along the side it does not fill. */
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

/** Options of `loadImage` (spec 001 §3 "Image loading options"). */
export interface ImageLoadOptions {
  /** The original size; defaults to `data-image-dimensions` ("WxH"). */
  dimensions?: { width: number; height: number };
  /** The point kept in view when filling, as fractions; defaults to `data-image-focal-point` ("x,y"), else 0.5,0.5. */
  focalPoint?: { x: number; y: number };
  /** true loads now (default), 'viewport' when within 200 px of the viewport, false only positions. */
  load?: boolean | 'viewport';
  /** fit (contain), fill (cover) or none; defaults to `data-mode`, else cropMode, else none. */
  mode?: ImageMode;
  /** The same choice in crop terms: cover is fill, contain is fit. */
  cropMode?: 'cover' | 'contain' | 'none';
  /** Where a fitted image sits (default center). */
  fitAlignment?: FitAlignment;
  /** Multiplies the needed width (default 1, minimum 0). */
  sizeAdjustment?: number;
  /** `?format=750w` (queryString, default) or `name-750w.jpg` (filename). */
  sizeFormat?: 'queryString' | 'filename';
  /** Ignore the pixel ratio when the visitor asks to save data (`navigator.connection.saveData`). */
  allowSaveData?: boolean;
  /** The lowest pixel ratio assumed (default 0). */
  dprMin?: number;
  /** The highest pixel ratio assumed (default unlimited). */
  dprMax?: number;
  /** Load even when the image is already marked loading. */
  allowConcurrentLoads?: boolean;
  /** Replace the source even when the new width is not larger than the current one. */
  forceImageUpdate?: boolean;
  /** The element whose box decides the needed width (default the image's parent). */
  container?: Element;
  /** The device pixel ratio (default `window.devicePixelRatio`). */
  dpr?: number;
  /** Whether the image may be shown larger than its original size (default true). */
  stretch?: boolean;
  /** Show the image as the container's background (the img stays, transparent, for its alt text). */
  useBgImage?: boolean;
  /** Place the image absolutely in px inside its container instead of with object-fit. */
  useAdvancedPositioning?: boolean;
  /** The element the image belongs to: the loader's warnings name it (`<sqs-gallery>: …`) and are given once. */
  owner?: Element;
}

/** Options of `imageWidthFor`. */
export type ImageWidthOptions = Pick<
  ImageLoadOptions,
  'sizeAdjustment' | 'dprMin' | 'dprMax' | 'allowSaveData' | 'owner'
> & {
  /** The device pixel ratio (default `window.devicePixelRatio`, else 1). */
  dpr?: number;
};

/** A first-in first-out line of loads with a limit on how many run at once. */
export interface LoadQueue {
  /** Runs `start` now if a slot is free, else when one frees; `start` gets the function that frees its slot. */
  add(start: (done: () => void) => void): void;
  /** How many loads run now. */
  readonly active: number;
  /** How many loads wait. */
  readonly waiting: number;
}

/** What the loader runs on; every field has a default from the page. */
export interface ImageLoaderEnv {
  /** The window whose pixel ratio, observer and connection apply. */
  window: Window & typeof globalThis;
  /** The load line (16 at once on a desktop, 1 on a mobile device). */
  queue: LoadQueue;
  /** Timers for the attachment polling. */
  timers: Timers;
}

const RESOLUTION_ATTR = 'data-image-resolution';
const LOADING_ATTR = 'data-loading';
const LOADING_CLASS = 'loading';
const MODES: readonly string[] = ['fit', 'fill', 'none'];
const CROP_MODES: Record<string, ImageMode> = { cover: 'fill', contain: 'fit', none: 'none' };
const ALIGNMENTS: Record<FitAlignment, [number, number]> = {
  top: [0.5, 0],
  left: [0, 0.5],
  center: [0.5, 0.5],
  right: [1, 0.5],
  bottom: [0.5, 1],
};

/** Returns the width step for a needed CSS width at a device pixel ratio (after dprMin/dprMax/sizeAdjustment/saveData). */
export function imageWidthFor(cssWidth: number, options: ImageWidthOptions = {}): number {
  const adjustment = Math.max(0, finite(notNaN(options.sizeAdjustment, 'sizeAdjustment', options.owner), 1));
  const needed = Math.max(0, finite(cssWidth, 0)) * adjustment * pixelRatio(options);
  const ascending = [...IMAGE_WIDTHS].sort((a, b) => a - b);
  // Rounding keeps 300 × 2.5 = 750.0000001 on the 750 step.
  return ascending.find((step) => step >= Math.round(needed * 1000) / 1000) ?? ascending[ascending.length - 1]!;
}

/** Returns `src` at `width`: `?format=750w` (replacing a format already there) or `name-750w.ext`. */
export function sizedImageUrl(
  src: string,
  width: number,
  sizeFormat: 'queryString' | 'filename' = 'queryString',
): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const beforeHash = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = (queryAt < 0 ? '' : beforeHash.slice(queryAt + 1)).split('&').filter((part) => part !== '');
  if (sizeFormat === 'filename') {
    const sized = path.replace(/(-\d+w)?(\.[A-Za-z0-9]+)?$/, (_whole, _size, ext = '') => `-${width}w${ext}`);
    return sized + (params.length ? `?${params.join('&')}` : '') + hash;
  }
  const others = params.filter((part) => !/^format=/.test(part));
  return `${path}?${[...others, `format=${width}w`].join('&')}${hash}`;
}

/** The width step of each image's file that the page already shows (`adoptShownImage`), until its first load. */
const shownSteps = new WeakMap<HTMLImageElement, number>();

/**
 * Notes for `img`, whose file is `src` (its `data-src`), the widest of that file's width steps among `shown` (absolute
 * addresses the page already holds or is fetching, as `currentSrc` names them): its first load, when it comes, takes
 * that step unless its box needs a larger one, so the same file is never asked for again, nor a smaller one. Returns
 * the step, or 0 when none is shown or `img` has been loaded already.
 */
export function adoptShownImage(img: HTMLImageElement, src: string, shown: ReadonlySet<string>): number {
  if (img.hasAttribute(RESOLUTION_ATTR)) return 0;
  // Widest first (IMAGE_WIDTHS runs down).
  const width = IMAGE_WIDTHS.find((step) => shown.has(new URL(sizedImageUrl(src, step), img.baseURI).href)) ?? 0;
  if (width > 0) shownSteps.set(img, width);
  return width;
}

/** Returns a load line that runs at most `limit` loads at once. */
export function createLoadQueue(limit: number): LoadQueue {
  const waiting: Array<(done: () => void) => void> = [];
  let active = 0;
  const next = (): void => {
    while (active < limit && waiting.length > 0) {
      const start = waiting.shift()!;
      active += 1;
      let freed = false;
      start(() => {
        if (freed) return;
        freed = true;
        active -= 1;
        next();
      });
    }
  };
  return {
    add(start) {
      waiting.push(start);
      next();
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Returns how many images load at once on the device `nav` describes: 1 on a mobile device, else 16. */
export function loadConcurrency(nav: Pick<Navigator, 'userAgent'> = navigator): number {
  const mobile = (nav as { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return (mobile ?? /Mobi|Android|iPhone|iPad/i.test(nav.userAgent))
    ? LOAD_CONCURRENCY.mobile
    : LOAD_CONCURRENCY.desktop;
}

let pageQueue: LoadQueue | undefined;
/** Returns the page's load line, sized for the device on first use. */
function defaultQueue(win: Window): LoadQueue {
  pageQueue ??= createLoadQueue(loadConcurrency(win.navigator));
  return pageQueue;
}

const observers = new WeakMap<Window, IntersectionObserver>();
const lazy = new WeakMap<Element, () => void>();

/**
 * Loads `img` (an <img data-src>) per spec 001 §3–§4: picks the width step, sets src, positions it (fit/fill/focal
 * point), marks it loading. Returns true when a load was started or scheduled (lazy), false when it did nothing.
 */
export function loadImage(
  img: Element | null | undefined,
  options: ImageLoadOptions = {},
  env?: Partial<ImageLoaderEnv>,
): boolean {
  const { owner } = options;
  // spec 001 §8: nothing given, something that is not a DOM node, a node that is not an <img>.
  if (img === null || img === undefined) {
    warn(owner, null, 'no-image', imageMessages.noImage);
    return false;
  }
  if (typeof (img as Partial<Node>).nodeType !== 'number') {
    warn(owner, null, `node:${String(img)}`, format(imageMessages.invalidNode, { x: String(img) }));
    return false;
  }
  const win = (env?.window ?? img.ownerDocument?.defaultView ?? window) as Window & typeof globalThis;
  if (!(img instanceof win.HTMLImageElement)) {
    warn(owner, img, 'element', imageMessages.invalidImageElement);
    return false;
  }
  const src = img.getAttribute('data-src')?.trim();
  if (!src) {
    warn(owner, img, 'source', imageMessages.invalidImageSource);
    return false;
  }
  const full: ImageLoaderEnv = {
    window: win,
    queue: env?.queue ?? defaultQueue(win),
    timers: env?.timers ?? pageTimers,
  };
  if (!img.isConnected || !img.parentNode) return waitForAttachment(img, src, options, full);
  return loadAttached(img, src, options, full);
}

/**
 * Loads several images as `loadImage` does each, and returns what it returns for each; every container's box is read
 * before any image is placed, so the page is laid out once for the whole list instead of once per image.
 */
export function loadImages(
  list: ReadonlyArray<readonly [img: Element | null | undefined, options?: ImageLoadOptions]>,
  env?: Partial<ImageLoaderEnv>,
): boolean[] {
  const ahead = new Map<HTMLImageElement, Measured>();
  for (const [img, options = {}] of list) {
    const ready = img instanceof Element && img.localName === 'img' && img.isConnected && img.parentNode;
    if (ready && img.getAttribute('data-src')?.trim())
      ahead.set(img as HTMLImageElement, measure(img as HTMLImageElement, options));
  }
  measuredAhead = ahead;
  try {
    return list.map(([img, options]) => loadImage(img, options, env));
  } finally {
    measuredAhead = undefined;
  }
}

/** Polls for `img` to be attached (spec 001 §9: up to 100 times every 10 ms), then loads it; warns when it never is. */
function waitForAttachment(
  img: HTMLImageElement,
  src: string,
  options: ImageLoadOptions,
  env: ImageLoaderEnv,
): boolean {
  let attempts = 0;
  const poll = (): void => {
    if (img.isConnected && img.parentNode) {
      loadAttached(img, src, options, env);
      return;
    }
    attempts += 1;
    if (attempts >= ATTACH_POLL.attempts) warn(options.owner, img, 'attached', imageMessages.imageNotAttached);
    else env.timers.setTimeout(poll, ATTACH_POLL.interval);
  };
  env.timers.setTimeout(poll, ATTACH_POLL.interval);
  return true;
}

function loadAttached(img: HTMLImageElement, src: string, options: ImageLoadOptions, env: ImageLoaderEnv): boolean {
  const load = options.load ?? true;
  if (load === 'viewport' && typeof env.window.IntersectionObserver === 'function') {
    position(img, options);
    // A later call while it waits only replaces the options it will load with.
    const waiting = lazy.has(img);
    lazy.set(img, () => startLoad(img, src, options, env));
    if (!waiting) observerFor(env.window).observe(img);
    return true;
  }
  // Without an observer a lazy image loads at once (spec 001 §4).
  if (load === false) {
    position(img, options);
    return false;
  }
  return startLoad(img, src, options, env);
}

/** Returns the page's one lazy-load observer: 200 px around the viewport, each image loaded once. */
function observerFor(win: Window & typeof globalThis): IntersectionObserver {
  let observer = observers.get(win);
  if (!observer) {
    observer = new win.IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          self.unobserve(entry.target);
          const run = lazy.get(entry.target);
          lazy.delete(entry.target);
          run?.();
        }
      },
      // scrollMargin widens every scroll container up to and including the viewport (so a slider's strip too);
      // both at once would add up to 400 px, so rootMargin is only for browsers without it.
      'scrollMargin' in win.IntersectionObserver.prototype
        ? { scrollMargin: `${LAZY_LOAD_MARGIN}px` }
        : { rootMargin: `${LAZY_LOAD_MARGIN}px` },
    );
    observers.set(win, observer);
  }
  return observer;
}

function startLoad(img: HTMLImageElement, src: string, options: ImageLoadOptions, env: ImageLoaderEnv): boolean {
  if (img.hasAttribute(LOADING_ATTR) && !options.allowConcurrentLoads) return false;
  const { cssWidth } = position(img, options);
  const needed = imageWidthFor(cssWidth, { ...options, dpr: options.dpr ?? env.window.devicePixelRatio });
  const width = Math.max(needed, shownSteps.get(img) ?? 0);
  shownSteps.delete(img);
  const current = Number.parseInt(img.getAttribute(RESOLUTION_ATTR) ?? '', 10) || 0;
  // spec 001 §4: the resolution is only ever raised, unless forced.
  if (width <= current && !options.forceImageUpdate) return false;
  const url = sizedImageUrl(src, width, encodingOf(img, options));
  img.setAttribute(RESOLUTION_ATTR, `${width}w`);
  setLoading(img, true);
  env.queue.add((done) => {
    const settle = (event: Event): void => {
      img.removeEventListener('load', settle, true);
      img.removeEventListener('error', settle, true);
      const container = containerOf(img, options);
      // spec 001 §8: the file at the chosen width failed; the image keeps its box (and its alt text).
      if (event.type === 'error')
        warn(options.owner, img, `error:${url}`, format(imageMessages.imageNotLoaded, { x: url }));
      if (options.useBgImage && event.type === 'load' && container instanceof HTMLElement) {
        container.style.backgroundImage = `url("${url.replace(/["\\\n]/g, encodeURIComponent)}")`;
      }
      // A newer load of the same image keeps the marker until it settles itself.
      if (img.getAttribute(RESOLUTION_ATTR) === `${width}w`) setLoading(img, false);
      done();
    };
    // Capturing, so the mark is gone before the page's own load listeners run.
    img.addEventListener('load', settle, true);
    img.addEventListener('error', settle, true);
    img.src = url;
  });
  return true;
}

function setLoading(img: HTMLImageElement, loading: boolean): void {
  img.classList.toggle(LOADING_CLASS, loading);
  img.toggleAttribute(LOADING_ATTR, loading);
}

/** Where the image sits in its container's box: its shown size and its offset from the box's top left, in CSS px. */
interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** An image's box, read; `apply` writes its placement. */
interface Measured {
  /** The CSS width the image is shown at. */
  cssWidth: number;
  apply(): void;
}

/** Boxes read ahead by `loadImages`, each used by the next positioning of its image. */
let measuredAhead: Map<HTMLImageElement, Measured> | undefined;

/** Sizes and places `img` in its container by mode; returns the CSS width the image is shown at. */
function position(img: HTMLImageElement, options: ImageLoadOptions): { cssWidth: number } {
  const measured = measuredAhead?.get(img) ?? measure(img, options);
  measuredAhead?.delete(img);
  measured.apply();
  return measured;
}

/** Reads what placing `img` needs (its container's box) without writing anything, so reads can be batched. */
function measure(img: HTMLImageElement, options: ImageLoadOptions): Measured {
  const container = containerOf(img, options);
  const box = container.getBoundingClientRect();
  const mode = modeOf(img, options);
  const dimensions = options.dimensions ?? parseDimensions(img.getAttribute('data-image-dimensions'));
  const nothing = (): void => {};
  if (mode === 'none') return { cssWidth: img.getBoundingClientRect().width || box.width, apply: nothing };
  if (!dimensions || dimensions.width <= 0 || dimensions.height <= 0) {
    // Unknown proportions: the browser fits or fills by the loaded file; it is needed as wide as the box.
    return { cssWidth: box.width, apply: () => setObjectFit(img, mode === 'fill' ? 'cover' : 'contain', '50% 50%') };
  }
  const height = box.height > 0 ? box.height : (box.width * dimensions.height) / dimensions.width;
  const cover = Math.max(box.width / dimensions.width, height / dimensions.height);
  const contain = Math.min(box.width / dimensions.width, height / dimensions.height);
  // Without stretch an image is never shown larger than its original size.
  const scale = Math.min(mode === 'fill' ? cover : contain, options.stretch === false ? 1 : Infinity);
  const width = dimensions.width * scale;
  const shownHeight = dimensions.height * scale;
  let x: number;
  let y: number;
  if (mode === 'fit') {
    [x, y] = ALIGNMENTS[alignmentOf(img, options)];
  } else {
    // The focal point goes to the middle of the box, as far as the image's edges allow.
    const point = parsePair(img.getAttribute('data-image-focal-point'), ',');
    const focal = options.focalPoint ?? (point && { x: point[0], y: point[1] });
    const focalX = finite(notNaN(focal?.x, 'focalPoint.x', options.owner), 0.5);
    const focalY = finite(notNaN(focal?.y, 'focalPoint.y', options.owner), 0.5);
    x = focalShare(clamp(focalX, 0, 1), box.width, width);
    y = focalShare(clamp(focalY, 0, 1), height, shownHeight);
  }
  const placement = { width, height: shownHeight, left: (box.width - width) * x, top: (height - shownHeight) * y };
  let apply: () => void;
  if (options.useBgImage) apply = () => placeBackground(img, container, placement);
  else if (options.useAdvancedPositioning) {
    const positioned = container instanceof HTMLElement && getComputedStyle(container).position !== 'static';
    apply = () => placeAbsolutely(img, container, placement, mode, positioned);
  } else {
    const fit = mode === 'fill' ? (scale < cover ? 'none' : 'cover') : scale < contain ? 'scale-down' : 'contain';
    apply = () => setObjectFit(img, fit, `${percent(x)} ${percent(y)}`);
  }
  return { cssWidth: width, apply };
}

/** Returns where along the overflow (0 start … 1 end) the image sits so the focal point is as central as it can be. */
function focalShare(focal: number, box: number, shown: number): number {
  const overflow = shown - box;
  return overflow <= 0.5 ? 0.5 : clamp(focal * shown - box / 2, 0, overflow) / overflow;
}

function percent(share: number): string {
  return `${Math.round(share * 10000) / 100}%`;
}

/** object-fit places the image inside its own box, which fills the container: no layout of the container changes. */
function setObjectFit(img: HTMLImageElement, fit: string, objectPosition: string): void {
  img.style.width = '100%';
  img.style.height = '100%';
  img.style.objectFit = fit;
  img.style.objectPosition = objectPosition;
}

/** useAdvancedPositioning: the image is absolutely placed in px inside its (positioned, clipping) container. */
function placeAbsolutely(
  img: HTMLImageElement,
  container: Element,
  place: Placement,
  mode: ImageMode,
  positioned: boolean,
): void {
  if (container instanceof HTMLElement) {
    if (!positioned) container.style.position = 'relative';
    if (mode === 'fill') container.style.overflow = 'hidden';
  }
  Object.assign(img.style, {
    position: 'absolute',
    left: px(place.left),
    top: px(place.top),
    width: px(place.width),
    height: px(place.height),
    maxWidth: 'none',
  });
}

/** useBgImage: the container shows the image as its background; the img stays (transparent) for its alt text. */
function placeBackground(img: HTMLImageElement, container: Element, place: Placement): void {
  img.style.opacity = '0';
  if (!(container instanceof HTMLElement)) return;
  Object.assign(container.style, {
    backgroundRepeat: 'no-repeat',
    backgroundSize: `${px(place.width)} ${px(place.height)}`,
    backgroundPosition: `${px(place.left)} ${px(place.top)}`,
  });
}

function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}

function containerOf(img: HTMLImageElement, options: ImageLoadOptions): Element {
  if (options.container instanceof Element) return options.container;
  // A container was named but is not an element (null, a selector string …): the image's parent stands in.
  if ('container' in options && options.container !== undefined)
    warn(options.owner, img, 'root', imageMessages.noRootNode);
  return img.parentElement ?? img;
}

/**
 * Returns where a fitted image sits: its fitAlignment, center when none is asked for; one that is not top, left,
 * center, right or bottom (an empty one included) warns 'Missing alignment for "content-fit" image.' and is center.
 */
function alignmentOf(img: HTMLImageElement, options: ImageLoadOptions): FitAlignment {
  const asked = options.fitAlignment;
  if (asked === undefined) return 'center';
  if (Object.hasOwn(ALIGNMENTS, asked)) return asked;
  warn(options.owner, img, 'alignment', imageMessages.missingFitAlignment);
  return 'center';
}

/** Returns the url format asked for; anything but queryString or filename warns 'Invalid encoding map' (spec 001 §8). */
function encodingOf(img: HTMLImageElement, options: ImageLoadOptions): 'queryString' | 'filename' {
  const asked = options.sizeFormat;
  if (asked === undefined || asked === 'queryString' || asked === 'filename') return asked ?? 'queryString';
  warn(options.owner, img, 'encoding', imageMessages.invalidEncodingMap);
  return 'queryString';
}

function modeOf(img: HTMLImageElement, options: ImageLoadOptions): ImageMode {
  const asked =
    options.mode ?? img.getAttribute('data-mode') ?? (options.cropMode ? CROP_MODES[options.cropMode] : null);
  if (asked === null || asked === undefined || asked === '') return 'none';
  if (MODES.includes(asked)) return asked as ImageMode;
  // spec 001 §5: image mode must be fit, fill, none or null.
  warn(options.owner, img, 'mode', format(imageMessages.invalidImageMode, { mode: String(asked) }));
  return 'none';
}

/** Returns the two numbers of "a,b" (a focal point), or undefined when it is not two finite numbers. */
function parsePair(value: string | null, separator: string): [number, number] | undefined {
  const parts = (value ?? '').split(separator).map((part) => Number.parseFloat(part));
  return parts.length === 2 && parts.every((part) => Number.isFinite(part)) ? [parts[0]!, parts[1]!] : undefined;
}

function pixelRatio(options: ImageWidthOptions): number {
  const connection = (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined)
    ?.connection;
  // With save-data on the visitor gets one image pixel per CSS pixel (spec 001 §3 allowSaveData).
  if (options.allowSaveData && connection?.saveData) return 1;
  const dpr = finite(notNaN(options.dpr, 'dpr', options.owner), finite(globalThis.devicePixelRatio, 1)) || 1;
  return clamp(
    dpr,
    Math.max(0, finite(notNaN(options.dprMin, 'dprMin', options.owner), 0)),
    finite(notNaN(options.dprMax, 'dprMax', options.owner), Infinity),
  );
}

/** Returns `value`, having warned 'Value for {name} is NaN.' when it is NaN (the caller's default is then used). */
function notNaN(value: number | undefined, name: string, owner: Element | undefined): number | undefined {
  if (Number.isNaN(value)) warn(owner, null, `nan:${name}`, format(imageMessages.valueIsNaN, { x: name }));
  return value;
}

const warned = new WeakMap<object, Set<string>>();

/**
 * Warns `text` on the console: named after `owner` (`<sqs-gallery>: …`) when there is one, and once per owner (else
 * per `subject`, the image) and `key`, so a gallery re-laid out on every resize says it once.
 */
function warn(owner: Element | undefined, subject: object | null, key: string, text: string): void {
  const target = owner ?? subject;
  if (target) {
    const keys = warned.get(target) ?? new Set<string>();
    if (keys.has(key)) return;
    warned.set(target, keys.add(key));
  }
  console.warn(owner ? `<${owner.localName}>: ${text}` : text);
}

function finite(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
