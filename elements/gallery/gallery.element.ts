import { boolean, flag, json, number, oneOf, optionalNumber, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { Timers } from '../../runtime/lib/timers.js';
import type { GalleryOptions } from './resolve.js';
import {
  AUTOPLAY_RESUME_S,
  AUTOPLAY_TIMEOUT_MS,
  COLUMN_WIDTH,
  GRID_PADDING,
  KEYS,
  ROW_HEIGHT,
  STRIP_V_SIZE,
  THUMBNAIL_PADDING_CAP,
} from './options.js';

/**
 * The most slides or thumbnails one row may hold: a bound on hostile values, far beyond any real layout. The column
 * width is at least 1 px for the same reason (a hair-thin column would make an autocolumns gallery allocate millions
 * of columns).
 */
export const MAX_PER_ROW = 100;

/** True for `{ previous, next }` key codes: the `keys` attribute's guard. */
const isKeys = (value: unknown): value is { previous: number; next: number } =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as { previous: unknown }).previous) &&
  Number.isInteger((value as { next: unknown }).next);

/** The attributes of `<sqs-gallery>`. */
export const galleryAttributes = {
  /** stacked | slider | slideshow | grid | autogrid | autocolumns | autorows | carousel | list. Unknown → stacked with a warning. */
  design: string('stacked'),
  /** The options as JSON with the spec's key names (malformed → the gallery is not built). */
  blockJson: string(''),
  /**
   * The design's own options as one JSON object with the block data's key names (`{"rowHeight": 300, "gutter": 10}`):
   * they override the same keys of `block-json`; an attribute of the same option overrides both. Not an object → a
   * warning, and none are used.
   */
  designOptions: string(''),
  /** 'auto', a number (width ÷ height) or 'W:H': the box of stacked slides and of grid, autogrid and carousel cells. Auto: the first slide's proportions (stacked, slideshow), square (grid, autogrid, carousel). */
  imageAspectRatio: string('auto'),
  /** Grid columns (default 4) or carousel slides per row (default 3). */
  slidesPerRow: optionalNumber({ min: 1, max: MAX_PER_ROW, integer: true }),
  /** A click (or Enter) on a slide opens it in an `<sqs-lightbox>`. */
  lightbox: boolean(),
  /** The lightbox's theme. Default dark. */
  lightboxTheme: oneOf(['dark', 'light'] as const, 'dark'),
  /** Accepted for block data: images and videos always mix. */
  mixedContent: boolean(),
  /** autogrid and autocolumns column width in px, 1 to 10000 (docs/deviations.md#gallery-column-width). Default 250. */
  columnWidth: number(COLUMN_WIDTH, { min: 1, max: 10000 }),
  /** autorows: the rows' target height in px (each full row is scaled to fill the width). Default 250. */
  rowHeight: number(ROW_HEIGHT, { min: 1, max: 10000 }),
  /** Space between cells: px for autogrid and autocolumns (default 0) and autorows (default 20), % for the carousel (default 1). */
  gutter: optionalNumber({ min: 0, max: 10000 }),
  /** The image's share of a list row, in %. Default 40. */
  listImageSize: number(40, { min: 5, max: 95 }),
  /** Space between slides of the slider, in px. Default 10. */
  vSize: number(STRIP_V_SIZE, { min: 0 }),
  /** Advance by timer (not with `?nomotion=true` or under prefers-reduced-motion). */
  autoplay: boolean(),
  /** Seconds before the first advance once the rotation starts (autoplayOptions.timeout). Default 5. */
  autoplayDuration: number(AUTOPLAY_TIMEOUT_MS / 1000, { min: 0.1 }),
  /** Seconds between later advances. Default: autoplay-duration. */
  autoplayInterval: optionalNumber({ min: 0.1 }),
  /** Autoplay walks the slides in a shuffled order, the same for the whole page view. */
  autoplayRandomize: boolean(),
  /** Where a mouse pauses autoplay: comma-separated `self` (the gallery) and CSS selectors of page elements, or `none`. Default self. */
  autoplayPauseOn: string('self'),
  /** Seconds before autoplay goes on once the mouse or focus leaves. Default 1. */
  autoplayResume: number(AUTOPLAY_RESUME_S, { min: 0, max: 3600 }),
  /** Where the slider holds the current slide: left, center, right (or start, middle, end). Default center. */
  activeAlignment: oneOf(['left', 'center', 'right', 'start', 'middle', 'end'] as const, 'center'),
  /** Thumbnails visible at once. Default 8. */
  thumbnailsPerRow: number(8, { min: 1, max: MAX_PER_ROW, integer: true }),
  /** The strip's height in px. Default 80. */
  thumbnailStripHeight: number(80, { min: 20 }),
  /** Space above the strip in px. Default 10. */
  thumbnailStripMargin: number(10, { min: 0 }),
  /** Space between thumbnails in px, 0 to 5 (spec 001 §9: capped at 5). Default 5. */
  thumbnailPadding: number(THUMBNAIL_PADDING_CAP, { min: 0, max: THUMBNAIL_PADDING_CAP }),
  /** A strip of thumbnails under a stacked gallery, kept in step. */
  thumbnails: boolean(),
  /** Square thumbnails (else the pictures' proportions). */
  squareThumbs: boolean(),
  /** Pictures fill their box (cropped around the focal point) instead of fitting in it. Default: fit for stacked and slideshow, fill for the rest. */
  autoCrop: flag(null),
  /** Where captions show: bottom, top, center or none, optionally aligned (`top-left`, `bottom-right` …). Default bottom. */
  metaPosition: string('bottom'),
  /** Grid gap in px. Default 20. */
  padding: number(GRID_PADDING, { min: 0 }),
  /** Next after the last slide goes to the first (else `sqs-reached-end`), previous before the first to the last. */
  loop: boolean(),
  /** ← and → move the gallery in view (not while typing). Default true; off on a linked gallery. */
  keyboard: flag(true),
  /** Key codes (JSON). Default { "previous": 37, "next": 39 }. */
  keys: json<{ previous: number; next: number }>(KEYS, isKeys),
  /** Load pictures when within 200 px of the viewport. Default true. */
  lazyLoad: flag(true),
  /** Ids of galleries kept at this gallery's index (e.g. a thumbnail slider); their keyboard is off. */
  linked: string(''),
  /** Write the current slide's id (or url) as `?itemId=` under the collection url (else on this page's address); select it on load. */
  history: boolean(),
  /** The collection's full url for `history` (default the site context's `collectionFullUrl`; none: this page's own address). */
  collectionUrl: string(''),
  /** Slideshow transition: fade | ken-burns | new-swipe | scroll | swipe. Default fade. */
  transition: string('fade'),
  /** Seconds a change takes (default: stacked 1, slider 0.5, swipe 0.28, new-swipe 0.2–0.5). */
  speed: optionalNumber({ min: 0 }),
  /** A click on a stacked slide: by half (auto), next or previous. Ignored on videos. */
  clickBehavior: oneOf(['auto', 'next', 'previous'] as const, 'auto'),
  /** A click on the slider's current slide. Default next. */
  activeClick: oneOf(['next', 'previous', 'stay'] as const, 'next'),
  /** new-swipe past the ends: none | hard | inertial, one for both ends or two. Default hard. */
  boundaries: string('hard'),
  /** new-swipe: the share of a slide a drag must pass to change slide ('50%'), or none (only a swipe). Default none. */
  snapPoints: string('none'),
  /** The gallery's accessible name. Default 'Gallery'. */
  label: string(''),
};

export type { Design, Transition } from './options.js';
export type { GalleryOptions } from './resolve.js';

/**
 * A gallery of images and videos in one of nine designs (spec 001 §2–§5, §8, §9): stacked (the base), slider (a
 * strip), slideshow (stacked with transitions: fade, ken-burns, new-swipe, scroll, swipe), grid, autogrid,
 * autocolumns, autorows (justified rows), carousel (moves by groups) and list. Slides are the light-DOM `<figure>` children (each assigned to its
 * own slot, so they stay readable before upgrade and without script); `data-type` is inferred. The platform's own
 * rendered gallery block is read too: its slides (`div.slide`, `div.image-wrapper`, a slider's bare `img`) are taken
 * out of its `.sqs-gallery-container` / `.sqs-gallery` wrappers, with their picture, `.meta-title` and
 * `.meta-description`, and link; its thumbnail strip, controls and style stay unshown.
 * Options come as attributes or, with the spec's key names, as JSON in `block-json` (an attribute wins over the
 * block data). The platform's block data is read as it is published: `aspect-ratio` (`square`, `standard`,
 * `standard-vertical`, `four-three`, `three-four-vertical`, `widescreen`, `anamorphic-widescreen`) as the cells'
 * proportions, a grid's `thumbnails-per-row` as its columns, a slider's numeric `aspectRatio` (the strip's height in
 * % of its width), `show-meta`, `show-meta-only-title`, `show-meta-only-description`, `show-meta-on-hover`,
 * `meta-position` (`top-left` …), `controls` (false: previous and next only for the keyboard), `newWindow` and
 * `transparentBackground`; the editor's `collectionId`, `transientGalleryId`, `existingGallery(Id)`, `methodOption`
 * and `blockAnimation: none` change nothing; any other key is warned once by name. A picture saved without
 * `data-image-dimensions` is laid out by its natural size once loaded (until then, by the design's assumed ratio).
 * Images load through the runtime's image loader at the width they are shown, within 200 px of the viewport, the
 * current slide's neighbours preloaded; every slide's box is reserved from `data-image-dimensions`.
 * WAI-ARIA APG carousel for the moving designs (previous/next buttons, "n of N" slides, a pause control while
 * autoplaying, rotation stopped while focus or the pointer is inside), a list for the others.
 *
 * @summary Image and video galleries: slideshow, slider, carousel, grids, columns and list, with a lightbox.
 * @tag sqs-gallery
 *
 * @prop {number} currentIndex - The current slide (wraps; rejected while moving).
 * @prop {boolean} inMotion - True while a change is under way.
 * @prop {Timers} timers - The clock of autoplay, of changes in motion and of the resize delay.
 *
 * @slot - `<figure>` slides, or the platform's rendered gallery block (each slide is given its own `slot`).
 *
 * @csspart base - The wrapper (`data-design`, `data-transition`).
 * @csspart viewport - The clipping box of the moving designs; `track` the row inside it.
 * @csspart slide - Each slide's box (`data-active` on the current one); `caption` its caption.
 * @csspart button - Every control; `previous`, `next`, `rotation` (pause/play) and `open` (a slide's lightbox button) too.
 * @csspart row - Each row of autorows; `column` each column of autocolumns.
 * @csspart thumbnails - The thumbnail strip; `thumbnail` each of its buttons.
 *
 * @cssproperty --sqs-gallery-control-color - The controls' colour.
 * @cssproperty --sqs-gallery-caption-background - The caption's backdrop over pictures.
 */
export interface SqsGalleryElement extends SqsElement, AttributeValues<typeof galleryAttributes> {
  /** The clock of autoplay, of changes in motion and of the resize delay (read when connected). */
  timers?: Timers;
  /** The clock the swipe reads (default `performance.now`). */
  now?: () => number;
  /** The current slide. Setting it wraps (spec 001 §4) and is ignored while the gallery or a linked one moves. */
  currentIndex: number;
  /** True while a change is under way (changes are rejected meanwhile). */
  readonly inMotion: boolean;
  /** The resolved options (attributes over `block-json`, design defaults applied); null when the block data is invalid. */
  readonly options: GalleryOptions | null;
  /** Goes to the slide at `index` (wrapped); returns false when the change was rejected. */
  goTo(index: number): boolean;
  /** The next slide (or group); at the end: the first with loop, else `sqs-reached-end`. */
  next(): boolean;
  /** The previous slide (or group); at the start: the last with loop, else `sqs-reached-beginning`. */
  previous(): boolean;
}

/** The events `<sqs-gallery>` dispatches, by name, with their detail. */
export interface SqsGalleryEvents {
  /** The current slide changed. */
  'sqs-slide-change': { index: number };
  /** next() at the last slide without loop. */
  'sqs-reached-end': Record<string, never>;
  /** previous() at the first slide without loop. */
  'sqs-reached-beginning': Record<string, never>;
  /** The lightbox opened at this slide. */
  'sqs-lightbox-open': { index: number };
  /** The lightbox closed. */
  'sqs-lightbox-close': { index: number };
  /** A click-through inside an editor frame (instead of navigating). */
  'sqs-click-through-bypass': { url: string; index: number };
}

/** The contract of `<sqs-gallery>`. */
export const galleryElement = defineContract('sqs-gallery', galleryAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-gallery': SqsGalleryElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsGalleryEvents {}
}
