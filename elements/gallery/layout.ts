/** The geometry of each design, from the container's width and the slides' proportions (no measuring of slides). */
import { carouselPerRow, columnCount, SLIDER_ASPECT_PERCENT } from './options.js';
import type { GalleryOptions } from './resolve.js';

/** Proportions assumed for a slide whose `data-image-dimensions` is missing (a video's 16:9 is close). */
export const FALLBACK_RATIO = 1.5;

/** What the component lays out: per-row counts, the strip's offsets, the columns of autocolumns. */
export interface Layout {
  /** Slides per move (carousel: per row; else 1). */
  step: number;
  /** Columns of grid, autogrid and autocolumns; slides per row of the carousel. */
  columns: number;
  /** Height of the slider's strip in px. */
  stripHeight: number;
  /** The slider track's x offset in px that holds the current slide at its alignment. */
  stripOffset: number;
  /** autocolumns: slide indexes per column, each slide placed under the shortest column. */
  masonry: number[][];
}

/** Lays out `ratios` (width ÷ height, null unknown) of a gallery `width` px wide showing slide `index`. */
export function layout(
  options: GalleryOptions,
  ratios: ReadonlyArray<number | null>,
  width: number,
  index: number,
): Layout {
  const { design } = options;
  const ratio = (i: number): number => ratios[i] ?? FALLBACK_RATIO;
  const columns =
    design === 'carousel'
      ? carouselPerRow(options.perRow, width)
      : design === 'grid'
        ? options.perRow
        : design === 'autogrid' || design === 'autocolumns'
          ? columnCount(width, options.columnWidth, options.gutter, design === 'autocolumns')
          : 1;
  const stripHeight = design === 'slider' ? width / (options.aspect ?? 100 / SLIDER_ASPECT_PERCENT) : 0;
  let stripOffset = 0;
  if (design === 'slider' && ratios.length > 0) {
    let start = 0;
    for (let i = 0; i < index; i++) start += stripHeight * ratio(i) + options.vSize;
    const own = stripHeight * ratio(index);
    stripOffset =
      options.alignment === 'start'
        ? -start
        : options.alignment === 'end'
          ? width - start - own
          : width / 2 - start - own / 2;
  }
  const masonry: number[][] = [];
  if (design === 'autocolumns') {
    const heights = Array.from({ length: columns }, () => 0);
    for (let i = 0; i < columns; i++) masonry.push([]);
    ratios.forEach((_, i) => {
      const shortest = heights.indexOf(Math.min(...heights));
      masonry[shortest]!.push(i);
      heights[shortest]! += 1 / ratio(i) + options.gutter / Math.max(1, width / columns);
    });
  }
  return { step: design === 'carousel' ? columns : 1, columns, stripHeight, stripOffset, masonry };
}
