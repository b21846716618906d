import { timers as pageTimers, type Timers } from '../../runtime/lib/timers.js';
import { boolean, flag, json, number, oneOf, optionalNumber, string } from '../shared/attributes.js';
import { childrenByTag, wrapIndex } from '../shared/children.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { emit } from '../shared/emit.js';
import { requestRender } from '../shared/renderer.js';
import { Gallery } from './Gallery.js';
import { galleryStyles } from './gallery.styles.js';
import { changeMs, resolveOptions, type GalleryOptions } from './resolve.js';
import { COLUMN_WIDTH, GRID_PADDING, KEYS, STRIP_V_SIZE } from './options.js';

export type { Design, Transition } from './options.js';
export type { GalleryOptions } from './resolve.js';

const isKeys = (value: unknown): value is { previous: number; next: number } =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { previous: unknown }).previous) && Number.isInteger((value as { next: unknown }).next);

export const galleryAttributes = {
  design: string('stacked'),
  blockJson: string(''),
  imageAspectRatio: string('auto'),
  slidesPerRow: optionalNumber({ min: 1, integer: true }),
  lightbox: boolean(),
  lightboxTheme: oneOf(['dark', 'light'] as const, 'dark'),
  mixedContent: boolean(),
  columnWidth: number(COLUMN_WIDTH, { min: Number.MIN_VALUE }),
  gutter: optionalNumber({ min: 0 }),
  listImageSize: number(40, { min: 5, max: 95 }),
  vSize: number(STRIP_V_SIZE, { min: 0 }),
  autoplay: boolean(),
  autoplayDuration: number(5, { min: 0.1 }),
  activeAlignment: oneOf(['left', 'center', 'right'] as const, 'center'),
  thumbnailsPerRow: number(8, { min: 1, integer: true }),
  thumbnailStripHeight: number(80, { min: 20 }),
  thumbnailStripMargin: number(10, { min: 0 }),
  thumbnails: boolean(),
  squareThumbs: boolean(),
  autoCrop: flag(null),
  metaPosition: oneOf(['bottom', 'top', 'none'] as const, 'bottom'),
  padding: number(GRID_PADDING, { min: 0 }),
  loop: boolean(),
  keyboard: flag(true),
  keys: json<{ previous: number; next: number }>(KEYS, isKeys),
  lazyLoad: flag(true),
  linked: string(''),
  history: boolean(),
  collectionUrl: string(''),
  transition: string('fade'),
  speed: optionalNumber({ min: 0 }),
  clickBehavior: oneOf(['auto', 'next', 'previous'] as const, 'auto'),
  activeClick: oneOf(['next', 'previous', 'stay'] as const, 'next'),
  boundaries: string('hard'),
  snapPoints: string('none'),
  label: string(''),
};

/**
 * A gallery of images and videos in one of eight designs (spec 001 §2–§5, §8, §9): stacked (the base), slider (a
 * strip), slideshow (stacked with transitions: fade, ken-burns, new-swipe, scroll, swipe), grid, autogrid,
 * autocolumns, carousel (moves by groups) and list. Slides are the light-DOM `<figure>` children (each assigned to its
 * own slot, so they stay readable before upgrade and without script); `data-type` is inferred. Options come as
 * attributes or, with the spec's key names, as JSON in `block-json` (an attribute wins over the block data).
 * Images load through the runtime's image loader at the width they are shown, within 200 px of the viewport, the
 * current slide's neighbours preloaded; every slide's box is reserved from `data-image-dimensions`.
 * WAI-ARIA APG carousel for the moving designs (previous/next buttons, "n of N" slides, a pause control while
 * autoplaying, rotation stopped while focus or the pointer is inside), a list for the others.
 *
 * @summary Image and video galleries: slideshow, slider, carousel, grids, columns and list, with a lightbox.
 * @tag sqs-gallery
 *
 * @attr {string} design - stacked | slider | slideshow | grid | autogrid | autocolumns | carousel | list. Unknown → stacked with a warning.
 * @attr {string} block-json - The options as JSON with the spec's key names (malformed → the gallery is not built).
 * @attr {string} image-aspect-ratio - 'auto', a number (width ÷ height) or 'W:H': the box of stacked slides and of grid, autogrid and carousel cells. Auto: the first slide's proportions (stacked, slideshow), square (grid, autogrid, carousel).
 * @attr {number | null} slides-per-row - Grid columns (default 4) or carousel slides per row (default 3).
 * @attr {boolean} lightbox - A click (or Enter) on a slide opens it in an `<sqs-lightbox>`.
 * @attr {'dark' | 'light'} lightbox-theme - The lightbox's theme. Default dark.
 * @attr {boolean} mixed-content - Accepted for block data: images and videos always mix.
 * @attr {number} column-width - autogrid and autocolumns column width in px. Default 250.
 * @attr {number | null} gutter - Space between cells: px for autogrid and autocolumns (default 0), % for the carousel (default 1).
 * @attr {number} list-image-size - The image's share of a list row, in %. Default 40.
 * @attr {number} v-size - Space between slides of the slider, in px. Default 10.
 * @attr {boolean} autoplay - Advance by timer (not with `?nomotion=true` or under prefers-reduced-motion).
 * @attr {number} autoplay-duration - Seconds per slide. Default 5.
 * @attr {'left' | 'center' | 'right'} active-alignment - Where the slider holds the current slide (start, middle, end). Default center.
 * @attr {boolean} thumbnails - A strip of thumbnails under a stacked gallery, kept in step.
 * @attr {number} thumbnails-per-row - Thumbnails visible at once. Default 8.
 * @attr {number} thumbnail-strip-height - The strip's height in px. Default 80.
 * @attr {number} thumbnail-strip-margin - Space above the strip in px. Default 10.
 * @attr {boolean} square-thumbs - Square thumbnails (else the pictures' proportions).
 * @attr {boolean | null} auto-crop - Pictures fill their box (cropped around the focal point) instead of fitting in it. Default: fit for stacked and slideshow, fill for the rest.
 * @attr {'bottom' | 'top' | 'none'} meta-position - Where captions show. Default bottom.
 * @attr {number} padding - Grid gap in px. Default 20.
 * @attr {boolean} loop - Next after the last slide goes to the first (else `sqs-reached-end`), previous before the first to the last.
 * @attr {boolean} keyboard - ← and → move the gallery in view (not while typing). Default true; off on a linked gallery.
 * @attr {{ previous: number; next: number }} keys - Key codes (JSON). Default { "previous": 37, "next": 39 }.
 * @attr {boolean} lazy-load - Load pictures when within 200 px of the viewport. Default true.
 * @attr {string} linked - Ids of galleries kept at this gallery's index (e.g. a thumbnail slider); their keyboard is off.
 * @attr {boolean} history - Write the current slide's id (or url) as `?itemId=` under the collection url; select it on load.
 * @attr {string} collection-url - The collection's full url for `history` (default the site context's `collectionFullUrl`, else this page's path).
 * @attr {string} transition - Slideshow transition: fade | ken-burns | new-swipe | scroll | swipe. Default fade.
 * @attr {number | null} speed - Seconds a change takes (default: stacked 1, slider 0.5, swipe 0.28, new-swipe 0.2–0.5).
 * @attr {'auto' | 'next' | 'previous'} click-behavior - A click on a stacked slide: by half (auto), next or previous. Ignored on videos.
 * @attr {'next' | 'previous' | 'stay'} active-click - A click on the slider's current slide. Default next.
 * @attr {string} boundaries - new-swipe past the ends: none | hard | inertial, one for both ends or two. Default hard.
 * @attr {string} snap-points - new-swipe: the share of a slide a drag must pass to change slide ('50%'), or none (only a swipe). Default none.
 * @attr {string} label - The gallery's accessible name. Default 'Gallery'.
 * @prop {number} currentIndex - The current slide (wraps; rejected while moving).
 * @prop {boolean} inMotion - True while a change is under way.
 * @prop {Timers} timers - The clock of autoplay and of changes in motion.
 *
 * @event {CustomEvent<{ index: number }>} sqs-slide-change - The current slide changed.
 * @event {CustomEvent<Record<string, never>>} sqs-reached-end - next() at the last slide without loop.
 * @event {CustomEvent<Record<string, never>>} sqs-reached-beginning - previous() at the first slide without loop.
 * @event {CustomEvent<{ index: number }>} sqs-lightbox-open - The lightbox opened at this slide.
 * @event {CustomEvent<{ index: number }>} sqs-lightbox-close - The lightbox closed.
 * @event {CustomEvent<{ url: string; index: number }>} sqs-click-through-bypass - A click-through inside an editor frame (instead of navigating).
 *
 * @slot - `<figure>` slides (each is given its own `slot`).
 *
 * @csspart base - The wrapper (`data-design`, `data-transition`).
 * @csspart viewport - The clipping box of the moving designs; `track` the row inside it.
 * @csspart slide - Each slide's box (`data-active` on the current one); `caption` its caption.
 * @csspart button - Every control; `previous`, `next`, `rotation` (pause/play) and `open` (a slide's lightbox button) too.
 * @csspart thumbnails - The thumbnail strip; `thumbnail` each of its buttons.
 *
 * @cssproperty --sqs-gallery-control-color - The controls' colour.
 * @cssproperty --sqs-gallery-caption-background - The caption's backdrop over pictures.
 */
export class SqsGalleryElement extends defineElementClass(Gallery, {
  attributes: galleryAttributes,
  styles: [galleryStyles],
  events: ['sqs-slide-change', 'sqs-reached-end', 'sqs-reached-beginning', 'sqs-lightbox-open', 'sqs-lightbox-close', 'sqs-click-through-bypass'],
}) {
  /** The clock of autoplay and of changes in motion. */
  timers?: Timers;
  /** The clock the swipe reads (default `performance.now`). */
  now?: () => number;

  _index = 0;
  _target: number | null = null;
  _motion: unknown = null;
  /** Slides per move: the carousel's slides per row (set as it lays out), else 1. */
  _step = 1;
  /** The container's width (set as it lays out), for new-swipe's speed. */
  _width = 0;
  /** The gallery that links this one (its keyboard is then off), if any. */
  _parent: SqsGalleryElement | null = null;

  /** The current slide. Setting it wraps (spec 001 §4) and is ignored while the gallery or a linked one moves. */
  get currentIndex(): number {
    return this._index;
  }

  set currentIndex(value: number) {
    this.goTo(value);
  }

  /** True while a change is under way (changes are rejected meanwhile). */
  get inMotion(): boolean {
    return this._motion !== null;
  }

  /** The resolved options (attributes over `block-json`, design defaults applied); null when the block data is invalid. */
  get options(): GalleryOptions | null {
    return resolveOptions(this);
  }

  /** Goes to the slide at `index` (wrapped); returns false when the change was rejected. */
  goTo(index: number): boolean {
    const count = this._count();
    if (count === 0 || !Number.isFinite(index) || this.inMotion) return false;
    let target = wrapIndex(index, count);
    target -= target % this._step;
    if (this._group().some((other) => other !== this && other.inMotion && other._target !== target)) return false;
    if (target === this._index) return true;
    for (const member of this._group()) member._moveTo(target);
    return true;
  }

  /** The next slide (or group); at the end: the first with loop, else `sqs-reached-end`. */
  next(): boolean {
    const last = this._count() - 1;
    const lastStart = last - (last % this._step);
    if (this._index >= lastStart) {
      if (this.options?.loop) return this.goTo(0);
      emit(this, 'sqs-reached-end', {});
      return false;
    }
    return this.goTo(this._index + this._step);
  }

  /** The previous slide (or group); at the start: the last with loop, else `sqs-reached-beginning`. */
  previous(): boolean {
    if (this._index <= 0) {
      if (this.options?.loop) return this.goTo(this._count() - 1);
      emit(this, 'sqs-reached-beginning', {});
      return false;
    }
    return this.goTo(this._index - this._step);
  }

  /** Moves this gallery and the linked ones to `index` at once, whatever is in motion (lightbox, deep link). */
  _jump(index: number): void {
    const target = wrapIndex(index, this._count());
    if (target === this._index) return;
    for (const member of this._group()) {
      member._moveTo(target);
      member._settle();
    }
  }

  /** Moves to `target` (already checked), in motion for as long as the change takes, and tells the page. */
  _moveTo(target: number): void {
    const count = this._count();
    const from = this._index;
    this._index = wrapIndex(target, count);
    this._settle();
    const ms = changeMs(this, Math.min(Math.abs(target - from), count - Math.abs(target - from)));
    if (ms > 0) {
      this._target = this._index;
      const timers = this.timers ?? pageTimers;
      this._motion = timers.setTimeout(() => {
        this._motion = null;
        this._target = null;
        void requestRender(this);
      }, ms);
    }
    void requestRender(this);
    emit(this, 'sqs-slide-change', { index: this._index });
  }

  _settle(): void {
    if (this._motion !== null) (this.timers ?? pageTimers).clearTimeout(this._motion);
    this._motion = null;
    this._target = null;
  }

  _count(): number {
    return childrenByTag(this, 'figure').length;
  }

  /** This gallery, the galleries it links (by id, in its root) and the one that links it. */
  _group(): SqsGalleryElement[] {
    const root = this._parent ?? this;
    const ids = (root.getAttribute('linked') ?? '').split(/\s+/).filter(Boolean);
    const scope = root.getRootNode() as Document | ShadowRoot;
    const children = ids
      .map((id) => scope.getElementById?.(id))
      .filter((el): el is SqsGalleryElement => el instanceof SqsGalleryElement && el !== root);
    for (const child of children) child._parent = root;
    return [root, ...children];
  }
}

define('sqs-gallery', SqsGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-gallery': SqsGalleryElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails {
    /** next() at the last slide of a gallery without loop. */
    'sqs-reached-end': Record<string, never>;
    /** previous() at the first slide of a gallery without loop. */
    'sqs-reached-beginning': Record<string, never>;
    /** A gallery slide's click-through inside an editor frame, instead of navigating. */
    'sqs-click-through-bypass': { url: string; index: number };
  }
}
