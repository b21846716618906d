import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { loadImage } from '../../runtime/images.js';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { blockSettings, blockText } from '../shared/block-values.js';
import { emit } from '../shared/emit.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useSize } from '../shared/hooks/useSize.js';
import { adoptServerPictures, useKeptServerPictures } from '../shared/server-pictures.js';
import { useMessages } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './image.en.js';
import { IMAGE_SHAPES, imageAttributes, type ImageState, type SqsImageElement } from './image.element.js';
import { readImageMarkup, sameImageMarkup, type ImageMarkup, type MarkupLink } from './image-markup.js';
import type { AttributeValues } from '../shared/element-types.js';

/** Below this width in px the block takes its narrow layout (spec 000 §9 "Narrow image block under 415 px"). */
export const NARROW_IMAGE_WIDTH = 415;

/** What `Image.tsx` renders from. */
export interface ImageBindings {
  /** The picture's state, reflected as the host's `data-state`. */
  state: ImageState;
  /** Props for the box the picture fills: its reserved proportions. */
  frameProps: { ref: RefObject<HTMLDivElement | null>; style?: CSSProperties };
  /** Props for the `<img>` (its address is set by the image loader, not rendered). */
  imageProps: { ref: RefObject<HTMLImageElement | null>; alt: string; 'data-image-dimensions'?: string };
  /** Props for the link, or null when the picture is not a link. */
  linkProps: { href: string; target?: string; rel?: string; 'aria-label'?: string } | null;
  /** Whether there is a caption to show (the attribute's text, a slotted one or the card of the block's markup). */
  hasCaption: boolean;
  /** The settings the block resolves to: attributes, then `block-json`, then the rendered markup. */
  settings: ImageSettings;
  /** The caption, title, subtitle (html, to be sanitised) and button of the block's markup (empty when none). */
  card: { caption: string; title: string; subtitle: string; button: (MarkupLink & { text: string }) | null };
}

/** The image block's settings, once attributes, block data and rendered markup are put together. */
export type ImageSettings = AttributeValues<typeof imageAttributes>;

/**
 * Returns the settings of `host`: each attribute set on it, else the key of the same name in its `block-json`, else
 * what its rendered markup says (warning once for a lightbox, which the element does not offer), else the default.
 */
export function imageSettings(
  host: HTMLElement,
  options: ImageSettings,
  block: Record<string, unknown>,
  markup: ImageMarkup | null,
): ImageSettings {
  const link = markup?.link;
  if (markup?.lightbox)
    warnOnce(host, 'lightbox', '<sqs-image>: the block opens its picture in a lightbox; the element shows it without.');
  return blockSettings(host, imageAttributes, options, block, {
    src: markup?.src,
    alt: markup?.alt,
    dimensions: markup?.dimensions,
    focalPoint: markup?.focalPoint,
    mode: markup?.mode,
    design: markup?.design,
    imagePosition: markup?.imagePosition,
    href: link?.href,
    newWindow: link ? String(link.newWindow) : null,
  });
}

const hasSlottedCaption = (host: HTMLElement): boolean => host.querySelector(':scope > [slot="caption"]') !== null;

/** Returns the box's CSS aspect ratio: the shape's (100 wide), else the picture's own, else none (unknown). */
export function frameRatio(
  shape: keyof typeof IMAGE_SHAPES,
  dimensions: { width: number; height: number } | null,
): string | undefined {
  const height = IMAGE_SHAPES[shape];
  if (height !== null) return `100 / ${height}`;
  return dimensions ? `${dimensions.width} / ${dimensions.height}` : undefined;
}

/**
 * Returns the prop bags of an image block. It hands the `<img>` to the runtime image loader (which asks for the width
 * step the picture is shown at, lazily within 200 px of the viewport unless `loading="eager"`, and places it by mode
 * and focal point) and asks again when the block grows; it reflects the picture's state as `data-state`, dispatches
 * `sqs-image-load` / `sqs-image-error` once per address, and sets `data-layout` (`narrow` under 415 px, else `wide`)
 * whenever the block's width crosses that line, before it is painted.
 */
export function useImage(host: SqsImageElement, options: ImageSettings): ImageBindings {
  const markup = useLightDom(host, readImageMarkup, { same: sameImageMarkup, attributes: true });
  const block = readBlockJson(host);
  warnUnknownKeys(host, block, Object.keys(imageAttributes));
  const settings = imageSettings(host, options, block, markup);
  const { src, alt, dimensions, focalPoint, mode, fitAlignment, shape, caption, href, newWindow, loading } = settings;
  // The markup's caption counts only when neither the attribute nor the block data gives one.
  const ownCaption = host.hasAttribute('caption') || blockText(block, 'caption') !== null;
  const card = {
    caption: ownCaption ? '' : (markup?.caption ?? ''),
    title: markup?.title ?? '',
    subtitle: markup?.subtitle ?? '',
    button: markup?.button ?? null,
  };
  const cardName = markup?.titleText ?? '';
  const t = useMessages(host, english);
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // The outcome is kept with the address it is for: a new address is loading until its own img settles.
  const [outcome, setOutcome] = useState<{ src: string; state: ImageState } | null>(null);
  const state: ImageState = !src ? 'empty' : outcome?.src === src ? outcome.state : 'loading';
  const slotted = useLightDom(host, hasSlottedCaption, { subtree: false, characterData: false, attributes: ['slot'] });
  const hasCaption = caption.trim() !== '' || slotted || Object.values(card).some(Boolean);

  if (!host.hasAttribute('alt') && markup?.alt == null && blockText(block, 'alt') === null)
    warnOnce(host, 'alt', '<sqs-image>: no alt attribute; the picture is treated as decorative (alt="").');
  if (href && !alt && !caption.trim() && !card.caption && !cardName)
    warnOnce(host, 'link-name', '<sqs-image>: a linked picture needs alt (or a caption) to name its link.');

  useKeptServerPictures(host);
  const focalX = focalPoint.x;
  const focalY = focalPoint.y;
  const width = dimensions?.width;
  const height = dimensions?.height;
  const load = useCallback(() => {
    const img = imageRef.current;
    if (!img || !src) return;
    img.dataset.src = src;
    adoptServerPictures(host, [[img, src]]);
    loadImage(img, {
      owner: host,
      mode,
      fitAlignment,
      focalPoint: { x: focalX, y: focalY },
      dimensions: width && height ? { width, height } : undefined,
      load: loading === 'eager' ? true : 'viewport',
      container: frameRef.current ?? undefined,
    });
  }, [host, src, mode, fitAlignment, focalX, focalY, width, height, loading]);

  // The picture's own state: a new address starts over (the img is a new one, keyed by its address).
  useLayoutEffect(() => {
    const img = imageRef.current;
    if (!img || !src) return;
    let told = false;
    const settle = (event: Event): void => {
      const loaded = event.type === 'load';
      // A larger width step loading later does not take a loaded picture back to loading.
      setOutcome((previous) =>
        previous?.src === src && previous.state === 'loaded' ? previous : { src, state: loaded ? 'loaded' : 'error' },
      );
      if (told) return;
      told = true;
      emit(host, loaded ? 'sqs-image-load' : 'sqs-image-error', { src: img.getAttribute('src') ?? src });
    };
    img.addEventListener('load', settle);
    img.addEventListener('error', settle);
    return () => {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
    };
  }, [host, src]);

  useLayoutEffect(() => load(), [load]);

  // The layout follows the block's own width (not the window's): set on the host at once, so it applies before paint.
  const lastWidth = useRef(-1);
  useSize(
    host,
    ({ width }) => {
      host.dataset.layout = width < NARROW_IMAGE_WIDTH ? 'narrow' : 'wide';
      // A wider block may need a larger width step (the loader only ever raises it).
      if (width > lastWidth.current && lastWidth.current >= 0) load();
      lastWidth.current = width;
    },
    { axis: 'x' },
  );

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const ratio = frameRatio(shape, dimensions);
  // The link is named by the picture's alt (a decorative picture's caption or card title names it instead, and as a
  // last resort its address, as a screen reader would guess it), and says when it opens a new window.
  const name = alt || caption.trim() || markup?.captionText || cardName || href;
  const named =
    newWindow || name !== alt
      ? { 'aria-label': [name, newWindow ? t('image.new-window') : ''].filter(Boolean).join(' ') }
      : {};
  return {
    state,
    frameProps: { ref: frameRef, style: ratio ? { aspectRatio: ratio } : undefined },
    imageProps: {
      ref: imageRef,
      alt,
      'data-image-dimensions': dimensions ? `${dimensions.width}x${dimensions.height}` : undefined,
    },
    linkProps: href ? { href, ...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...named } : null,
    hasCaption,
    settings,
    card,
  };
}
