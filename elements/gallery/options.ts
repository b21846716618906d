/**
 * The gallery's designs, transitions and constants (spec 001 §2, §3 "Gallery block data" / "Gallery attributes", §4,
 * §5, §8, §9), the `block-json` reader, and the layout arithmetic every design shares.
 */
import { GridPosition } from '../../runtime/enums.js';
import { jsonObject } from '../shared/block-json.js';
import { message } from '../shared/messages.js';
import english from './gallery.en.js';

/**
 * The designs (spec 001 §2, §9). stacked is the base; slider is the strip; slideshow is stacked with transitions;
 * autorows is justified rows.
 */
export const DESIGNS = [
  'stacked',
  'slider',
  'slideshow',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
] as const;
export type Design = (typeof DESIGNS)[number];

/** The slideshow transitions (spec 001 §4); fade is the default. */
export const TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type Transition = (typeof TRANSITIONS)[number];

/** new-swipe's behaviour past the first and last slide (spec 001 §5). */
export const BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** How long autoplay waits before the first advance, in ms (spec 001 §9, galleries: the default of autoplay-duration). */
export const AUTOPLAY_TIMEOUT_MS = 5000;
/** Seconds autoplay waits to go on once the mouse or focus leaves the gallery (spec 001 §9: resume 1000 ms). */
export const AUTOPLAY_RESUME_S = 1;
export const KEYS = Object.freeze({ previous: 37, next: 39 });
export const COLUMN_WIDTH = 250;
export const AUTO_GUTTER = 0;
/** autorows: the rows' target height and the gutter between pictures and rows, in px. */
export const ROW_HEIGHT = 250;
export const AUTOROWS_GUTTER = 20;
export const GRID_PER_ROW = 4;
export const GRID_PADDING = 20;
export const CAROUSEL_GUTTER_PERCENT = 1;
export const CAROUSEL_PER_ROW = 3;
export const STACKED_SPEED_S = 1;
export const STRIP_SPEED_S = 0.5;
export const STRIP_V_SIZE = 10;
/** Slides fetched ahead beyond the visible ones: stacked and slideshow (either side of the current one), and strip. */
export const PRELOAD = 1;
/** The most space between thumbnails of the strip, in px (spec 001 §9: thumbnail padding cap 5); also its default. */
export const THUMBNAIL_PADDING_CAP = 5;
export const KEN_BURNS_ZOOM = 1.075;
export const SWIPE = Object.freeze({ distance: 50, time: 250 });
export const SWIPE_SPEED_S = 0.28;
/** new-swipe's animation: 0.2 s for a short way up to 0.5 s (0.4 s on windows under 767 px). */
export const NEW_SWIPE_SPEED_S = Object.freeze({ min: 0.2, max: 0.5, narrowMax: 0.4, narrowBelow: 767 });
/** Default slider aspect ratio: the strip is 50 % as high as it is wide. */
export const SLIDER_ASPECT_PERCENT = 50;
/** Carousel breakpoints: under 480 px at most 2 per row (if more than 1), under 724 px at most 3 (if more than 2). */
export const CAROUSEL_BREAKPOINTS = Object.freeze([
  { below: 480, above: 1, perRow: 2 },
  { below: 724, above: 2, perRow: 3 },
]);

/** Slides per row of a carousel in a container `width` px wide. */
export function carouselPerRow(perRow: number, width: number): number {
  for (const { below, above, perRow: most } of CAROUSEL_BREAKPOINTS) if (width < below && perRow > above) return most;
  return perRow;
}

/**
 * Columns of width `columnWidth` (with `gutter` between) in `width` px, at least one: rounded down when the width is
 * a minimum (autocolumns: columns are never narrower), otherwise up (autogrid: cells are never wider).
 */
export function columnCount(width: number, columnWidth: number, gutter: number, minimum: boolean): number {
  const fit = (width + gutter) / (columnWidth + gutter);
  return Math.max(1, minimum ? Math.floor(fit) : Math.ceil(fit - 1e-9));
}

/** active-alignment (left, center, right, or the strip's own start, middle, end) as strip alignment. */
export const ALIGNMENT = Object.freeze({
  left: 'start',
  center: 'middle',
  right: 'end',
  start: 'start',
  middle: 'middle',
  end: 'end',
} as const);

/**
 * The named proportions of the platform's gallery block (`aspect-ratio` in its block data, one class
 * `sqs-gallery-aspect-ratio-<name>` on its container), as width ÷ height.
 */
export const NAMED_ASPECT_RATIOS: Readonly<Record<string, number>> = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
};

/**
 * Reads `imageAspectRatio`: 'auto' (or empty) → null; a number, 'W:H' / 'W/H' or one of the platform's names
 * (`square`, `standard`, `widescreen` …) → width ÷ height. Anything else is invalid (undefined).
 */
export function parseAspectRatio(text: string): number | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'auto') return null;
  if (Object.hasOwn(NAMED_ASPECT_RATIOS, value)) return NAMED_ASPECT_RATIOS[value];
  const pair = value.split(/[:/x]/).map(Number);
  const ratio = pair.length === 2 ? pair[0]! / pair[1]! : pair[0]!;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** Returns `design` when it is one of the eight, else warns with the spec's text and returns the base design. */
export function resolveDesign(design: string): Design {
  const wanted = design.trim().toLowerCase();
  if ((DESIGNS as readonly string[]).includes(wanted)) return wanted as Design;
  console.warn(message('gallery.unknown-design', { design }, 'en', english));
  return 'stacked';
}

/** Returns `transition` when it is known, else warns with the spec's text and returns fade. */
export function resolveTransition(transition: string): Transition {
  const wanted = transition.trim().toLowerCase();
  if ((TRANSITIONS as readonly string[]).includes(wanted)) return wanted as Transition;
  console.warn(message('gallery.unknown-transition', { transition }, 'en', english));
  return 'fade';
}

/**
 * Reads new-swipe's `boundaries`: one word for both ends or two (start end), each none, hard or inertial; undefined
 * when a word is anything else.
 */
export function parseBoundaries(text: string): [Boundary, Boundary] | undefined {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 1 || words.length > 2 || !words.every((w) => (BOUNDARIES as readonly string[]).includes(w)))
    return undefined;
  return [words[0] as Boundary, (words[1] ?? words[0]) as Boundary];
}

/** Reads new-swipe's `snap-points`: 'none' → null, 'NN%' → the share of a slide's width a drag must pass (0–1). */
export function parseSnapPoint(text: string): number | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)%$/.exec(value);
  return match && Number(match[1]) <= 100 ? Number(match[1]) / 100 : undefined;
}

const GRID_POSITIONS: ReadonlySet<string> = new Set(Object.values(GridPosition));

/**
 * Reads a caption position: `none`, a row alone (`top`, `bottom`, `center`), or one of the nine-position grid's
 * (`top-left` … `bottom-right`, `GridPosition`), as the platform's slideshow writes it; undefined when it is neither.
 */
export function parseMetaPosition(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  return value === 'none' || /^(top|bottom|center)$/.test(value) || GRID_POSITIONS.has(value) ? value : undefined;
}

/**
 * Reads `block-json` (spec 001 §3 "Gallery block data", key names as the spec spells them: `imageAspectRatio`,
 * `autoplay-duration` …, and the platform's own, which `resolve.ts` maps). Malformed JSON logs 'Error decoding
 * gallery block data.' and 'Error evaluating gallery block data.'; JSON that is not an object logs the second; both
 * return null (the gallery is then not built).
 */
export function readBlockJson(text: string): Record<string, unknown> | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    console.error(message('gallery.error-decoding', undefined, 'en', english));
    console.error(message('gallery.error-evaluating', undefined, 'en', english));
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.error(message('gallery.error-evaluating', undefined, 'en', english));
    return null;
  }
  return data as Record<string, unknown>;
}

/**
 * Reads `designOptions` (spec 001 §3 "Gallery attributes"): the active design's options as one JSON object, with the
 * same key names as the block data (`{"rowHeight": 300, "gutter": 10}`), into attribute texts by property name;
 * undefined when the text is not a JSON object.
 */
export function readDesignOptions(text: string): Record<string, string> | undefined {
  // Not a JSON object: the caller warns.
  const data = jsonObject(text);
  return data ? attributeTexts(data) : undefined;
}

/** An object's entries as attribute texts by camelCase property name, so one parser serves attributes and data. */
export function attributeTexts(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    const property = key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    // Booleans become attribute presence, the rest its text.
    if (value === false) values[property] = 'false';
    else if (value === true) values[property] = '';
    else values[property] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return values;
}
