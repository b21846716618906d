import type { Timers } from '../../runtime/lib/timers.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Gallery } from './Gallery.js';
import { galleryElement, type SqsGalleryElement } from './gallery.element.js';
import { galleryStyles } from './gallery.styles.js';
import { currentIndex, goTo, inMotion, next, previous } from './motion.js';
import { resolveOptions, type GalleryOptions } from './resolve.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './gallery.en.js';

export type { SqsGalleryElement, SqsGalleryEvents } from './gallery.element.js';
export type { GalleryOptions } from './resolve.js';

/** Registers `<sqs-gallery>`: its methods delegate to the gallery's motion (`motion.ts`). */
class GalleryElement
  extends defineElementClass(Gallery, { ...galleryElement, styles: [galleryStyles] })
  implements SqsGalleryElement
{
  timers?: Timers;
  now?: () => number;

  get currentIndex(): number {
    return currentIndex(this);
  }

  set currentIndex(value: number) {
    goTo(this, value);
  }

  get inMotion(): boolean {
    return inMotion(this);
  }

  get options(): GalleryOptions | null {
    return resolveOptions(this);
  }

  goTo(index: number): boolean {
    return goTo(this, index);
  }

  next(): boolean {
    return next(this);
  }

  previous(): boolean {
    return previous(this);
  }
}

define(galleryElement.tag, GalleryElement);
