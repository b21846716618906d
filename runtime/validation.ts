/**
 * The client rules of spec 000 §5 (forms, other inputs, link checks, blog URL format), §9 (price, SKU, query keys)
 * and spec 001 §5 (the catalogue's validation messages, tags and categories), as pure functions. Each check returns
 * `{ ok: true }` or the catalogue id of its message with the message's values and its English text, so a page
 * without the elements gets text and the elements translate by id. Every check looks at the length of a value
 * before anything else, and its patterns are linear, so a hostile value of any size returns at once.
 */
import { Limits } from './enums.js';
import { format } from './messages.js';

export { parseQuery } from './lib/parse-query.js';

/**
 * The English text of every validation message, by catalogue id (the elements' catalogue includes them). Quoted
 * strings of the spec are exact; the others are our own wording, marked so.
 */
export const validationMessages = {
  // spec 000 §5 "Forms".
  'validation.required': '{label} is required.',
  'validation.email-invalid': 'Email is not valid. Email addresses should follow the format {email}.',
  'validation.email-example': 'user@domain.com',
  'validation.too-long': 'You have exceeded the character limit.',
  // Our own wording: the spec names no message for these two.
  'validation.number': '{label} must be a number.',
  'validation.zip': 'Zip code must be exactly five digits.',
  // spec 000 §5 "Other inputs" (login and site-user payloads), spec 001 §5 catalogue messages.
  'validation.email': 'Please enter a valid email',
  'validation.email-format': 'Emails must be formatted as {email}',
  // The spec names both places {host}; the second is named apart so that the two forms can differ
  // (docs/deviations.md#link-format-message).
  'validation.link-format': 'Links must be formatted as {host} or {secureHost}',
  'validation.page-url': '{val} is not a valid page URL',
  'validation.option': '{val} is not one of the expected options',
  'validation.star-rating': 'Please select a star rating',
  'validation.file-name': 'Please enter a file name',
  'validation.tag-exists': 'This {tagType} already exists',
  // Our own wording: the spec gives the limits of these checks but no message.
  'validation.link-too-long': 'This link must be shorter than {max} characters.',
  'validation.link-phone': 'A phone link needs at least {min} digits.',
  'validation.link-email': 'An email link needs one @ and a domain, as in mailto:{email}.',
  'validation.blog-url-token': '{token} is not a blog URL token. Use %y, %m, %d or %t.',
  'validation.tag-too-long': 'A {tagType} can be at most {max} characters.',
  'validation.price': 'A price must be a whole number of cents from 0 to {max}.',
  'validation.sku-too-long': 'A SKU can be at most {max} characters.',
} as const;

/** The catalogue id of a validation message. */
export type ValidationKey = keyof typeof validationMessages;

/** The outcome of a check: fine, or the message saying what is wrong. */
export type ValidationResult =
  | { ok: true }
  | {
      ok: false;
      /** The message's catalogue id. */
      key: ValidationKey;
      /** The message's placeholder values. */
      values: Record<string, string | number>;
      /** The English message, formatted. */
      message: string;
    };

/**
 * The value a server sends in place of a stored password (spec 000 §5, spec 001 §5); nothing in the library receives one
 * (docs/deviations.md#password-mask).
 */
export const MASKED_FIELD = '__MASKED_FIELD__';

/** The shortest and longest email address accepted (spec 000 §5). */
export const EMAIL_LENGTH = Object.freeze({ min: 3, max: 256 });

/** Each link kind's length limit: a link must be shorter (spec 000 §5 "Link checks"). */
export const LINK_LIMITS = Object.freeze({
  tel: 50,
  sms: 1000,
  mailto: 1000,
  anchor: 100,
  javascript: 250,
  ftp: 100,
  internal: 150,
});

/** The kinds of link `checkLink` knows. */
export type LinkKind = keyof typeof LINK_LIMITS | 'http' | 'https' | 'other';

const OK: ValidationResult = Object.freeze({ ok: true });
// The longest tag and category names (spec 000 §5, spec 001 §5, §9).
const TAG_LENGTH = { tag: Limits.tagLength, category: Limits.categoryLength };
// A value shown inside a message is cut to this many characters.
const SHOWN = 100;
// Longer text is not a number Number() would read as finite (1e308 has 309 digits); it is refused unread.
const NUMBER_MAX_LENGTH = 400;
const PHONE_MIN_SYMBOLS = 4;
/** The two well-formed links 'Links must be formatted as {host} or {secureHost}' gives as examples. */
export const EXAMPLE_LINKS = { host: 'http://www.example.com', secureHost: 'https://www.example.com' };
const PAGE_URL = /^\/[\w\-.~%/]*$/;
const BLOG_TOKENS = new Set(['%y', '%m', '%d', '%t']);
const SCHEMES = new Set(['tel', 'sms', 'mailto', 'javascript', 'ftp', 'http', 'https']);

/** Returns the failed result for `key` with `values`, its English text formatted. */
function fail(key: ValidationKey, values: Record<string, string | number> = {}): ValidationResult {
  return { ok: false, key, values, message: format(validationMessages[key], values) };
}

/** Returns `value` cut to SHOWN characters, for a message. */
function shown(value: string): string {
  return value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value;
}

/** Returns true when `value` holds nothing: undefined, blank text, no item, or only blank entries. */
export function isBlank(value: string | readonly string[] | Readonly<Record<string, string>> | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((v) => v.trim() === '');
}

/** Checks that a field named `label` is filled (spec 000 §5: required fields must be filled). */
export function checkRequired(
  value: string | readonly string[] | Readonly<Record<string, string>> | undefined,
  label: string,
): ValidationResult {
  return isBlank(value) ? fail('validation.required', { label }) : OK;
}

/**
 * Returns true for `local@domain.tld`: 3 to 256 characters, one `@` with text before it, no white space, and a dot
 * inside the domain with text after it. One pass over the text; the reference server's `isEmail`
 * (examples/server/lib/email.mjs) accepts exactly the same addresses.
 */
export function isEmail(text: string): boolean {
  if (text.length < EMAIL_LENGTH.min || text.length > EMAIL_LENGTH.max || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  return at > 0 && at === text.lastIndexOf('@') && hasDomainSuffix(text.slice(at + 1));
}

/** Returns true when `domain` has a dot with text before and after it. */
function hasDomainSuffix(domain: string): boolean {
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** Checks a form's email field (spec 000 §5 "Forms"): the address pattern and 3 to 256 characters. */
export function checkEmail(value: string): ValidationResult {
  return isEmail(value)
    ? OK
    : fail('validation.email-invalid', { email: validationMessages['validation.email-example'] });
}

/**
 * Checks the email of a sign-in or site-user payload (spec 000 §5 "Other inputs"): 'Please enter a valid email'
 * when there is none, 'Emails must be formatted as {email}' when it is not an address.
 */
export function checkLoginEmail(value: string): ValidationResult {
  if (value.trim() === '') return fail('validation.email');
  return isEmail(value)
    ? OK
    : fail('validation.email-format', { email: validationMessages['validation.email-example'] });
}

/** Checks that `value` is at most `max` characters; a `max` of 0 or less means no limit (spec 000 §5). */
export function checkMaxLength(value: string, max: number): ValidationResult {
  return max > 0 && value.length > max ? fail('validation.too-long', { max }) : OK;
}

/** Checks that the field named `label` holds a finite number. */
export function checkNumber(value: string, label: string): ValidationResult {
  return value.length <= NUMBER_MAX_LENGTH && value.trim() !== '' && Number.isFinite(Number(value))
    ? OK
    : fail('validation.number', { label });
}

/** Checks a US zip code: exactly five digits (spec 000 §5 "Other inputs"). */
export function checkUsZip(value: string): ValidationResult {
  return value.length === 5 && /^\d{5}$/.test(value) ? OK : fail('validation.zip');
}

/** Returns the kind of `link`, by its scheme (case-insensitive), `#` (anchor) or a single `/` (internal). */
export function linkKind(link: string): LinkKind {
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  const colon = link.indexOf(':');
  // The longest known scheme is 10 characters: a colon further in is not a scheme's.
  const scheme = colon > 0 && colon <= 10 ? link.slice(0, colon).toLowerCase() : '';
  return SCHEMES.has(scheme) ? (scheme as LinkKind) : 'other';
}

/**
 * Checks a link by its kind (spec 000 §5 "Link checks"): tel under 50 characters with at least 4 digits, plus or
 * minus signs; sms and mailto under 1000, mailto with one @ and a domain suffix; an anchor under 100; javascript
 * under 250; ftp under 100; an internal path under 150. Only http, https and ftp followed by `//` are well formed:
 * any other link fails. It checks the form of a link, not whether following it is safe.
 */
export function checkLink(link: string): ValidationResult {
  const kind = linkKind(link);
  if (kind === 'other') return fail('validation.link-format', EXAMPLE_LINKS);
  if (kind !== 'http' && kind !== 'https' && link.length >= LINK_LIMITS[kind])
    return fail('validation.link-too-long', { max: LINK_LIMITS[kind] });
  const rest = link.slice(kind.length + 1);
  if (kind === 'http' || kind === 'https' || kind === 'ftp')
    return rest.startsWith('//') ? OK : fail('validation.link-format', EXAMPLE_LINKS);
  if (kind === 'tel' && (rest.match(/[\d+-]/g)?.length ?? 0) < PHONE_MIN_SYMBOLS)
    return fail('validation.link-phone', { min: PHONE_MIN_SYMBOLS });
  if (kind === 'mailto') {
    const address = rest.split('?', 1)[0]!;
    const at = address.indexOf('@');
    if (at <= 0 || at !== address.lastIndexOf('@') || !hasDomainSuffix(address.slice(at + 1)))
      return fail('validation.link-email', { email: validationMessages['validation.email-example'] });
  }
  return OK;
}

/**
 * Returns a blog post URL format normalised (spec 000 §5 "Blog URL format"): runs of slashes collapsed to one,
 * lower-cased, and runs of spaces turned to one hyphen.
 */
export function normalizeBlogUrlFormat(urlFormat: string): string {
  return urlFormat.replace(/\/+/g, '/').toLowerCase().replace(/ +/g, '-');
}

/**
 * Checks that the normalised `urlFormat` uses no `%` token but %y, %m, %d and %t (spec 000 §5), and is shorter than
 * an internal link may be.
 */
export function checkBlogUrlFormat(urlFormat: string): ValidationResult {
  // A post's URL is an internal link, so its format is held to the internal link limit (our own rule).
  if (urlFormat.length >= LINK_LIMITS.internal) return fail('validation.link-too-long', { max: LINK_LIMITS.internal });
  for (const [token] of normalizeBlogUrlFormat(urlFormat).matchAll(/%.?/gs))
    if (!BLOG_TOKENS.has(token)) return fail('validation.blog-url-token', { token });
  return OK;
}

/**
 * Checks a new tag or category name: at most 50 characters for a tag, 25 for a category, and none of `existing`
 * under another case (spec 001 §5: 'This {tagType} already exists'). Emptiness is `checkRequired`'s job.
 */
export function checkTag(
  name: string,
  existing: readonly string[] = [],
  tagType: keyof typeof TAG_LENGTH = 'tag',
): ValidationResult {
  const max = TAG_LENGTH[tagType];
  if (name.length > max) return fail('validation.tag-too-long', { tagType, max });
  const wanted = name.trim().toLowerCase();
  return existing.some((other) => other.trim().toLowerCase() === wanted)
    ? fail('validation.tag-exists', { tagType })
    : OK;
}

/** Checks a category name: `checkTag` with the category limit of 25 characters. */
export function checkCategory(name: string, existing: readonly string[] = []): ValidationResult {
  return checkTag(name, existing, 'category');
}

/** Checks a page URL: a path from `/` of letters, digits and `- . _ ~ % /`, shorter than the internal link limit. */
export function checkPageUrl(value: string): ValidationResult {
  return value.length < LINK_LIMITS.internal && PAGE_URL.test(value) && !value.includes('//')
    ? OK
    : fail('validation.page-url', { val: shown(value) });
}

/** Checks that `value` is one of `options`. */
export function checkOption(value: string, options: readonly string[]): ValidationResult {
  return options.includes(value) ? OK : fail('validation.option', { val: shown(value) });
}

/** Checks a star rating: a whole number of stars from 1 to 5. */
export function checkStarRating(stars: number | string | undefined): ValidationResult {
  const value = typeof stars === 'string' && stars.length <= 1 ? Number(stars) : stars;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
    ? OK
    : fail('validation.star-rating');
}

/** Checks that a file name is given. */
export function checkFileName(name: string): ValidationResult {
  return name.trim() === '' ? fail('validation.file-name') : OK;
}

/** Checks a product price in cents: a whole number from 0 to 100000000 (spec 000 §5, §9). */
export function checkPrice(cents: number | string): ValidationResult {
  // Nine digits hold the cap: longer text is over it, and is not read.
  const value = typeof cents === 'string' ? (/^\d{1,9}$/.test(cents.slice(0, 10)) ? Number(cents) : NaN) : cents;
  return Number.isInteger(value) && value >= 0 && value <= Limits.priceCents
    ? OK
    : fail('validation.price', { max: Limits.priceCents });
}

/** Checks a SKU: at most 60 characters (spec 000 §5, §9). */
export function checkSku(sku: string): ValidationResult {
  return sku.length > Limits.skuLength ? fail('validation.sku-too-long', { max: Limits.skuLength }) : OK;
}

/** Returns a new SKU: `SQ` and 7 random digits (spec 000 §9), drawn from `random` without modulo bias. */
export function generateSku(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const below = 4_290_000_000; // the largest multiple of 10^7 under 2^32
  const word = new Uint32Array(1);
  do random.getRandomValues(word);
  while (word[0]! >= below);
  return `SQ${String(word[0]! % 10_000_000).padStart(7, '0')}`;
}
