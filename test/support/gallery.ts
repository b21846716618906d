/** Test helpers for `<sqs-gallery>`: slides as markup, a gallery in a column of a given width, its shadow parts. */
import { fixture, html } from '@open-wc/testing';
import '../../elements/gallery/define.js';
import type { SqsGalleryElement } from '../../elements/gallery/define.js';
import type { ManualTimers } from '../runtime/fakes.js';
import { shadow } from './helpers.js';

/** Returns a photo slide (`/examples/images/photo-NN.jpg`, 2500 × 1563 unless told) with id sN, url photo-N, caption. */
export const photo = (n: number, width = 2500, height = 1563): string =>
  `<figure data-slide-id="s${n}" data-slide-url="photo-${n}"><img data-src="/examples/images/photo-${String(n).padStart(2, '0')}.jpg" data-image-dimensions="${width}x${height}" alt="Photo ${n}"><figcaption>Caption ${n}</figcaption></figure>`;
/** Five photo slides. */
export const five = [1, 2, 3, 4, 5].map((n) => photo(n));
/** A YouTube video slide. */
export const video = `<figure data-slide-id="v1"><sqs-video html='<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>' provider-name="YouTube" alt="A video"></sqs-video></figure>`;

/** Returns the first element matching `selector` in the gallery's shadow root. */
export const q = <T extends Element = HTMLElement>(el: Element, selector: string): T =>
  shadow(el).querySelector<T>(selector)!;
/** Returns every element matching `selector` in the gallery's shadow root. */
export const qa = (el: Element, selector: string): HTMLElement[] => [
  ...shadow(el).querySelectorAll<HTMLElement>(selector),
];

/** How `gallery` places its gallery. */
export interface GalleryFixtureOptions {
  /** The slides' markup (default `five`). */
  slides?: string[];
  /** The column's width in px (default 600). */
  width?: number;
  /** Set before the gallery connects. */
  timers?: ManualTimers;
  /** Space above the gallery in px, to place it below the fold (default 0). */
  below?: number;
}

/** Returns a gallery in a `width` px column, `below` px down the page; `timers` (when given) is set before it connects. */
export async function gallery(
  attributes: string,
  { slides = five, width = 600, timers, below = 0 }: GalleryFixtureOptions = {},
): Promise<SqsGalleryElement> {
  const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
  wrap.style.width = `${width}px`;
  if (below > 0) wrap.append(Object.assign(document.createElement('div'), { style: `height: ${below}px` }));
  const holder = document.createElement('div');
  holder.innerHTML = `<sqs-gallery ${attributes}>${slides.join('')}</sqs-gallery>`;
  const el = holder.firstElementChild as SqsGalleryElement;
  if (timers) el.timers = timers;
  wrap.append(el);
  await el.updateComplete;
  return el;
}

/**
 * Returns a function that dispatches one mouse drag's pointer events on the gallery's viewport, at x px from its left
 * edge; the gallery's clock reads 0 until the test sets `el.now`.
 */
export function dragger(el: SqsGalleryElement): (type: string, x: number) => void {
  const viewport = q(el, '[part~="viewport"]');
  const box = viewport.getBoundingClientRect();
  el.now = () => 0;
  return (type, x) =>
    void viewport.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        pointerId: 5,
        pointerType: 'mouse',
        button: 0,
        clientX: box.left + x,
        clientY: box.top + 10,
      }),
    );
}
