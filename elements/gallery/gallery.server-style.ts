/**
 * A server-rendered gallery's own numbers as CSS (`RenderOptions.onStyle`): what its sheet otherwise reads from the
 * track's attributes with typed `attr()`, and, for the two designs laid out from the gallery's width (autorows and
 * autocolumns), the script's own layout at every width, as container queries over spans of widths where it stays the
 * same. Each span is found with the script's functions (layout.ts), so the server's rows and columns are the script's.
 */
import { justifiedRows, masonryColumns } from './layout.js';
import { columnCount, type Design } from './options.js';

/** What the gallery's server render knows of its layout. */
export interface GalleryNumbers {
  design: Design;
  /** The track's gap: px, or % of the width for the carousel. */
  gap: number;
  perRow: number;
  columnWidth: number;
  rowHeight: number;
  listImageSize: number;
  /** The slides' box proportions (a stack's, the grids', the slider's), when set. */
  ratio: number | undefined;
  /** The room under a stack for its thumbnail strip (height and margin, px), when it has one. */
  thumbnails: { height: number; margin: number } | undefined;
  /** Each picture's stated width and height, when known. */
  sizes: ReadonlyArray<{ width?: number; height?: number }>;
}

/** The widest gallery the server lays out at each width: a wider one keeps the sheet's layout until upgrade. */
const WIDEST = 2560;
/**
 * The most text the layout at each width may take (characters): a gallery of many pictures whose rows or columns
 * would need more keeps the sheet's layout until upgrade, rather than weigh down the page.
 */
const MOST_LAYOUT_TEXT = 32 * 1024;
/** How finely a change of layout between two whole widths is placed: 1/64 px, below what any width measures. */
const BISECTIONS = 6;

/** The track and the slides of the gallery's root, above its sheet's rules of a design. */
const TRACK = "[part~='base'] [part~='track']";
const SLIDE = "[part~='base'] [part~='slide']";

/** A picture laid out at each width: as wide as its slide, as high as its proportions make it. */
const PICTURE_AT_WIDTH =
  "[part~='base'][data-design] [part~='slide'] img { inline-size: 100%; min-inline-size: 0; block-size: auto; }";

/** Writes a number for CSS: as JavaScript prints it (the script's own value), never in exponent form. */
const num = (value: number): string => (Math.abs(value) < 1e-6 ? '0' : String(value));

/** A span of widths, above `from` and at most `to`, where the layout is `value`. */
interface Span<T> {
  from: number;
  to: number;
  value: T;
}

/**
 * Splits the widths from 0 to `widest` into spans of the same layout (`at(width)`, compared by `key`): each whole
 * width is looked at, and a change between two is placed by bisection.
 */
function spansOf<T>(at: (width: number) => T, key: (value: T) => string, widest: number): Span<T>[] {
  const spans: Span<T>[] = [];
  let from = 0;
  let value = at(1);
  let last = key(value);
  for (let width = 2; width <= widest; width++) {
    const next = at(width);
    const nextKey = key(next);
    if (nextKey === last) continue;
    let [low, high] = [width - 1, width];
    for (let i = 0; i < BISECTIONS; i++) {
      const middle = (low + high) / 2;
      if (key(at(middle)) === last) low = middle;
      else high = middle;
    }
    spans.push({ from, to: low, value });
    [from, value, last] = [low, next, nextKey];
  }
  spans.push({ from, to: widest, value });
  return spans;
}

/** `rules` under a container query over one span (the last one, at `open`, with no upper bound). */
function query(span: Span<unknown>, open: boolean, rules: string): string {
  const conditions = [
    ...(span.from > 0 ? [`(width > ${num(span.from)}px)`] : []),
    ...(open ? [] : [`(width <= ${num(span.to)}px)`]),
  ];
  return conditions.length === 0 ? rules : `@container ${conditions.join(' and ')} {\n${rules}\n}`;
}

/** Writes a number to six significant digits (well under 1/64 px at any width laid out here). */
const short = (value: number): string => num(Number(value.toPrecision(6)));

/** The selector of the slides from the `first`th to the `last`th (from 1), as short as it can be. */
const slidesFrom = (first: number, last: number): string =>
  first === last
    ? `[part~='slide']:nth-child(${first})`
    : `[part~='slide']:nth-child(n+${first}):nth-child(-n+${last})`;

/** The slides' own custom properties, each `[selector, { name: value }]`, as one short rule apiece. */
const customRules = (rules: Array<[string, Record<string, string>]>): string =>
  rules
    .filter(([, values]) => Object.keys(values).length > 0)
    .map(
      ([selector, values]) =>
        `${selector}{${Object.entries(values)
          .map(([name, value]) => `--_${name}:${value}`)
          .join(';')}}`,
    )
    .join('\n');

/**
 * Autorows at every width: each full row's slides share the width (less its `--_g` of gaps) by their proportions
 * (`--_r`, over the row's sum `--_s`); a short last row (`--_j: 0`) keeps the rows' height.
 */
function autorows(ratios: readonly number[], rowHeight: number, gap: number): string {
  // Past the width that holds every picture in one row at the rows' height, the layout no longer changes.
  const oneRow = Math.ceil(ratios.reduce((sum, ratio) => sum + ratio, 0) * rowHeight + gap * ratios.length) + 1;
  const widest = Math.min(oneRow, WIDEST);
  const spans = spansOf(
    (width) => justifiedRows(ratios, width, rowHeight, gap),
    (rows) => rows.map((row) => `${row.slides.length}${row.justified ? '' : '-'}`).join(','),
    widest,
  );
  const queries = spans.map((span, s) => {
    const rules = customRules(
      span.value.map((row): [string, Record<string, string>] => {
        const first = row.slides[0]! + 1;
        const last = row.slides[row.slides.length - 1]! + 1;
        const sum = row.slides.reduce((total, i) => total + ratios[i]!, 0);
        const gaps = gap * (row.slides.length - 1);
        const values: Record<string, string> = row.justified ? { s: short(sum) } : { j: '0' };
        if (row.justified && gaps > 0) values.g = `${num(gaps)}px`;
        return [slidesFrom(first, last), values];
      }),
    );
    return query(span, s === spans.length - 1 && widest === oneRow, rules);
  });
  const base = [
    `${TRACK}{display:flex;flex-wrap:wrap;align-items:flex-start;gap:${num(gap)}px}`,
    // A hair narrower on the line than it is, so a full row never wraps by rounding.
    `${SLIDE}{--_j:1;--_g:0px;--_s:1;min-inline-size:0;margin-inline-end:-0.02px;flex:0 0 calc(` +
      `var(--_j)*(100cqi - var(--_g))*var(--_r)/var(--_s) + (1 - var(--_j))*var(--_r)*${num(rowHeight)}px)}`,
    PICTURE_AT_WIDTH,
  ].join('\n');
  return [
    widest === oneRow ? base : query({ from: 0, to: widest, value: null }, false, base),
    customRules(ratios.map((ratio, i) => [slidesFrom(i + 1, i + 1), { r: short(ratio) }])),
    ...queries,
  ].join('\n');
}

/**
 * Autocolumns at every width up to `WIDEST`: each picture under the shortest column, as the script places it: in
 * column `--_c`, below `--_k` pictures whose heights add up to `--_a` times the column's width.
 */
function autocolumns(ratios: readonly number[], columnWidth: number, gap: number): string {
  const spans = spansOf(
    (width) => {
      const columns = columnCount(width, columnWidth, gap, true);
      return masonryColumns(ratios, columns, gap, width);
    },
    (masonry) => masonry.map((column) => column.join(' ')).join('|'),
    WIDEST,
  );
  const queries = spans.map((span) => {
    const masonry = span.value;
    const columns = masonry.length;
    const heights = masonry.map((column) => {
      const perWidth = column.reduce((sum, i) => sum + 1 / ratios[i]!, 0);
      return `calc(var(--_sqs-cw)*${short(perWidth)} + ${num(gap * Math.max(0, column.length - 1))}px)`;
    });
    const places = masonry.flatMap((column, c) => {
      let above = 0;
      return column.map((i, k): [string, Record<string, string>] => {
        const values: Record<string, string> = {};
        if (c > 0) values.c = String(c);
        if (k > 0) Object.assign(values, { a: short(above), k: String(k) });
        above += 1 / ratios[i]!;
        return [slidesFrom(i + 1, i + 1), values];
      });
    });
    const track =
      `${TRACK}{--_sqs-cw:calc((100cqi - ${num(gap * (columns - 1))}px)/${columns});` +
      `block-size:${columns === 1 ? heights[0] : `max(${heights.join(',')})`}}`;
    return query(span, false, [track, customRules(places)].filter(Boolean).join('\n'));
  });
  return [
    `@container (width <= ${WIDEST}px) {`,
    `${TRACK}{display:block;position:relative;columns:auto}`,
    `${SLIDE}{--_c:0;--_a:0;--_k:0;position:absolute;inline-size:var(--_sqs-cw);margin:0;` +
      `inset-inline-start:calc(var(--_c)*(var(--_sqs-cw) + ${num(gap)}px));` +
      `inset-block-start:calc(var(--_sqs-cw)*var(--_a) + var(--_k)*${num(gap)}px)}`,
    PICTURE_AT_WIDTH,
    '}',
    ...queries,
  ].join('\n');
}

/**
 * Autogrid at every width up to `WIDEST`: the script's count of columns (rounded up, so no cell is wider than
 * its column width), each column an equal share.
 */
function autogrid(columnWidth: number, gap: number): string {
  const spans = spansOf((width) => columnCount(width, columnWidth, gap, false), String, WIDEST);
  return spans
    .map((span) =>
      query(
        span,
        false,
        `${TRACK} { display: grid; grid-template-columns: repeat(${span.value}, minmax(0, 1fr)); }\n` +
          `${SLIDE} { margin: 0; }`,
      ),
    )
    .join('\n');
}

/**
 * Returns the CSS of a gallery's own numbers, or '' when it has none to add. The designs laid out from the width are
 * drawn as the script draws them only when every picture's size is known and no caption shows under a picture (the
 * script lays its captions over them).
 */
export function galleryInstanceCss(numbers: GalleryNumbers, captioned: boolean): string {
  const { design, gap, ratio, thumbnails, sizes } = numbers;
  const track = [
    // The list's gap is its own, not an option.
    ...(design === 'list' ? [] : [`--_sqs-gap: ${num(gap)}${design === 'carousel' ? 'cqi' : 'px'}`]),
    `--_sqs-per-row: ${numbers.perRow}`,
    `--_sqs-column: ${num(numbers.columnWidth)}px`,
    `--_sqs-row: ${num(numbers.rowHeight)}px`,
    `--_sqs-list: ${num(numbers.listImageSize)}%`,
    ...(ratio === undefined ? [] : [`--_sqs-ratio: ${num(ratio)}`]),
  ];
  const css = [`${TRACK} { ${track.join('; ')}; }`];
  if (thumbnails)
    css.push(
      '@media (scripting: enabled) { ' +
        `[part~='base'][data-thumbnails] { padding-block-end: ${num(thumbnails.height + thumbnails.margin)}px; } }`,
    );
  const ownProportions = design === 'autocolumns' || design === 'autorows' || design === 'list';
  if (ownProportions && sizes.some(({ width, height }) => width && height))
    css.push(
      `${SLIDE} img{object-fit:cover}`,
      ...sizes.flatMap(({ width, height }, i) =>
        width && height ? [`${slidesFrom(i + 1, i + 1)} img{aspect-ratio:${width}/${height}}`] : [],
      ),
    );
  if (design === 'autogrid') css.push(autogrid(numbers.columnWidth, gap));
  const ratios = sizes.map(({ width, height }) => (width && height ? width / height : 0));
  if ((design === 'autorows' || design === 'autocolumns') && ratios.length > 0 && ratios.every(Boolean) && !captioned) {
    const layout =
      design === 'autorows' ? autorows(ratios, numbers.rowHeight, gap) : autocolumns(ratios, numbers.columnWidth, gap);
    if (layout.length <= MOST_LAYOUT_TEXT) css.push(layout);
  }
  return css.join('\n');
}
