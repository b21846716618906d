/** A picture's size in pixels. */
export interface Dimensions {
  width: number;
  height: number;
}

/**
 * Returns the width and height of `"WxH"` (the `data-image-dimensions` form, e.g. `"1600x900"`), or null unless
 * both are finite numbers above zero. One rule for every reader: `"800x"`, `"0x600"` and `"axb"` are all unknown.
 */
export function parseDimensions(text: string | null | undefined): Dimensions | null {
  const parts = (text ?? '').trim().split('x');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [width, height] = parts.map(Number) as [number, number];
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : null;
}
