import { createElement as h, Fragment, type ReactNode } from 'react';
import { parseDimensions } from '../../runtime/dimensions.js';
import { sizedImageUrl } from '../../runtime/images.js';
import { token } from '../../styles/tokens.js';
import { attributeName } from '../shared/attributes.js';
import { css } from '../shared/css.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { instanceStyle } from '../shared/ssr/instance-style.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { sizedPicture } from '../shared/ssr/sized-picture.js';
import { useMessages } from '../shared/use-messages.js';
import { safeUrl } from '../shared/safe-url.js';
import { galleryAttributes, galleryElement } from './gallery.element.js';
import english from './gallery.en.js';
import { galleryInstanceCss } from './gallery.server-style.js';
import {
  AUTO_GUTTER,
  AUTOROWS_GUTTER,
  attributeTexts,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_GUTTER_PERCENT,
  CAROUSEL_PER_ROW,
  COLUMN_WIDTH,
  GRID_PADDING,
  GRID_PER_ROW,
  parseAspectRatio,
  readBlockJson,
  resolveDesign,
  ROW_HEIGHT,
  SLIDER_ASPECT_PERCENT,
  STRIP_V_SIZE,
  type Design,
} from './options.js';
import { FALLBACK_RATIO } from './layout.js';
import { asSpecKeys, MOVING } from './resolve.js';

type Props = { host: HostStandIn } & { [K in keyof typeof galleryAttributes]: unknown };

/** The server resolves relative addresses against a base of its own: they stay relative, as written. */
const BASE = 'https://server.invalid/';

/** One slide as the server reads it from a light-DOM `<figure>`. */
interface Picture {
  src: string;
  /** True for a `data-src` (the image loader's, which sizes it); false for a file the page names itself (`src`). */
  sized: boolean;
  alt: string;
  width?: number;
  height?: number;
  caption: string;
  link: string;
}

/** Returns the first descendant of `node` with tag `tag`. */
function find(node: HostStandIn, tag: string): HostStandIn | undefined {
  for (const child of node.children) {
    const found = child.localName === tag ? child : find(child, tag);
    if (found) return found;
  }
  return undefined;
}

/** The figure's media type, in kebab case, as the gallery reads `data-type`. */
const mediaType = (figure: HostStandIn): string =>
  (figure.getAttribute('data-type') ?? '')
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** True for a figure the gallery shows as a video (its player exists only in the browser). */
const isVideo = (figure: HostStandIn): boolean =>
  mediaType(figure) === 'video' || (/^(reused-asset)?$/.test(mediaType(figure)) && !!find(figure, 'sqs-video'));

/** Returns a figure's picture: its `img`'s address (`data-src`, else `src`), text alternative, size and caption. */
function pictureOf(figure: HostStandIn): Picture | null {
  const img = find(figure, 'img');
  const sized = !!img?.hasAttribute('data-src');
  const src = safeUrl(img?.getAttribute(sized ? 'data-src' : 'src'), BASE);
  if (!img || src === null || mediaType(figure) === 'empty-image') return null;
  const size = parseDimensions(img.getAttribute('data-image-dimensions'));
  return {
    src,
    sized,
    alt: img.getAttribute('alt') ?? '',
    ...size,
    caption: (find(figure, 'figcaption')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    link: safeUrl(figure.getAttribute('data-click-through-url'), BASE) ?? '',
  };
}

/** Returns each option the layout reads: the attribute, else the same key of `block-json`, else the default. */
function layoutOptions(host: HostStandIn, props: Props) {
  const text = host.getAttribute('block-json') ?? '';
  const raw = (text.trim() && readBlockJson(text)) || {};
  const block = attributeTexts(asSpecKeys(raw, host.getAttribute('design') ?? raw.design));
  const value = <T>(property: keyof typeof galleryAttributes): T => {
    const kind = galleryAttributes[property];
    if (host.hasAttribute(attributeName(property)) || !(property in block)) return props[property] as T;
    return (kind.parse(block[property]!) ?? kind.default) as T;
  };
  const design = resolveDesign(value<string>('design'));
  return {
    design,
    aspect: parseAspectRatio(value<string>('imageAspectRatio')) ?? null,
    perRow: value<number | null>('slidesPerRow') ?? (design === 'carousel' ? CAROUSEL_PER_ROW : GRID_PER_ROW),
    gutter:
      value<number | null>('gutter') ??
      (design === 'carousel' ? CAROUSEL_GUTTER_PERCENT : design === 'autorows' ? AUTOROWS_GUTTER : AUTO_GUTTER),
    padding: value<number>('padding'),
    columnWidth: value<number>('columnWidth'),
    rowHeight: value<number>('rowHeight'),
    listImageSize: value<number>('listImageSize'),
    vSize: value<number>('vSize'),
    captions: value<string>('metaPosition').trim().toLowerCase() !== 'none' && raw['show-meta'] !== false,
    label: value<string>('label'),
    lazyLoad: value<boolean>('lazyLoad'),
  };
}

/** The designs that show one picture at a time, each over the others, in one box (`strategy.stacked`). */
const STACKED: ReadonlySet<Design> = new Set(['stacked', 'slideshow']);

/** The share of the page's width each design gives one picture, for the browser's choice among the sized files. */
const sizesOf = (design: Design, perRow: number): string =>
  design === 'grid' || design === 'carousel' ? `${Math.ceil(100 / perRow)}vw` : MOVING.has(design) ? '100vw' : '50vw';

/**
 * Returns one picture: its sized files (`sizedPicture`: `guess` the share of the window's width it is shown at, `cover`
 * how many times its cell's width) or the file the page names, and its text alternative. (In a `<picture>`, React
 * writes no preload.)
 */
function image(picture: Picture, eager: boolean, guess: string, cover: number): ReactNode {
  const { src, sized } = picture;
  return h(
    'picture',
    null,
    h('img', {
      src: sized ? sizedImageUrl(src, 1000) : src,
      ...(sized ? sizedPicture(src, { lazy: !eager, cover, sizes: guess }) : {}),
      alt: picture.alt,
      width: picture.width,
      height: picture.height,
      loading: eager ? undefined : 'lazy',
      decoding: 'async',
    }),
  );
}

/**
 * Renders the gallery on a server: every picture of its figures, with its text alternative, caption and link, in the
 * design's layout as far as CSS draws it (`gallerySsrStyles`): the grids and the list as they are, the moving designs
 * as a strip the visitor scrolls, one slide (or the carousel's group) at a time. The script takes over with its own
 * slides, controls and lightbox.
 */
function GalleryServer(props: Props): ReactNode {
  const { host } = props;
  const t = useMessages(host as unknown as Element, english);
  const options = layoutOptions(host, props);
  const { design, perRow } = options;
  const moving = MOVING.has(design);
  const pictures = host.children
    .filter((child) => child.localName === 'figure')
    .map(pictureOf)
    .filter((picture): picture is Picture => picture !== null);
  const sizes = sizesOf(design, perRow);
  // Every picture waits until it nears the view, as the scripted render loads them (`lazy-load`, on by default): a
  // gallery further down the page asks for nothing with it. With lazy loading off, the first is asked for at once, as
  // the script asks for it. (Whether another gallery comes first is not asked: a streamed render has not kept the
  // page before the element, and must render it as the whole page's render does.)
  const eager = options.lazyLoad ? 0 : 1;
  const count = pictures.length;
  const gap = design === 'grid' ? options.padding : design === 'slider' ? options.vSize : options.gutter;
  const first = pictures[0];
  // A stack shows every picture in the box of the first's proportions (the gallery's `image-aspect-ratio` first).
  const stackRatio = STACKED.has(design)
    ? first?.width && first.height
      ? first.width / first.height
      : FALLBACK_RATIO
    : undefined;
  const ratio = options.aspect ?? (design === 'slider' ? 100 / SLIDER_ASPECT_PERCENT : stackRatio);
  const thumbnails = STACKED.has(design) && props.thumbnails === true && count > 1;
  // A cell of the grids and the carousel crops its picture to the cell's proportions (1 by default).
  const cropped = design === 'grid' || design === 'autogrid' || design === 'carousel';
  const coverOf = ({ width, height }: Picture): number =>
    !cropped ? 1 : width && height ? Math.max(1, width / height / (ratio ?? 1)) : Infinity;
  const style = instanceStyle(
    host,
    galleryInstanceCss(
      {
        design,
        gap,
        perRow,
        columnWidth: options.columnWidth,
        rowHeight: options.rowHeight,
        listImageSize: options.listImageSize,
        ratio,
        thumbnails: thumbnails
          ? { height: props.thumbnailStripHeight as number, margin: props.thumbnailStripMargin as number }
          : undefined,
        sizes: pictures,
      },
      options.captions && pictures.some((picture) => picture.caption),
    ),
  );
  const base = h(
    'div',
    {
      part: 'base',
      role: 'region',
      'aria-label': options.label || t('gallery.label'),
      'data-design': design,
      // The room of the thumbnail strip the script adds under a stack.
      'data-thumbnails': thumbnails ? '' : undefined,
      'data-thumbnail-height': thumbnails ? (props.thumbnailStripHeight as number) : undefined,
      'data-thumbnail-margin': thumbnails ? (props.thumbnailStripMargin as number) : undefined,
    },
    h(
      'div',
      {
        part: 'track',
        role: 'list',
        // A strip scrolls: the keyboard reaches it.
        tabIndex: moving ? 0 : undefined,
        'data-per-row': perRow,
        'data-gap': gap,
        'data-column-width': options.columnWidth,
        'data-row-height': options.rowHeight,
        'data-list-size': options.listImageSize,
        'data-ratio': ratio,
      },
      pictures.map((picture, i) =>
        h(
          'div',
          { key: i, part: 'slide', role: 'listitem' },
          h(
            'figure',
            { part: 'picture' },
            picture.link
              ? h(
                  'a',
                  {
                    part: 'link',
                    href: picture.link,
                    // A picture without a text alternative names its link as the gallery does.
                    'aria-label': picture.alt
                      ? undefined
                      : picture.caption || t('gallery.counter', { index: i + 1, count }),
                  },
                  image(picture, i < eager, sizes, coverOf(picture)),
                )
              : image(picture, i < eager, sizes, coverOf(picture)),
            options.captions && picture.caption ? h('figcaption', { part: 'caption' }, picture.caption) : null,
          ),
        ),
      ),
    ),
  );
  return style ? h(Fragment, null, style, base) : base;
}

/** The room of the default thumbnail strip: its height and the margin above it. */
const THUMBNAIL_ROOM = 90;

/** Wraps rules that read numbers from attributes: a browser without typed `attr()` keeps the defaults before them. */
const typedAttr = (rules: string): string => `@supports (width: attr(x px, 1px)) {\n${rules}\n}`;

/** The layout of the server's markup, each design's as far as CSS draws it (numbers from the track's attributes). */
const gallerySsrStyles = css`
  :host {
    --sqs-gallery-caption-color: ${token('color-text-muted')};
    display: block;
    container-type: inline-size;
  }
  [part~='track'] {
    --_sqs-gap: 0px;
    --_sqs-per-row: ${GRID_PER_ROW};
    --_sqs-column: ${COLUMN_WIDTH}px;
    --_sqs-row: ${ROW_HEIGHT}px;
    --_sqs-list: 40%;
    display: grid;
    gap: var(--_sqs-gap);
  }
  ${typedAttr(`[part~='track'] {
    --_sqs-gap: attr(data-gap px, 0px);
    --_sqs-per-row: attr(data-per-row type(<integer>), ${GRID_PER_ROW});
    --_sqs-column: attr(data-column-width px, ${COLUMN_WIDTH}px);
    --_sqs-row: attr(data-row-height px, ${ROW_HEIGHT}px);
    --_sqs-list: attr(data-list-size %, 40%);
    --_sqs-ratio: attr(data-ratio type(<number>));
  }`)}
  ${Array.from({ length: 12 }, (_, n) => `[data-per-row='${n + 1}'] { --_sqs-per-row: ${n + 1}; }`).join('\n')}
  [part~='picture'] {
    margin: 0;
  }
  [part~='link'] {
    display: block;
  }
  picture {
    display: contents;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  [part~='caption'] {
    padding-block: ${token('space-2')};
    color: var(--sqs-gallery-caption-color);
    font-size: ${token('font-size-sm')};
  }
  [data-design='grid'] [part~='track'] {
    --_sqs-gap: ${GRID_PADDING}px;
    grid-template-columns: repeat(var(--_sqs-per-row), minmax(0, 1fr));
  }
  ${typedAttr(`[data-design='grid'] [part~='track'] { --_sqs-gap: attr(data-gap px, ${GRID_PADDING}px); }`)}
  [data-design='autogrid'] [part~='track'] {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--_sqs-column)), 1fr));
  }
  /* Where CSS divides lengths, an autogrid counts its columns as its script does: rounded up, so that no cell is wider
     than its column-width. */
  @supports (scale: calc(10px / 5px)) {
    [data-design='autogrid'] [part~='track'] {
      display: flex;
      flex-wrap: wrap;
      align-content: flex-start;
    }
    [data-design='autogrid'] [part~='slide'] {
      --_sqs-columns: max(
        1,
        round(up, (100cqi + var(--_sqs-gap)) / (var(--_sqs-column) + var(--_sqs-gap)) - 0.000001, 1)
      );
      flex: 0 0 calc((100cqi - (var(--_sqs-columns) - 1) * var(--_sqs-gap)) / var(--_sqs-columns));
      /* Each cell a hair narrower on the line than it is, so rounding never wraps a row: the cells, and so their
         pictures' heights, keep the script's widths to the pixel. */
      margin-inline-end: -0.02px;
    }
  }
  :is([data-design='grid'], [data-design='autogrid'], [data-design='carousel']) img {
    aspect-ratio: var(--_sqs-ratio, 1);
    object-fit: cover;
  }
  /* A picture at its own proportions takes them from its stated dimensions, as the script's does, not from its file
     (whose proportions may differ by a hair): then it has the same height before and after the script. */
  ${typedAttr(`:is([data-design='autocolumns'], [data-design='autorows'], [data-design='list']) img[width][height] {
    aspect-ratio: attr(width type(<number>)) / attr(height type(<number>));
    object-fit: cover;
  }`)}
  [data-design='autocolumns'] [part~='track'] {
    display: block;
    columns: var(--_sqs-column);
    column-gap: var(--_sqs-gap);
  }
  [data-design='autocolumns'] [part~='slide'] {
    break-inside: avoid;
    margin-block-end: var(--_sqs-gap);
  }
  [data-design='autocolumns'] [part~='slide']:last-child {
    margin-block-end: 0;
  }
  [data-design='autorows'] [part~='track'] {
    --_sqs-gap: ${AUTOROWS_GUTTER}px;
    display: flex;
    flex-wrap: wrap;
  }
  ${typedAttr(`[data-design='autorows'] [part~='track'] { --_sqs-gap: attr(data-gap px, ${AUTOROWS_GUTTER}px); }`)}
  [data-design='autorows'] [part~='slide'] {
    flex: 1 0 auto;
  }
  [data-design='autorows'] img {
    inline-size: auto;
    min-inline-size: 100%;
    block-size: var(--_sqs-row);
    object-fit: cover;
  }
  [data-design='list'] [part~='track'] {
    --_sqs-gap: ${token('space-6')};
  }
  [data-design='list'] [part~='picture'] {
    display: grid;
    grid-template-columns: var(--_sqs-list) 1fr;
    gap: ${token('space-6')};
    align-items: center;
  }
  /* The moving designs without their script: a strip scrolled by the visitor, a slide (or a group) at a time. */
  :is([data-design='stacked'], [data-design='slideshow'], [data-design='slider'], [data-design='carousel'])
    [part~='track'] {
    display: flex;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
  }
  :is([data-design='stacked'], [data-design='slideshow'], [data-design='slider'], [data-design='carousel'])
    [part~='slide'] {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  :is([data-design='stacked'], [data-design='slideshow']) img {
    aspect-ratio: var(--_sqs-ratio, auto);
    object-fit: contain;
  }
  [data-design='slider'] [part~='track'] {
    --_sqs-gap: ${STRIP_V_SIZE}px;
    aspect-ratio: var(--_sqs-ratio, ${100 / SLIDER_ASPECT_PERCENT});
  }
  ${typedAttr(`[data-design='slider'] [part~='track'] { --_sqs-gap: attr(data-gap px, ${STRIP_V_SIZE}px); }`)}
  [data-design='slider'] [part~='slide'] {
    flex: 0 0 auto;
    block-size: 100%;
  }
  [data-design='slider'] :is([part~='picture'], [part~='link']) {
    block-size: 100%;
  }
  [data-design='slider'] img {
    inline-size: auto;
    block-size: 100%;
  }
  [data-design='slider'] [part~='caption'] {
    display: none;
  }
  [data-design='carousel'] [part~='track'] {
    --_sqs-gap: ${CAROUSEL_GUTTER_PERCENT}cqi;
  }
  ${typedAttr(`[data-design='carousel'] [part~='track'] {
    --_sqs-gap: calc(attr(data-gap type(<number>), ${CAROUSEL_GUTTER_PERCENT}) * 1cqi);
  }`)}
  [data-design='carousel'] [part~='slide'] {
    --_sqs-shown: var(--_sqs-per-row);
    flex-basis: calc((100% - (var(--_sqs-shown) - 1) * var(--_sqs-gap)) / var(--_sqs-shown));
  }
  /* A narrow carousel shows fewer slides at once, as its script counts them. */
  ${[...CAROUSEL_BREAKPOINTS]
    .reverse()
    .map(
      ({ below, perRow: most }) =>
        `@container (width < ${below}px) { [data-design='carousel'] [part~='slide'] { --_sqs-shown: min(var(--_sqs-per-row), ${most}); } }`,
    )
    .join('\n')}
  /* Where scripts run, a stack takes the box its script gives it: the first picture's proportions, each caption over
     its picture (as a carousel's), and the room of the thumbnail strip below. */
  @media (scripting: enabled) {
    /* The strip's scroll bar (which takes room where bars are not overlaid) is the visitor's only without script. */
    :is([data-design='stacked'], [data-design='slideshow'], [data-design='slider'], [data-design='carousel'])
      [part~='track'] {
      scrollbar-width: none;
    }
    :is([data-design='stacked'], [data-design='slideshow']) [part~='track'] {
      aspect-ratio: var(--_sqs-ratio, ${FALLBACK_RATIO});
      overflow: hidden;
    }
    :is([data-design='stacked'], [data-design='slideshow']) :is([part~='picture'], [part~='link'], img) {
      block-size: 100%;
    }
    :is([data-design='stacked'], [data-design='slideshow']) img {
      aspect-ratio: auto;
    }
    :is([data-design='stacked'], [data-design='slideshow'], [data-design='carousel']) [part~='slide'] {
      position: relative;
    }
    :is([data-design='stacked'], [data-design='slideshow'], [data-design='carousel']) [part~='caption'] {
      position: absolute;
      inset-inline: 0;
      inset-block-end: 0;
      padding: 8px 12px;
    }
    [data-thumbnails] {
      padding-block-end: ${THUMBNAIL_ROOM}px;
    }
    ${typedAttr(`[data-thumbnails] {
      padding-block-end: calc(attr(data-thumbnail-height px, 80px) + attr(data-thumbnail-margin px, 10px));
    }`)}
  }
`;

/** True when the gallery holds a slide the server cannot draw: the platform's rendered block, or a video. */
function leftToBrowser(host: HostStandIn): string | undefined {
  const text = host.getAttribute('block-json') ?? '';
  if (text.trim() !== '' && readBlockJson(text) === null) return 'its block data is not valid';
  for (const child of host.children) {
    if (child.localName !== 'figure') return "the platform's rendered gallery becomes its slides there";
    if (isVideo(child)) return 'its video slides play there';
  }
  return undefined;
}

/**
 * Renders `<sqs-gallery>` on a server (`sqs-elements/ssr`): its pictures in the design's layout, which work without
 * script. A gallery of the platform's rendered block or with a video slide is left to the browser.
 */
export const galleryServer = serverElement(
  GalleryServer,
  galleryElement,
  [gallerySsrStyles],
  leftToBrowser,
  'its pictures with their text alternatives and captions, in its layout or a strip the visitor scrolls',
);
