import type { AttributeKind } from '../shared/attributes.js';
import { boolean, oneOf, string, url } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import { safeUrl } from '../shared/safe-url.js';
import { parseDimensions, type Dimensions } from '../../runtime/dimensions.js';

/** How the image sits in its box (spec 001 §3 "Image": fit, fill, none). */
export const IMAGE_MODES = ['fill', 'fit', 'none'] as const;

/**
 * The image block’s designs (spec 001 §9 block variants: image inline, poster, card, overlap, collage, stack; `fluid`
 * is the inline design of the fluid layout): the card designs set the caption beside the picture, poster over it.
 */
export const IMAGE_DESIGNS = ['inline', 'fluid', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;

/** Where a fitted image sits along the side it does not fill (spec 001 §3 fitAlignment). */
export const FIT_ALIGNMENTS = ['center', 'top', 'left', 'right', 'bottom'] as const;

/**
 * The shape masks and their heights for a width of 100 (spec 000 §9 "Shape mask aspect heights 100, 150 or 67 for
 * width 100"); `none` keeps the image's own proportions.
 */
export const IMAGE_SHAPES = Object.freeze({ none: null, square: 100, portrait: 150, landscape: 67 });

/** One of the keys of `IMAGE_SHAPES`. */
export type ImageShape = keyof typeof IMAGE_SHAPES;

/** The point of the picture kept in view when it is cropped, as fractions of its width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * An image address: http(s) or relative. `data:`, `javascript:`, `mailto:` and every other scheme are invalid (a
 * `data:` picture cannot be asked for at a width step, and no other scheme is a picture).
 */
function imageUrl(): AttributeKind<string> {
  return {
    default: '',
    type: 'string',
    parse(text) {
      if (text === null || text.trim() === '') return '';
      const safe = safeUrl(text);
      // (On a server, with no document, a relative address is an http one.)
      return safe !== null && /^https?:$/.test(new URL(safe, globalThis.document?.baseURI ?? 'http://a').protocol)
        ? safe
        : undefined;
    },
    stringify: (value) => (value ? String(value) : null),
  };
}

/** `"WxH"` in px, both above 0 (`data-image-dimensions`); absent or empty is unknown (null). */
function dimensions(): AttributeKind<Dimensions | null> {
  return {
    default: null,
    type: 'string',
    parse: (text) => (text === null || text.trim() === '' ? null : (parseDimensions(text) ?? undefined)),
    stringify: (value) => (value ? `${value.width}x${value.height}` : null),
  };
}

/** `"x,y"`, two fractions (`data-image-focal-point`), each clamped to 0–1; default the centre. */
function focalPoint(): AttributeKind<FocalPoint> {
  const centre = { x: 0.5, y: 0.5 };
  const fraction = (part: string): number => Math.min(1, Math.max(0, Number(part)));
  return {
    default: centre,
    type: 'string',
    parse(text) {
      if (text === null || text.trim() === '') return centre;
      const parts = text.split(',');
      if (parts.length !== 2 || parts.some((part) => part.trim() === '' || !Number.isFinite(Number(part))))
        return undefined;
      return { x: fraction(parts[0]!), y: fraction(parts[1]!) };
    },
    stringify: (value) => (value ? `${value.x},${value.y}` : null),
  };
}

/** The longest `sizes` list read, in characters. */
export const MOST_SIZES_LENGTH = 500;

/**
 * A source size list, as `<img sizes>` takes it (`"(width < 640px) 100vw, 600px"`): lengths, functions and media
 * conditions only (no quote, no semicolon, no brace), at most `MOST_SIZES_LENGTH` characters; empty by default.
 */
function sourceSizes(): AttributeKind<string> {
  return {
    default: '',
    type: 'string',
    parse(text) {
      if (text === null || text.trim() === '') return '';
      const list = text.trim().replace(/\s+/g, ' ');
      return list.length <= MOST_SIZES_LENGTH && /^[a-z0-9 ().,%:+*/<>=-]+$/i.test(list) ? list : undefined;
    },
    stringify: (value) => value || null,
  };
}

/** The attributes of `<sqs-image>`. */
export const imageAttributes = {
  /** The picture's address, http(s) or relative; the image loader asks for it at the width step it is shown at. */
  src: imageUrl(),
  /** The text alternative. Empty marks the picture as decorative (leaving the attribute out warns). */
  alt: string(''),
  /** The picture's size in px, `"WxH"` (e.g. `"1600x900"`): its box is reserved before it loads. */
  dimensions: dimensions(),
  /** The point kept in view when the picture is cropped, `"x,y"` as fractions (clamped to 0–1). Default `0.5,0.5`. */
  focalPoint: focalPoint(),
  /** fill (cover the box, default), fit (contain) or none (the picture's own proportions). */
  mode: oneOf(IMAGE_MODES, 'fill'),
  /** Where a fitted picture sits: center (default), top, left, right or bottom. */
  fitAlignment: oneOf(FIT_ALIGNMENTS, 'center'),
  /** A shape mask: square (100 high per 100 wide), portrait (150), landscape (67) or none (default). */
  shape: oneOf(Object.keys(IMAGE_SHAPES) as ImageShape[], 'none'),
  /** A caption shown under the picture (or slot an element into `caption`). */
  caption: string(''),
  /** Makes the picture a link (http(s), mailto, tel or relative; any other scheme is refused). */
  href: url(''),
  /** Opens the link in a new window (`target="_blank"`, `rel="noopener noreferrer"`). */
  newWindow: boolean(),
  /** `lazy` (default) loads within 200 px of the viewport; `eager` loads at once. */
  loading: oneOf(['lazy', 'eager'] as const, 'lazy'),
  /**
   * The width the block is shown at, as `<img sizes>` takes it (`"(width < 640px) 100vw, 600px"`), for the file a
   * server render's picture asks for before the script runs (`sqs-elements/ssr`); default the window's width. The
   * script measures the block itself.
   */
  sizes: sourceSizes(),
  /** The block's design: inline (default), fluid, poster, card, overlap, collage or stack. */
  design: oneOf(IMAGE_DESIGNS, 'inline'),
  /** Where the picture sits beside its card in the card designs: left, right or center (default: above it). */
  imagePosition: oneOf(['left', 'right', 'center'] as const, 'center'),
  /**
   * The platform's block data (`data-block-json`), read with the attributes' names as keys (`src`, `alt`, `design`…);
   * an attribute wins, any other key is warned.
   */
  blockJson: string(''),
};

/** What the host's `data-state` says about the picture. */
export type ImageState = 'empty' | 'loading' | 'loaded' | 'error';

/**
 * An image block (spec 000 §9; spec 001 §3 "Image", "Image loading options"): a picture in a box whose proportions
 * (from `dimensions`, or a `shape` mask) are reserved before it loads, so nothing moves when it arrives. The runtime
 * image loader asks for the picture at the width step that covers the width it is shown at times the pixel ratio
 * (`?format=750w`), lazily within 200 px of the viewport, and places it by `mode`, `focal-point` and
 * `fit-alignment`. An optional caption sits under it (a `<figure>` with its `<figcaption>`); `href` makes it a link.
 * Under 415 px wide the block takes its narrow layout (`data-layout="narrow"`: smaller caption type).
 * The host's `data-state` is `empty`, `loading`, `loaded` or `error`.
 *
 * A published image block can be written as the element with its rendered markup as children: the platform's `<img>`
 * gives the address (`data-src`, else `data-image`, else `src`), alt, `data-image-dimensions` and
 * `data-image-focal-point`; a `content-fit` box gives `mode="fit"`; the outer wrapper's `design-layout-*` and
 * `image-position-*` classes give `design` and `image-position`; the link around the picture gives `href` (and
 * `new-window` for `target="_blank"`); `.image-caption` gives the caption (unless the wrapper is
 * `layout-caption-hidden`), and the card's `.image-title`, `.image-subtitle` and `.image-button` link are shown in the
 * caption. An attribute wins over `block-json`, which wins over the markup. A lightbox the block asks for is not
 * offered (one warning). A linked picture without alt, caption or card title is named by its address.
 *
 * @summary A responsive picture with a reserved box, shape masks, a caption and an optional link.
 * @tag sqs-image
 *
 * @slot caption - A caption with markup, shown under the picture (after the `caption` attribute's text).
 *
 * @event sqs-image-load - The picture loaded; `detail.src` is the address asked for.
 * @event sqs-image-error - The picture failed to load; `detail.src` is the address asked for.
 *
 * @csspart base - The figure: the picture and its caption; carries `data-state` and `data-layout` too.
 * @csspart link - The link around the picture, when there is an `href`.
 * @csspart frame - The box the picture fills, of the reserved proportions.
 * @csspart image - The `<img>`.
 * @csspart caption - The caption under the picture (beside it in the card designs, over it in poster).
 * @csspart caption-text - The caption of the block's markup (sanitised html).
 * @csspart title - The card's title, from the block's markup (sanitised html).
 * @csspart subtitle - The card's subtitle, from the block's markup (sanitised html).
 * @csspart button - The card's button link, from the block's markup.
 *
 * @cssproperty --sqs-image-background - The box's colour while the picture loads.
 * @cssproperty --sqs-image-radius - The box's corner radius.
 * @cssproperty --sqs-image-caption-gap - The space between the picture and its caption.
 * @cssproperty --sqs-image-caption-font-size - The caption's type size (wide layout).
 * @cssproperty --sqs-image-caption-font-size-narrow - The caption's type size under 415 px.
 * @cssproperty --sqs-image-caption-color - The caption's colour.
 */
export interface SqsImageElement extends SqsElement, AttributeValues<typeof imageAttributes> {}

/** The events `<sqs-image>` dispatches, by name, with their detail. */
export interface SqsImageEvents {
  /** The picture loaded. */
  'sqs-image-load': { src: string };
  /** The picture failed to load. */
  'sqs-image-error': { src: string };
}

/** The contract of `<sqs-image>`. */
export const imageElement = defineContract('sqs-image', imageAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-image': SqsImageElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsImageEvents {}
}
