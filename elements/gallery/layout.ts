/** The geometry of each design, from the container's width and the slides' proportions (no measuring of slides). */
import { carouselPerRow, columnCount, SLIDER_ASPECT_PERCENT } from './options.js';
import type { GalleryOptions } from './resolve.js';

/** Proportions assumed for a slide whose `data-image-dimensions` is missing (a video's 16:9 is close). */
export const FALLBACK_RATIO = 1.5;

/** One row of autorows: its slides, their height in px, and whether it is scaled to fill the width. */
export interface Row {
  slides: number[];
  height: number;
  /** Full rows are scaled to the gallery's width; the last one, when short, keeps the target height. */
  justified: boolean;
}

/** What the component lays out: per-row counts, the strip's offsets, the columns of autocolumns, rows of autorows. */
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
  /** autorows: the rows, top to bottom. */
  rows: Row[];
  /** slider: the first and last slide in view (others load only as the current slide's neighbours). */
  inView: [number, number];
}

/**
 * Splits pictures of `ratios` (width ÷ height) into justified rows `width` px wide (spec 001 §9 autorows): each row
 * takes pictures until they would be at least as wide as the gallery at `rowHeight` (with `gutter` px between), then
 * is scaled to fill the width exactly; a short last row keeps `rowHeight`.
 */
export function justifiedRows(ratios: readonly number[], width: number, rowHeight: number, gutter: number): Row[] {
  const rows: Row[] = [];
  let row: number[] = [];
  let sum = 0;
  ratios.forEach((ratio, i) => {
    row.push(i);
    sum += ratio;
    const gaps = gutter * (row.length - 1);
    if (sum * rowHeight + gaps < width) return;
    rows.push({ slides: row, height: Math.max(0, (width - gaps) / sum), justified: true });
    row = [];
    sum = 0;
  });
  if (row.length > 0) rows.push({ slides: row, height: rowHeight, justified: false });
  return rows;
}

/**
 * Places pictures of `ratios` (width ÷ height) in `columns` columns of a gallery `width` px wide (autocolumns), each
 * under the shortest column so far (`gutter` px between pictures); returns the slide indexes per column.
 */
export function masonryColumns(ratios: readonly number[], columns: number, gutter: number, width: number): number[][] {
  const masonry: number[][] = Array.from({ length: columns }, () => []);
  const heights = Array.from({ length: columns }, () => 0);
  ratios.forEach((ratio, i) => {
    const shortest = heights.indexOf(Math.min(...heights));
    masonry[shortest]!.push(i);
    heights[shortest]! += 1 / ratio + gutter / Math.max(1, width / columns);
  });
  return masonry;
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
  const inView: [number, number] = [index, index];
  if (design === 'slider' && ratios.length > 0) {
    const starts = ratios.map(() => 0);
    for (let i = 1; i < ratios.length; i++) starts[i] = starts[i - 1]! + stripHeight * ratio(i - 1) + options.vSize;
    const start = starts[index]!;
    const own = stripHeight * ratio(index);
    stripOffset =
      options.alignment === 'start'
        ? -start
        : options.alignment === 'end'
          ? width - start - own
          : width / 2 - start - own / 2;
    // A slide is in view when any of it lies inside the strip's box.
    const shown = (i: number): boolean =>
      starts[i]! + stripOffset < width && starts[i]! + stripHeight * ratio(i) + stripOffset > 0;
    while (inView[0] > 0 && shown(inView[0] - 1)) inView[0]--;
    while (inView[1] < ratios.length - 1 && shown(inView[1] + 1)) inView[1]++;
  }
  const known = ratios.map((_, i) => ratio(i));
  const masonry = design === 'autocolumns' ? masonryColumns(known, columns, options.gutter, width) : [];
  const rows = design === 'autorows' ? justifiedRows(known, width, options.rowHeight, options.gutter) : [];
  return { step: design === 'carousel' ? columns : 1, columns, stripHeight, stripOffset, masonry, rows, inView };
}
