import { define, defineElementClass } from '../shared/define-element.js';
import { Gallery } from './Gallery.js';
import { galleryStyles } from './gallery.styles.js';
import { galleryElement, type SqsGalleryElement } from './gallery.element.js';

export type { SqsGalleryElement } from './gallery.element.js';

/** Registers `<sqs-gallery>`. */
class GalleryElement
  extends defineElementClass(Gallery, { ...galleryElement, styles: [galleryStyles] })
  implements SqsGalleryElement
{
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

define(galleryElement.tag, GalleryElement);
