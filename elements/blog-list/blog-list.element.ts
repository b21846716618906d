import { Limits } from '../../runtime/enums.js';
import { number, oneOf, string, type AttributeKind } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import { isBlogUrlFormat } from './blog-post-url.js';

/** The most posts a collection yields (spec 000 §9 "max items in a user-orderable collection 250"). */
export const MAX_BLOG_POSTS = Limits.userOrderableItems;
/** The longest category and tag a filter names (spec 000 §5 "Tags: at most 50 characters. Categories: at most 25"). */
export const MAX_CATEGORY = Limits.categoryLength;
export const MAX_TAG = Limits.tagLength;
/** How a post's date shows: the locale's long date, or how long ago through `<sqs-relative-time>`. */
export const BLOG_DATE_FORMATS = ['date', 'relative'] as const;

/** Returns whether `text` may name a category or tag of at most `max` characters (none when empty). */
export const isFilterText = (text: string, max: number): boolean => [...text].length <= max && !/\p{Cc}/u.test(text);

/** A category or tag of at most `max` characters; empty is none, longer text invalid. */
function filterText(max: number): AttributeKind<string> {
  return { ...string(''), parse: (text) => (text === null || isFilterText(text, max) ? (text ?? '') : undefined) };
}

/** A post URL format (spec 000 §5: the tokens %y, %m, %d and %t); empty is the blog's own, anything else invalid. */
function urlFormat(): AttributeKind<string> {
  return { ...string(''), parse: (text) => (!text || isBlogUrlFormat(text) ? (text ?? '') : undefined) };
}

/** The attributes of `<sqs-blog-list>`. */
export const blogListAttributes = {
  /** The blog collection listed: its id on the API. Nothing is requested without it. */
  collectionId: string(''),
  /** Posts a page, 1–250 (a collection yields at most 250). */
  pageSize: number(10, { min: 1, max: MAX_BLOG_POSTS, integer: true }),
  /** Lists only the posts in this category (at most 25 characters); empty: the page address's `?category=`. */
  category: filterText(MAX_CATEGORY),
  /** Lists only the posts with this tag (at most 50 characters); empty: the page address's `?tag=`. */
  tag: filterText(MAX_TAG),
  /** How each post's date shows: `date`, the locale's long date; `relative`, "3 days ago" (`<sqs-relative-time>`). */
  dateFormat: oneOf(BLOG_DATE_FORMATS, 'date'),
  /**
   * The post URL format the titles link by: %y, %m, %d and %t (year, month, day, title) between any text, lowercased,
   * spaces turned to hyphens, slashes collapsed. Empty: the blog's own format.
   */
  urlFormat: urlFormat(),
  /** The heading level (1–6) of each post's title. */
  headingLevel: number(2, { min: 1, max: 6, integer: true }),
};

/** The detail of `sqs-blog-list-load`. */
export interface BlogListLoadDetail {
  /** The posts the list pages through (at most 250). */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Whether no post was found. */
  empty: boolean;
}

/**
 * The posts of a blog collection, a page at a time, from `GET /api/blog/{collectionId}/posts` (published posts only,
 * newest first, at most 250): each post's title links to its address, built by the blog URL format rules (spec 000 §5)
 * from the blog's format or `url-format`; then its author and date (the locale's, or "3 days ago" through
 * `<sqs-relative-time>`), its excerpt, and its categories and tags, each a link to the same page filtered by it
 * (`?category=` or `?tag=`, as the platform's blog pages do). The filter comes from the `category` and `tag`
 * attributes, else from the page's address, and is named above the list with a link back to all posts. Older and
 * newer posts are a navigation of numbered pages (`aria-current="page"` on the one shown); after a visitor changes page,
 * focus moves to the list.
 *
 * States, reflected as `data-state`: `loading` (the room is kept, 'Loading…' is announced; a page shown stays, busy,
 * while the next loads), `success`, `empty` ('No results found'), `failed` ('Network error' when the connection
 * failed, else 'Unable to load results', with Retry) and `idle` without a collection.
 *
 * @summary A blog's posts, paged and filtered by category or tag.
 * @tag sqs-blog-list
 *
 * @event sqs-blog-list-load - A page of posts arrived. Detail: `{ total, page, empty }`.
 * @event sqs-blog-list-error - The posts could not be loaded. Detail: `{ message }`.
 *
 * @csspart base - The list and its parts (`aria-busy` while loading).
 * @csspart filter - The filter shown: 'Posts in …' or 'Posts tagged …'.
 * @csspart all - The link back to every post (when the page address filters).
 * @csspart list - The posts (focused after a change of page).
 * @csspart post - One post.
 * @csspart title - A post's title, a heading holding its link.
 * @csspart meta - A post's author and date.
 * @csspart author - 'By …'.
 * @csspart date - The date: a `<time>`, or `<sqs-relative-time>`.
 * @csspart excerpt - A post's excerpt.
 * @csspart categories - A post's category links.
 * @csspart tags - A post's tag links.
 * @csspart pagination - The navigation between pages.
 * @csspart newer - 'Newer posts'.
 * @csspart older - 'Older posts'.
 * @csspart page - A page's number (`aria-current="page"` on the one shown).
 * @csspart loading - 'Loading…', shown before the first posts (a status).
 * @csspart empty - 'No results found'.
 * @csspart error - The failure (an alert): its message and Retry.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-blog-list-min-height - The room the list keeps, loading or not. Default 24rem.
 * @cssproperty --sqs-blog-list-gap - The space between posts.
 * @cssproperty --sqs-blog-list-muted-color - The colour of dates, authors and excerpts.
 */
export interface SqsBlogListElement extends SqsElement, AttributeValues<typeof blogListAttributes> {
  /** How the posts are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-blog-list>` dispatches, by name, with their detail. */
export interface SqsBlogListEvents {
  /** A page of posts arrived (`empty`: none was found). */
  'sqs-blog-list-load': BlogListLoadDetail;
  /** The posts could not be loaded (`message`: the status and address of an error answer, else the error's own). */
  'sqs-blog-list-error': { message: string };
}

/** The contract of `<sqs-blog-list>`. */
export const blogListElement = defineContract('sqs-blog-list', blogListAttributes, { hydrate: true });

declare global {
  interface HTMLElementTagNameMap {
    'sqs-blog-list': SqsBlogListElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsBlogListEvents {}
}
