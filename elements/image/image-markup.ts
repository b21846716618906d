/**
 * The image block as published pages render it, read from the element's light DOM: the platform's `<img>` (its
 * `data-src`, `data-image-dimensions`, `data-image-focal-point`, alt), the link around it, the caption, the card of
 * the card designs (title, subtitle, button) and the design classes of its outer wrapper.
 */

import { safeUrl } from '../shared/safe-url.js';

/** A link the block's markup carries: its address and whether it opens a new window. */
export interface MarkupLink {
  href: string;
  newWindow: boolean;
}

/** What the rendered markup says; `null` where it says nothing. Html is as the page wrote it, to be sanitised. */
export interface ImageMarkup {
  /** The picture's address: `data-src`, else `data-image`, else `src`. */
  src: string | null;
  /** The `<img>`'s alt, when it has the attribute. */
  alt: string | null;
  /** `data-image-dimensions`. */
  dimensions: string | null;
  /** `data-image-focal-point`. */
  focalPoint: string | null;
  /** `fit` inside a `content-fit` box; null otherwise (the block fills its box). */
  mode: 'fit' | null;
  /** The `design-layout-*` class of the outer wrapper. */
  design: string | null;
  /** The `image-position-*` class of the outer wrapper. */
  imagePosition: string | null;
  /** The link around the picture. */
  link: MarkupLink | null;
  /** The caption's html (empty when the wrapper hides it). */
  caption: string;
  /** The card's title and subtitle html. */
  title: string;
  subtitle: string;
  /** The caption's and the card title's plain text (they name a link around a decorative picture). */
  captionText: string;
  titleText: string;
  /** The card's button: its text and link. */
  button: (MarkupLink & { text: string }) | null;
  /** Whether the picture opens in a lightbox. */
  lightbox: boolean;
}

const text = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const html = (el: Element | null): string => el?.innerHTML.trim() ?? '';

const link = (a: HTMLAnchorElement | null): MarkupLink | null =>
  a ? { href: a.getAttribute('href') ?? '', newWindow: a.target === '_blank' } : null;

/** Returns the class of `el` that starts with `prefix`, without the prefix. */
const classAfter = (el: Element | null, prefix: string): string | null =>
  [...(el?.classList ?? [])].find((name) => name.startsWith(prefix))?.slice(prefix.length) ?? null;

/** Returns the first element matching `selector` in `host`'s light DOM outside a slotted caption. */
function find<T extends Element>(host: HTMLElement, selector: string): T | null {
  return [...host.querySelectorAll<T>(selector)].find((el) => !el.closest('[slot]')) ?? null;
}

/** Reads the platform's rendered image block from `host`'s light DOM; null when there is none. */
export function readImageMarkup(host: HTMLElement): ImageMarkup | null {
  const img = find<HTMLImageElement>(host, 'img');
  const wrapper = find(host, '.image-block-outer-wrapper');
  if (!img && !wrapper) return null;
  const attr = (name: string): string | null => img?.getAttribute(name) || null;
  // Ancestors of the picture inside the block only: the element itself may sit in a link of the host page.
  const around = <T extends Element>(selector: string): T | null => {
    const el = img?.closest<T>(selector);
    return el && host.contains(el) ? el : null;
  };
  const caption = wrapper?.classList.contains('layout-caption-hidden') ? null : find(host, '.image-caption');
  const button = find<HTMLAnchorElement>(host, '.image-button a[href]');
  // The card's button is only ever a link to a safe address (the picture's own link is checked like `href`).
  const buttonHref = button && safeUrl(button.getAttribute('href') ?? '');
  return {
    src: attr('data-src') ?? attr('data-image') ?? attr('src'),
    alt: img?.getAttribute('alt') ?? null,
    dimensions: attr('data-image-dimensions'),
    focalPoint: attr('data-image-focal-point'),
    mode: around('.content-fit') ? 'fit' : null,
    design: classAfter(wrapper, 'design-layout-'),
    imagePosition: classAfter(wrapper, 'image-position-'),
    link: link(around<HTMLAnchorElement>('a[href]')),
    caption: html(caption),
    title: html(find(host, '.image-title')),
    subtitle: html(find(host, '.image-subtitle')),
    captionText: text(caption),
    titleText: text(find(host, '.image-title')),
    button: buttonHref ? { text: text(button), href: buttonHref, newWindow: button!.target === '_blank' } : null,
    lightbox: find(host, '.lightbox') !== null,
  };
}

/** Returns whether two reads are the same (so an unrelated change in the light DOM does not render again). */
export const sameImageMarkup = (a: ImageMarkup | null, b: ImageMarkup | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
