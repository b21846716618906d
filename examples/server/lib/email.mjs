/**
 * The reference API's email check (spec 000 §5: 3 to 256 characters): one pass over the text, so no value can make
 * it slow — the pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$` it replaces backtracks quadratically on a long hostile value.
 * The browser's check, `isEmail` of runtime/validation.ts, accepts the same addresses (its tests compare the two).
 */

/** The shortest and longest email address accepted (spec 000 §5). */
export const EMAIL_LENGTH = Object.freeze({ min: 3, max: 256 });

/** Returns true for `local@domain.tld`: one `@`, no white space, a dot inside the domain, 3–256 characters. */
export function isEmail(text) {
  if (typeof text !== 'string' || text.length < EMAIL_LENGTH.min || text.length > EMAIL_LENGTH.max) return false;
  if (/\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}
