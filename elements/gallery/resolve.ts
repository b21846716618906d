/**
 * The gallery's options as one record: each attribute, else the same key in `block-json`, else the default, with the
 * design's own defaults filled in (spec 001 §9). Resolved once per change of the element's attributes, so a warning
 * about a value is given once.
 */
import { attributeName } from '../shared/attributes.js';
import { warnUnknownKeys } from '../shared/block-json.js';
import { warnInvalid } from '../shared/warn.js';
import type { AnyKind } from '../shared/element-types.js';
import { prefersReducedMotion } from '../shared/hooks/useMediaQuery.js';
import {
  ALIGNMENT,
  AUTO_GUTTER,
  attributeTexts,
  AUTOROWS_GUTTER,
  CAROUSEL_GUTTER_PERCENT,
  CAROUSEL_PER_ROW,
  GRID_PER_ROW,
  NEW_SWIPE_SPEED_S,
  parseAspectRatio,
  parseBoundaries,
  parseMetaPosition,
  parseSnapPoint,
  readBlockJson,
  readDesignOptions,
  resolveDesign,
  resolveTransition,
  STACKED_SPEED_S,
  STRIP_SPEED_S,
  SWIPE_SPEED_S,
  type Boundary,
  type Design,
  type Transition,
} from './options.js';
import { lightboxAllowed } from './warnings.js';

/** What the gallery runs on, every default applied. */
export interface GalleryOptions {
  design: Design;
  /** The slideshow's transition (stacked always fades; other designs do not use it). */
  transition: Transition;
  /** width ÷ height of the stacked box or the grid cells; null: by the pictures (see image-aspect-ratio). */
  aspect: number | null;
  /** Grid columns or carousel slides per row (before the carousel's breakpoints). */
  perRow: number;
  lightbox: boolean;
  lightboxTheme: 'dark' | 'light';
  columnWidth: number;
  /** autorows: the rows' target height in px. */
  rowHeight: number;
  /** px for autogrid, autocolumns and autorows, % for the carousel. */
  gutter: number;
  listImageSize: number;
  vSize: number;
  autoplay: boolean;
  /** Milliseconds before the first advance once the rotation starts. */
  autoplayMs: number;
  /** Milliseconds between later advances. */
  autoplayIntervalMs: number;
  /** Autoplay walks a shuffled order. */
  autoplayRandomize: boolean;
  /** Where a mouse pauses autoplay: 'self' (the gallery) and CSS selectors of page elements. */
  autoplayPauseOn: string[];
  /** Milliseconds before autoplay goes on once the mouse or focus leaves. */
  autoplayResumeMs: number;
  alignment: 'start' | 'middle' | 'end';
  thumbnails: boolean;
  thumbnailsPerRow: number;
  thumbnailStripHeight: number;
  thumbnailStripMargin: number;
  /** Space between thumbnails in px (0–5). */
  thumbnailPadding: number;
  squareThumbs: boolean;
  /** Pictures fill their boxes (cropped around the focal point) rather than fit. */
  fill: boolean;
  /** Where captions show: bottom, top, center or none. */
  metaPosition: 'bottom' | 'top' | 'center' | 'none';
  /** How captions align along their side ('' by the page's text direction). */
  metaAlign: '' | 'left' | 'center' | 'right';
  /** Captions show only while the pointer is over the slide or focus is inside it. */
  metaOnHover: boolean;
  /** Which of a slide's title and description its caption shows. */
  metaText: 'both' | 'title' | 'description';
  /** Previous and next buttons are shown (else they appear only when focused). */
  controls: boolean;
  /** Click-throughs open in a new window. */
  newWindow: boolean;
  /** Picture boxes have no backdrop. */
  transparent: boolean;
  padding: number;
  loop: boolean;
  keyboard: boolean;
  keys: { previous: number; next: number };
  lazyLoad: boolean;
  history: boolean;
  collectionUrl: string;
  /** Seconds a change takes (before reduced motion); new-swipe's is its longest. */
  speed: number;
  clickBehavior: 'auto' | 'next' | 'previous';
  activeClick: 'next' | 'previous' | 'stay';
  boundaries: [Boundary, Boundary];
  /** new-swipe: the share of a slide a drag must pass, or null. */
  snapPoint: number | null;
  label: string;
}

/** `self`, CSS selectors or `none` (spec 001 §3 pauseOnMouseover); undefined when a selector is not valid CSS. */
function parsePauseOn(text: string): string[] | undefined {
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 1 && list[0] === 'none') return [];
  if (list.length === 0) return undefined;
  const probe = document.createDocumentFragment();
  for (const selector of list) {
    if (selector === 'self') continue;
    try {
      probe.querySelector(selector);
    } catch {
      return undefined;
    }
  }
  return list;
}

const cache = new WeakMap<HTMLElement, { key: string; options: GalleryOptions | null }>();

/** Designs whose slides move inside a clipping box (the others lay every slide out). */
export const MOVING: ReadonlySet<Design> = new Set(['stacked', 'slideshow', 'slider', 'carousel']);

/** Returns the resolved options of `host`, or null when its `block-json` is invalid (the gallery is not built). */
export function resolveOptions(host: HTMLElement): GalleryOptions | null {
  const kinds = (host.constructor as unknown as { attributeKinds: Record<string, AnyKind> }).attributeKinds;
  const key = JSON.stringify(Object.keys(kinds).map((property) => host.getAttribute(attributeName(property))));
  const cached = cache.get(host);
  if (cached?.key === key) return cached.options;
  const options = compute(host, kinds);
  cache.set(host, { key, options });
  return options;
}

/**
 * Keys of the platform's gallery block data that change nothing a visitor sees: where the editor took the pictures
 * from (the slides themselves are the block's markup), and the slider's `aspectRatio` left empty on other designs.
 */
const EDITOR_KEYS = ['methodOption', 'existingGallery', 'existingGalleryId', 'collectionId', 'transientGalleryId'];
/** The platform's own keys the gallery reads beside the spec's (see `asSpecKeys`). */
const PLATFORM_KEYS = [
  'aspect-ratio',
  'aspectRatio',
  'show-meta',
  'show-meta-on-hover',
  'show-meta-basic',
  'show-meta-only-title',
  'show-meta-only-description',
  'controls',
  'newWindow',
  'transparentBackground',
];

/**
 * Returns the block data with the platform's keys read as the spec's where the block does not carry the spec's own:
 * `aspect-ratio` (a name such as `widescreen`) as imageAspectRatio, the slider's `aspectRatio` (the strip's height
 * in % of its width) as its proportions, a grid's `thumbnails-per-row` as slidesPerRow, and `show-meta: false` as
 * meta-position none.
 */
export function asSpecKeys(raw: Record<string, unknown>, design: unknown): Record<string, unknown> {
  const data = { ...raw };
  const fill = (key: string, value: unknown): void => {
    if (value !== undefined && value !== null && !(key in data)) data[key] = value;
  };
  fill('imageAspectRatio', raw['aspect-ratio']);
  const percent = raw.aspectRatio;
  if (design === 'slider' && typeof percent === 'number' && percent > 0) fill('imageAspectRatio', 100 / percent);
  if (design === 'grid') fill('slidesPerRow', raw['thumbnails-per-row']);
  if (raw['show-meta'] === false) data['meta-position'] = 'none';
  return data;
}

/** Returns the keys `raw` may carry without a warning: every option by property and attribute name, and the platform's. */
function knownKeys(kinds: Record<string, AnyKind>, raw: Record<string, unknown>): string[] {
  const known = [...EDITOR_KEYS, ...PLATFORM_KEYS];
  for (const property of Object.keys(kinds)) known.push(property, attributeName(property));
  // A block that does not animate as it scrolls into view is what the gallery shows; any animation is not shown.
  if (raw.blockAnimation === 'none') known.push('blockAnimation');
  return known;
}

function compute(host: HTMLElement, kinds: Record<string, AnyKind>): GalleryOptions | null {
  const blockText = host.getAttribute('block-json');
  const raw = blockText && blockText.trim() !== '' ? readBlockJson(blockText) : {};
  if (raw === null) return null;
  warnUnknownKeys(host, raw, knownKeys(kinds, raw));
  const block = attributeTexts(asSpecKeys(raw, host.getAttribute('design') ?? raw.design));
  const flagOf = (key: string, fallback: boolean): boolean =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : fallback;
  // designOptions: the design's own options as one object, over the block data's keys, under the attributes.
  const designText = host.getAttribute('design-options') ?? block.designOptions;
  if (designText !== undefined && designText.trim() !== '') {
    const own = readDesignOptions(designText);
    if (own) Object.assign(block, own);
    else warnInvalid(host, 'design-options', designText, {});
  }
  const value = <T>(property: string): T => {
    const attribute = attributeName(property);
    const kind = kinds[property]!;
    if (host.hasAttribute(attribute) || !(property in block)) return (host as unknown as Record<string, T>)[property]!;
    const parsed = kind.parse(block[property]!) as T | undefined;
    if (parsed !== undefined) return parsed;
    warnInvalid(host, `block-json ${property}`, block[property]!, kind.default);
    return kind.default as T;
  };
  const checked = <T>(property: string, parse: (text: string) => T | undefined, fallback: T): T => {
    const text = value<string>(property);
    const parsed = parse(text);
    if (parsed !== undefined) return parsed;
    warnInvalid(host, attributeName(property), text, fallback);
    return fallback;
  };
  const design = resolveDesign(value<string>('design'));
  const transition = design === 'slideshow' ? resolveTransition(value<string>('transition')) : 'fade';
  const perRow = value<number | null>('slidesPerRow') ?? (design === 'carousel' ? CAROUSEL_PER_ROW : GRID_PER_ROW);
  const gutter =
    value<number | null>('gutter') ??
    (design === 'carousel' ? CAROUSEL_GUTTER_PERCENT : design === 'autorows' ? AUTOROWS_GUTTER : AUTO_GUTTER);
  const speed =
    value<number | null>('speed') ??
    (design === 'slider' || design === 'carousel'
      ? STRIP_SPEED_S
      : transition === 'swipe'
        ? SWIPE_SPEED_S
        : transition === 'new-swipe'
          ? NEW_SWIPE_SPEED_S.max
          : STACKED_SPEED_S);
  return {
    design,
    transition,
    aspect: checked('imageAspectRatio', parseAspectRatio, null),
    perRow,
    lightbox: lightboxAllowed(host, value('lightbox')),
    lightboxTheme: value('lightboxTheme'),
    columnWidth: value('columnWidth'),
    rowHeight: value('rowHeight'),
    gutter,
    listImageSize: value('listImageSize'),
    vSize: value('vSize'),
    autoplay: value('autoplay'),
    autoplayMs: value<number>('autoplayDuration') * 1000,
    autoplayIntervalMs: (value<number | null>('autoplayInterval') ?? value<number>('autoplayDuration')) * 1000,
    autoplayRandomize: value('autoplayRandomize'),
    autoplayPauseOn: checked('autoplayPauseOn', parsePauseOn, ['self']),
    autoplayResumeMs: value<number>('autoplayResume') * 1000,
    alignment: ALIGNMENT[value<keyof typeof ALIGNMENT>('activeAlignment')],
    thumbnails: value('thumbnails'),
    thumbnailsPerRow: value('thumbnailsPerRow'),
    thumbnailStripHeight: value('thumbnailStripHeight'),
    thumbnailStripMargin: value('thumbnailStripMargin'),
    thumbnailPadding: value('thumbnailPadding'),
    squareThumbs: value('squareThumbs'),
    fill: value<boolean | null>('autoCrop') ?? !(design === 'stacked' || design === 'slideshow'),
    ...metaOptions(checked('metaPosition', parseMetaPosition, 'bottom')),
    metaOnHover: flagOf('show-meta-on-hover', false),
    metaText: flagOf('show-meta-only-title', false)
      ? 'title'
      : flagOf('show-meta-only-description', false)
        ? 'description'
        : 'both',
    controls: flagOf('controls', true),
    newWindow: flagOf('newWindow', false),
    transparent: flagOf('transparentBackground', false),
    padding: value('padding'),
    loop: value('loop'),
    keyboard: value('keyboard'),
    keys: value('keys'),
    lazyLoad: value('lazyLoad'),
    history: value('history'),
    collectionUrl: value('collectionUrl'),
    speed,
    clickBehavior: value('clickBehavior'),
    activeClick: value('activeClick'),
    boundaries: checked('boundaries', parseBoundaries, ['hard', 'hard'] as [Boundary, Boundary]),
    snapPoint: checked('snapPoints', parseSnapPoint, null),
    label: value('label'),
  };
}

/** Splits a caption position (`top-left`) into its side and its alignment. */
function metaOptions(position: string): Pick<GalleryOptions, 'metaPosition' | 'metaAlign'> {
  const [side, align = ''] = position.split('-') as [GalleryOptions['metaPosition'], GalleryOptions['metaAlign']?];
  return { metaPosition: side, metaAlign: align };
}

/**
 * How long a change of `distance` slides keeps `host` in motion, in ms: 0 for the designs that do not move, under
 * prefers-reduced-motion, or with speed 0; new-swipe takes 0.2 s for one slide up to 0.5 s (0.4 s on narrow windows).
 */
export function changeMs(host: HTMLElement, distance: number): number {
  const options = resolveOptions(host);
  if (!options || !MOVING.has(options.design) || prefersReducedMotion()) return 0;
  if (options.transition === 'new-swipe' && host.getAttribute('speed') === null) {
    const max = innerWidth < NEW_SWIPE_SPEED_S.narrowBelow ? NEW_SWIPE_SPEED_S.narrowMax : NEW_SWIPE_SPEED_S.max;
    return Math.round(Math.min(max, NEW_SWIPE_SPEED_S.min + 0.1 * Math.max(0, distance - 1)) * 1000);
  }
  return Math.round(options.speed * 1000);
}
