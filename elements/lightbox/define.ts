import { wrapIndex } from '../shared/children.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Lightbox } from './Lightbox.js';
import { lightboxStyles } from './lightbox.styles.js';
import { lightboxElement, type SqsLightboxElement } from './lightbox.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './lightbox.en.js';

export type { LightboxItem, LightboxPhase, SqsLightboxElement, SqsLightboxEvents } from './lightbox.element.js';

/** Registers `<sqs-lightbox>`. */
class LightboxElement
  extends defineElementClass(Lightbox, { ...lightboxElement, styles: [lightboxStyles] })
  implements SqsLightboxElement
{
  /** The clock the key throttle reads. */
  now?: () => number;

  /** Opens at `index` (default: the current item). */
  show(index?: number): void {
    if (index !== undefined) this.index = index;
    this.open = true;
  }

  /** Closes it (focus returns once the fade ends). */
  close(): void {
    this.open = false;
  }

  /** Shows the next item (after the last: the first). */
  next(): void {
    this.index = wrapIndex(this.index + 1, this._count());
  }

  /** Shows the previous item (before the first: the last). */
  previous(): void {
    this.index = wrapIndex(this.index - 1, this._count());
  }

  _count(): number {
    return this.items?.length || this.querySelectorAll(':scope > figure').length;
  }
}

define(lightboxElement.tag, LightboxElement);
