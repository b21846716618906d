import { IMAGE_WIDTHS, sizedImageUrl } from '../../../runtime/images.js';

/** How a server-rendered picture is shown, for the browser's choice of its file. */
export interface PictureSizing {
  /** Whether it loads lazily (`loading="lazy"`). */
  lazy: boolean;
  /**
   * How many times its box's width it is shown at: above 1 where it covers a box of other proportions (cropped),
   * Infinity where that is not known; 1 or less where it fits its box.
   */
  cover: number;
  /** The width its box is shown at, a source size list: the page's own (`given`), else a guess from the window's. */
  sizes: string;
  /** True when `sizes` is the page's own (a cropped picture is then asked for as wide as it is shown). */
  given?: boolean;
}

/** Returns the indexes in `text` of `separator` outside parentheses. */
function topLevel(text: string, separator: string): number[] {
  const at: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) at.push(i);
  }
  return at;
}

/** Returns the source size list `sizes` with each of its widths `factor` (rounded up) times as wide, `auto` left out. */
export function scaledSizes(sizes: string, factor: number): string {
  const bounds = [-1, ...topLevel(sizes, ','), sizes.length];
  const entries = bounds.slice(1).map((end, i) => sizes.slice(bounds[i]! + 1, end).trim());
  return entries
    .filter((entry) => entry !== '' && entry.toLowerCase() !== 'auto')
    .map((entry) => {
      // The width is the entry's last part; a media condition may come before it.
      const space = topLevel(entry, ' ').pop() ?? -1;
      return `${entry.slice(0, space + 1)}calc(${entry.slice(space + 1)} * ${Math.ceil(factor * 1000) / 1000})`;
    })
    .join(', ');
}

/**
 * Returns the `srcSet` and `sizes` of a server-rendered picture of `src`: its files at the image loader's width steps,
 * named as the loader names them, so the script that takes over keeps the one the browser chose
 * (elements/shared/server-pictures.ts). A lazy picture shown no wider than its box is sized `auto` first: a browser
 * that lays it out before choosing picks the file for its box's own width, which is the one the script picks; others
 * skip `auto` and read the list after it. A cropped picture is shown wider than its box, which `auto` would not ask
 * for: a list the page gives is scaled by how much wider; a guess from the window's width is not (the window is
 * most often wider than the box already).
 */
export function sizedPicture(src: string, { lazy, cover, sizes, given = false }: PictureSizing) {
  const cropped = cover > 1;
  const list = cropped && given && Number.isFinite(cover) ? scaledSizes(sizes, cover) : sizes;
  const auto = lazy && !cropped && !/^auto\s*(,|$)/i.test(list);
  return {
    srcSet: IMAGE_WIDTHS.map((width) => `${sizedImageUrl(src, width)} ${width}w`).join(', '),
    sizes: auto ? `auto, ${list}` : list,
  };
}
