/**
 * The gallery's pre-upgrade rules: the box each design will lay out, reserved from the same attributes and defaults
 * the gallery reads (options.ts, layout.ts), with the pictures hidden until the gallery shows them.
 *
 * What CSS cannot read is estimated: a picture's own proportions are in `data-image-dimensions` ("2500x1563"), which
 * no CSS function parses, so the designs that use them (stacked and slideshow without `image-aspect-ratio`,
 * autocolumns, list) reserve the proportions the gallery assumes for a picture without dimensions. `block-json`
 * options are not read either: such a gallery gets its design's defaults.
 *
 * Typed `attr()` (Chromium 133+) reads numeric attributes; elsewhere the declaration before it, the default, applies.
 * Autogrid and autocolumns count their columns with typed arithmetic (Chromium 140+); elsewhere a grid of
 * `column-width` cells stands in.
 */
import { FALLBACK_RATIO } from './layout.js';
import {
  AUTO_GUTTER,
  AUTOROWS_GUTTER,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_GUTTER_PERCENT,
  CAROUSEL_PER_ROW,
  COLUMN_WIDTH,
  GRID_PADDING,
  GRID_PER_ROW,
  ROW_HEIGHT,
  SLIDER_ASPECT_PERCENT,
} from './options.js';

/** The `W:H` proportions a builder offers for `image-aspect-ratio`, read by attribute value (CSS cannot split them). */
const NAMED_RATIOS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 1],
  [1, 2],
  [3, 2],
  [2, 3],
  [4, 3],
  [3, 4],
  [5, 4],
  [4, 5],
  [16, 9],
  [9, 16],
  [21, 9],
  [2.4, 1],
];

/** Designs by their own rules; any other value (or none) is stacked, as the gallery resolves it. */
const OTHER_DESIGNS = ['slider', 'carousel', 'grid', 'autogrid', 'autocolumns', 'autorows', 'list'] as const;

/** Thumbnail strip defaults (the gallery's `thumbnail-strip-height` and `thumbnail-strip-margin`). */
const THUMBNAIL_HEIGHT = 80;
const THUMBNAIL_MARGIN = 10;
/** The list design's gaps, between rows and between a picture and its caption. */
const LIST_GAP = 24;
const LIST_IMAGE_PERCENT = 40;

const G = 'sqs-gallery:not(:defined)';
/**
 * Wraps rules that read attributes into custom properties: a browser without typed `attr()` would keep the text
 * `attr(…)` as the property's value and drop every declaration that uses it, where it should use the default.
 */
const typedAttr = (rules: string): string => `@supports (width: attr(x px, 1px)) {\n${rules}\n}`;
const design = (name: string): string => `sqs-gallery[design='${name}' i]:not(:defined)`;

/** Returns the rules that read `image-aspect-ratio` into `--_sqs-ratio` (unset when it is auto or unreadable). */
function ratioRules(): string {
  const named = NAMED_RATIOS.map(([w, h]) => {
    const values = [':', '/', 'x'].map((sep) => `[image-aspect-ratio='${w}${sep}${h}' i]`).join(', ');
    return `${G}:is(${values}) {\n  --_sqs-ratio: ${w} / ${h};\n}`;
  });
  return [typedAttr(`${G} {\n  --_sqs-ratio: attr(image-aspect-ratio type(<number>));\n}`), ...named].join('\n');
}

/** Returns the base rules: every picture hidden, and stacked and slideshow boxes (the default design). */
function stackedRules(): string {
  const stacked = `${G}:not(${OTHER_DESIGNS.map((d) => `[design='${d}' i]`).join(', ')})`;
  return `${G} {
  display: block;
  container-type: inline-size;
}
${G} > figure {
  margin: 0;
  min-inline-size: 0;
  overflow: hidden;
  visibility: hidden;
}
${G} > figure > * {
  display: none;
}
${stacked} > figure:not(:first-of-type),
${design('slider')} > figure {
  display: none;
}
${stacked} > figure:first-of-type {
  aspect-ratio: var(--_sqs-ratio, ${FALLBACK_RATIO});
}
${stacked}[thumbnails]:has(> figure + figure) {
  padding-block-end: ${THUMBNAIL_HEIGHT + THUMBNAIL_MARGIN}px;
  padding-block-end: calc(
    attr(thumbnail-strip-height px, ${THUMBNAIL_HEIGHT}px) + attr(thumbnail-strip-margin px, ${THUMBNAIL_MARGIN}px)
  );
}
${design('slider')} {
  aspect-ratio: var(--_sqs-ratio, ${100 / SLIDER_ASPECT_PERCENT});
}`;
}

/** Returns the grid and carousel rules: cells of one proportion, a fixed count per row. */
function rowRules(): string {
  const perRow = (name: string, fallback: number): string =>
    typedAttr(`${design(name)} {\n  --_sqs-per-row: attr(slides-per-row type(<integer>), ${fallback});\n}`);
  const breakpoints = [...CAROUSEL_BREAKPOINTS]
    .reverse()
    .map(
      ({ below, perRow: most }) =>
        `@container (width < ${below}px) {\n  ${design('carousel')} > figure {\n` +
        `    --_sqs-shown: min(var(--_sqs-per-row), ${most});\n  }\n}`,
    );
  return `${design('grid')} {
  display: grid;
  --_sqs-per-row: ${GRID_PER_ROW};
  grid-template-columns: repeat(var(--_sqs-per-row), minmax(0, 1fr));
  gap: ${GRID_PADDING}px;
  gap: attr(padding px, ${GRID_PADDING}px);
}
${design('grid')} > figure,
${design('autogrid')} > figure,
${design('carousel')} > figure {
  aspect-ratio: var(--_sqs-ratio, 1);
}
${design('carousel')} {
  display: flex;
  overflow: hidden;
  --_sqs-per-row: ${CAROUSEL_PER_ROW};
  --_sqs-gutter: ${CAROUSEL_GUTTER_PERCENT}%;
  column-gap: var(--_sqs-gutter);
}
${design('carousel')} > figure {
  --_sqs-shown: var(--_sqs-per-row);
  flex: 0 0 calc((100% - (var(--_sqs-shown) - 1) * var(--_sqs-gutter)) / var(--_sqs-shown));
}
${perRow('grid', GRID_PER_ROW)}
${perRow('carousel', CAROUSEL_PER_ROW)}
${typedAttr(`${design('carousel')} {\n  --_sqs-gutter: attr(gutter %, ${CAROUSEL_GUTTER_PERCENT}%);\n}`)}
${breakpoints.join('\n')}`;
}

/**
 * Returns the autogrid and autocolumns rules. Their column count depends on the width: autogrid rounds up (cells are
 * never wider than `column-width`), autocolumns down (never narrower). The figures wrap in rows of that count, sized
 * from the gallery's width (`100cqi`); autocolumns' pictures all get the assumed proportions, which stacks them in
 * turn, the way the gallery's shortest-column placement does with equal pictures.
 */
function columnRules(): string {
  const both = `${design('autogrid')},\n${design('autocolumns')}`;
  const figures = `${design('autogrid')} > figure,\n${design('autocolumns')} > figure`;
  const fit = `(100cqi + var(--_sqs-gutter)) / (var(--_sqs-column) + var(--_sqs-gutter))`;
  return `${both} {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--_sqs-column)), 1fr));
  --_sqs-gutter: ${AUTO_GUTTER}px;
  --_sqs-column: ${COLUMN_WIDTH}px;
  gap: var(--_sqs-gutter);
}
${typedAttr(`${both} {
  --_sqs-gutter: attr(gutter px, ${AUTO_GUTTER}px);
  --_sqs-column: attr(column-width px, ${COLUMN_WIDTH}px);
}`)}
${design('autocolumns')} > figure {
  aspect-ratio: ${FALLBACK_RATIO};
}
@supports (scale: calc(10px / 5px)) {
  ${both} {
    display: flex;
    flex-wrap: wrap;
    align-content: flex-start;
  }
  ${figures} {
    flex: 0 0 calc((100cqi - (var(--_sqs-columns) - 1) * var(--_sqs-gutter)) / var(--_sqs-columns) - 0.02px);
  }
  ${design('autogrid')} > figure {
    --_sqs-columns: max(1, round(up, ${fit} - 0.000001, 1));
  }
  ${design('autocolumns')} > figure {
    --_sqs-columns: max(1, round(down, ${fit}, 1));
  }
}`;
}

/**
 * Returns the autorows rules: rows `row-height` high, the figures (the assumed proportions) growing to fill each row,
 * as the gallery's justified rows do.
 */
function autorowsRules(): string {
  return `${design('autorows')} {
  display: flex;
  flex-wrap: wrap;
  --_sqs-row: ${ROW_HEIGHT}px;
  gap: ${AUTOROWS_GUTTER}px;
  gap: attr(gutter px, ${AUTOROWS_GUTTER}px);
}
${typedAttr(`${design('autorows')} {\n  --_sqs-row: attr(row-height px, ${ROW_HEIGHT}px);\n}`)}
${design('autorows')} > figure {
  flex: 1 0 calc(var(--_sqs-row) * ${FALLBACK_RATIO});
  block-size: var(--_sqs-row);
}`;
}

/** Returns the list rules: rows of a picture (assumed proportions) beside its caption. */
function listRules(): string {
  return `${design('list')} {
  display: flex;
  flex-direction: column;
  gap: ${LIST_GAP}px;
}
${design('list')} > figure {
  display: grid;
  grid-template-columns: ${LIST_IMAGE_PERCENT}% 1fr;
  grid-template-columns: attr(list-image-size %, ${LIST_IMAGE_PERCENT}%) 1fr;
  gap: ${LIST_GAP}px;
  align-items: center;
}
${design('list')} > figure::before {
  content: '';
  aspect-ratio: ${FALLBACK_RATIO};
}
${design('list')}:not([meta-position='none' i]) > figure > figcaption {
  display: block;
}`;
}

/** Reserves the box each design will lay out before the gallery's code loads, its pictures hidden. */
export const galleryPreUpgrade = [
  ratioRules(),
  stackedRules(),
  rowRules(),
  columnRules(),
  autorowsRules(),
  listRules(),
].join('\n');
