/** The post URL format of a blog that names none: year, month, day and title. */
export const DEFAULT_BLOG_URL_FORMAT = '%y/%m/%d/%t';

/** What a post's address is made of. */
export interface BlogPostUrlParts {
  /** The post's title (%t). */
  title: string;
  /** When it was published, in ms since the epoch (%y, %m, %d: its UTC date). */
  publishedOn: number;
}

/** Returns whether `format` is a post URL format: not blank, and every `%` starts one of %y, %m, %d and %t. */
export function isBlogUrlFormat(format: string): boolean {
  return format.trim() !== '' && !/%(?![ymdt])/.test(format);
}

/**
 * Returns the path of a post under its blog by the blog URL format rules (spec 000 §5): `format` with %y (the year),
 * %m and %d (month and day, unpadded, of the UTC date) and %t (the title) put in — no other token — then lowercased,
 * each run of spaces turned to one hyphen and each run of slashes collapsed to one, without a slash at either end.
 */
export function blogPostPath(format: string, { title, publishedOn }: BlogPostUrlParts): string {
  const date = new Date(publishedOn);
  const values: Record<string, string> = {
    y: String(date.getUTCFullYear()),
    m: String(date.getUTCMonth() + 1),
    d: String(date.getUTCDate()),
    t: title.trim(),
  };
  return format
    .replace(/%([ymdt])/g, (_, token: string) => values[token]!)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
}

/**
 * Returns the address of a post: the blog's address `base`, then the post's path (`blogPostPath`) with each segment
 * percent-encoded, so a `?`, `#` or `%` in a title stays part of the path.
 */
export function blogPostUrl(base: string, format: string, post: BlogPostUrlParts): string {
  const path = blogPostPath(format, post).split('/').map(encodeURIComponent).join('/');
  return `${base.replace(/\/+$/, '')}/${path}`;
}
