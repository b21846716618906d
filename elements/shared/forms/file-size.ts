/**
 * File sizes (spec 001 §9 "Limits"): a limit in MB counts `Limits.bytesPerMb` (1,000,000) bytes per MB; a size shown
 * counts in units of `Limits.fileSizeBase` (1024), from Bytes to YB.
 */
import { Limits } from '../../../runtime/enums.js';

/** The units sizes are shown in, each `Limits.fileSizeBase` of the one before (spec 001 §9: Bytes to YB). */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Returns `bytes` in the largest unit of `Limits.fileSizeBase` that keeps the number at least 1 (YB past it), with at
 * most two decimals in `locale`'s number format: `1023` → '1,023 Bytes', `1024` → '1 KB', `1572864` → '1.5 MB'.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  // Divided step by step: exact for a base that is a power of two, where a logarithm may land just below a whole unit.
  while (size >= Limits.fileSizeBase && unit < SIZE_UNITS.length - 1) {
    size /= Limits.fileSizeBase;
    unit++;
  }
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  } catch {
    // A `lang` that is no locale tag.
    format = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
  }
  return `${format.format(size)} ${SIZE_UNITS[unit]}`;
}
