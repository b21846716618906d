/**
 * The nine gallery designs, one strategy each (the way the map's views are one per provider): what moves, which
 * slides are in view, the proportions of a slide's box and the track's style. `Gallery.tsx` renders every design
 * with the same markup and asks the strategy for what differs.
 */
import type { CSSProperties } from 'react';
import type { Layout } from './layout.js';
import { KEN_BURNS_ZOOM, type Design } from './options.js';
import type { GalleryOptions } from './resolve.js';

/** What a strategy is given to lay out one render. */
export interface DesignContext {
  options: GalleryOptions;
  geometry: Layout;
  /** The current slide. */
  index: number;
  /** Slides per move. */
  step: number;
  /** The drag offset of a swipe in px. */
  offset: number;
  /** The first slide's proportions (width ÷ height), for stacked boxes. */
  firstRatio: number;
  /** 1 when the text runs left to right, -1 right to left: the track then runs leftwards and moves the other way. */
  direction: 1 | -1;
}

/** How one design lays out and moves its slides. */
export interface DesignStrategy {
  /** Slides move inside a clipping box (previous and next, swipe, autoplay). */
  readonly moving: boolean;
  /** One slide at a time, on top of each other (thumbnails, a click's halves). */
  readonly stacked: boolean;
  /** Returns whether the track slides sideways. */
  tracked(options: GalleryOptions): boolean;
  /** Returns whether slide `i` is in view. */
  visible(i: number, index: number, step: number): boolean;
  /** Returns the proportions of the box of a slide whose picture has `ratio`. */
  slideRatio(ratio: number, context: DesignContext): number;
  /** Returns the slide box's own style beyond its proportions. */
  slideStyle(ratio: number, context: DesignContext): CSSProperties;
  /** Returns the track's style. */
  trackStyle(context: DesignContext, tracked: boolean): CSSProperties;
}

const all = (): boolean => true;
const current = (i: number, index: number): boolean => i === index;
const own = (ratio: number): number => ratio;
const square = (_ratio: number, { options }: DesignContext): number => options.aspect ?? 1;
const none = (): CSSProperties => ({});
// The drag offset is the pointer's own, so it is not mirrored.
const sideways = ({ index, offset, direction }: DesignContext): CSSProperties => ({
  transform: `translateX(calc(${-index * 100 * direction}% + ${offset}px))`,
});

/** stacked and slideshow: one slide at a time in a box of the first slide's proportions. */
const stacked: DesignStrategy = {
  moving: true,
  stacked: true,
  tracked: (options) => options.design === 'slideshow' && ['scroll', 'swipe', 'new-swipe'].includes(options.transition),
  visible: current,
  slideRatio: (_ratio, { options, firstRatio }) => options.aspect ?? firstRatio,
  slideStyle: none,
  trackStyle: (context, tracked) => (tracked ? sideways(context) : {}),
};

/** A grid of cells of one proportion (`gap` from padding for the grid, gutter for the autogrid). */
const grid = (gap: (options: GalleryOptions) => number): DesignStrategy => ({
  moving: false,
  stacked: false,
  tracked: () => false,
  visible: all,
  slideRatio: square,
  slideStyle: none,
  trackStyle: ({ options, geometry }) => ({
    gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))`,
    gap: `${gap(options)}px`,
  }),
});

/** Every slide in view at its picture's own proportions (autocolumns, autorows, list); only the track's style differs. */
function atOwnProportions(trackStyle: DesignStrategy['trackStyle']): DesignStrategy {
  return {
    moving: false,
    stacked: false,
    tracked: () => false,
    visible: all,
    slideRatio: own,
    slideStyle: none,
    trackStyle,
  };
}

/** Every design's strategy. */
export const DESIGN_STRATEGIES: Readonly<Record<Design, DesignStrategy>> = {
  stacked,
  slideshow: stacked,
  slider: {
    moving: true,
    stacked: false,
    tracked: () => true,
    visible: all,
    slideRatio: own,
    slideStyle: (ratio, { geometry }) => ({ width: `${geometry.stripHeight * ratio}px` }),
    trackStyle: ({ options, geometry, offset, direction }) => ({
      transform: `translateX(${geometry.stripOffset * direction + offset}px)`,
      columnGap: `${options.vSize}px`,
    }),
  },
  carousel: {
    moving: true,
    stacked: false,
    tracked: () => true,
    visible: (i, index, step) => i >= index && i < index + step,
    slideRatio: square,
    slideStyle: none,
    trackStyle: ({ options, index, step, direction }) =>
      ({
        transform: `translateX(calc(${(-index / step) * direction} * (100% + ${options.gutter}%)))`,
        columnGap: `${options.gutter}%`,
        '--sqs-per-row': String(step),
        '--sqs-carousel-gutter': `${options.gutter}%`,
      }) as CSSProperties,
  },
  grid: grid((options) => options.padding),
  autogrid: grid((options) => options.gutter),
  autocolumns: atOwnProportions(({ options }) => ({ gap: `${options.gutter}px` })),
  autorows: atOwnProportions(({ options }) => ({ gap: `${options.gutter}px` })),
  list: atOwnProportions(({ options }) => ({ '--sqs-list-image-size': `${options.listImageSize}%` }) as CSSProperties),
};

/** Returns the base's custom properties: speeds and sizes the stylesheet reads, per design. */
export function baseStyle(strategy: DesignStrategy, context: DesignContext, tracked: boolean): CSSProperties {
  const { options, geometry, firstRatio } = context;
  return {
    '--sqs-gallery-speed': `${strategy.moving ? options.speed : 0}s`,
    '--sqs-gallery-ken-burns-zoom': String(KEN_BURNS_ZOOM),
    '--sqs-gallery-autoplay': `${options.autoplayMs}ms`,
    '--sqs-gallery-gutter': `${options.gutter}px`,
    ...(options.design === 'slider' ? { '--sqs-strip-height': `${geometry.stripHeight}px` } : {}),
    ...(strategy.stacked && !tracked ? { '--sqs-stack-ratio': String(options.aspect ?? firstRatio) } : {}),
  } as CSSProperties;
}
