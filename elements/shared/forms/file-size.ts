/**
 * File sizes (spec 001 §9 "Limits"): a limit in MB counts 1,000,000 bytes per MB; a size shown to visitors counts in
 * units of 1024, from Bytes to YB.
 */

/** The units sizes are shown in, each 1024 of the one before (spec 001 §9: Bytes to YB). */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Returns `bytes` in the largest unit of 1024 that keeps the number at least 1 (YB past it), with at most two
 * decimals in `locale`'s number format: `1023` → '1,023 Bytes', `1024` → '1 KB', `1572864` → '1.5 MB'.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const unit = size < 1 ? 0 : Math.min(Math.floor(Math.log2(size) / 10), SIZE_UNITS.length - 1);
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  } catch {
    // A `lang` that is no locale tag.
    format = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
  }
  return `${format.format(size / 1024 ** unit)} ${SIZE_UNITS[unit]}`;
}
