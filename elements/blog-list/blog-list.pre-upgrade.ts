import { BLOG_LIST_ROOM } from './blog-list.styles.js';

/** Reserves the list's room before its code loads. */
export const blogListPreUpgrade = `sqs-blog-list:not(:defined) {
  display: block;
  min-block-size: var(--sqs-blog-list-min-height, ${BLOG_LIST_ROOM});
}`;
