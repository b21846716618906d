import { createElement as h, type ReactNode } from 'react';
import { sizedImageUrl } from '../../runtime/images.js';
import { readBlockJson } from '../shared/block-json.js';
import { css } from '../shared/css.js';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { sizedPicture } from '../shared/ssr/sized-picture.js';
import { useMessages } from '../shared/use-messages.js';
import english from './image.en.js';
import { IMAGE_SHAPES, imageElement, type imageAttributes } from './image.element.js';
import { imageStyles } from './image.styles.js';
import { imageSettings, NARROW_IMAGE_WIDTH } from './useImage.js';

/**
 * The box of a shape, which the browser sets inline from the same proportions; the picture fills or fits it as the
 * mode says (the focal point needs the script, which places the picture).
 */
const shapeStyles = css`
  /* The narrow layout the script sets on a block under ${NARROW_IMAGE_WIDTH} px (data-layout), from the block's own width. */
  :host {
    container-type: inline-size;
  }
  @container (inline-size < ${NARROW_IMAGE_WIDTH}px) {
    [part~='caption'] {
      margin-block-start: calc(var(--sqs-image-caption-gap) / 1.5);
      font-size: var(--sqs-image-caption-font-size-narrow);
    }
    [part~='base'] {
      display: block;
    }
  }
  ${Object.entries(IMAGE_SHAPES)
    .filter(([, height]) => height !== null)
    .map(([shape, height]) => `[data-shape='${shape}'] { aspect-ratio: 100 / ${height}; }`)
    .join('\n')}
  picture {
    display: contents;
  }
  /* The box the script sets from the stated dimensions, whatever the proportions of the file the browser picks. */
  @supports (aspect-ratio: attr(x type(<number>)) / 1) {
    [part~='image'][width][height] {
      aspect-ratio: attr(width type(<number>)) / attr(height type(<number>));
    }
  }
  [data-shape] [part~='image'] {
    block-size: 100%;
    object-fit: cover;
  }
  [data-mode='fit'] [data-shape] [part~='image'] {
    object-fit: contain;
  }
  [data-mode='none'] [data-shape] [part~='image'] {
    block-size: auto;
  }
`;

type Props = AttributeValues<typeof imageAttributes> & { host: HostStandIn };

/**
 * Renders the image block on a server: the picture itself (the sized files the browser's image loader names, in a
 * `<picture>` so the render writes no preload of its own), in its link, with its caption, reserving its box from its
 * dimensions or shape without an inline style.
 */
function ImageServer({ host, ...options }: Props): ReactNode {
  const element = host as unknown as HTMLElement;
  const t = useMessages(element, english);
  const settings = imageSettings(element, options, readBlockJson(element), null);
  const { src, alt, dimensions, mode, shape, caption, href, newWindow, loading, design, imagePosition } = settings;
  const lazy = loading !== 'eager';
  // A shape crops a filled picture (fitted, it is shown no wider than its box): it is shown as wide as the shape's
  // height at the picture's proportions where that is wider than the box.
  const shapeHeight = IMAGE_SHAPES[shape];
  const cover =
    mode !== 'fill' || shapeHeight === null
      ? 1
      : dimensions
        ? Math.max(1, (shapeHeight / 100) * (dimensions.width / dimensions.height))
        : Infinity;
  const image = src
    ? h(
        'picture',
        null,
        h('img', {
          part: 'image',
          src: sizedImageUrl(src, 1500),
          ...sizedPicture(src, { lazy, cover, sizes: settings.sizes || '100vw', given: settings.sizes !== '' }),
          alt,
          width: dimensions?.width,
          height: dimensions?.height,
          loading: lazy ? 'lazy' : undefined,
          decoding: 'async',
        }),
      )
    : null;
  const frame = h('div', { part: 'frame', 'data-shape': IMAGE_SHAPES[shape] === null ? undefined : shape }, image);
  // Named as the browser names it (useImage.ts).
  const name = alt || caption.trim() || href;
  const label =
    newWindow || name !== alt ? [name, newWindow ? t('image.new-window') : ''].filter(Boolean).join(' ') : undefined;
  const captioned = caption.trim() !== '' || host.children.some((child) => child.getAttribute('slot') === 'caption');
  return h(
    'figure',
    { part: 'base', 'data-mode': mode, 'data-design': design, 'data-position': imagePosition },
    href
      ? h(
          'a',
          {
            part: 'link',
            href,
            'aria-label': label,
            ...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          },
          frame,
        )
      : frame,
    h('figcaption', { part: 'caption', hidden: !captioned }, caption, h('slot', { name: 'caption' })),
  );
}

/** True when the element holds the platform's rendered image block (anything but a slotted caption). */
const holdsPlatformMarkup = (host: HostStandIn): boolean =>
  host.children.some((child) => child.getAttribute('slot') !== 'caption');

/**
 * Renders `<sqs-image>` on a server (`sqs-elements/ssr`): its picture shows without script, in its link. One holding
 * the platform's rendered block (read, and its card sanitised, in the browser) is left to the browser.
 */
export const imageServer = serverElement(
  ImageServer,
  imageElement,
  [imageStyles, shapeStyles],
  (host) => (holdsPlatformMarkup(host) ? "the platform's rendered image block is read there" : undefined),
  'its picture with its text alternative, link and caption, in the box its dimensions reserve',
);
