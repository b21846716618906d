import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the list keeps from before its code loads until its posts show, so nothing below it moves. */
export const BLOG_LIST_ROOM = '24rem';

/** The list's posts, their links, the filter, the pages and the states. */
export const blogListStyles = css`
  :host {
    --sqs-blog-list-min-height: ${BLOG_LIST_ROOM};
    --sqs-blog-list-gap: ${token('space-7')};
    --sqs-blog-list-muted-color: ${token('color-text-muted')};
    display: block;
  }
  [part~='base'] {
    display: grid;
    align-content: start;
    gap: ${token('space-6')};
    min-block-size: var(--sqs-blog-list-min-height);
  }
  [part~='list'] {
    display: grid;
    gap: var(--sqs-blog-list-gap);
  }
  [part~='post'] {
    display: grid;
    gap: ${token('space-2')};
  }
  [part~='title'] {
    margin: 0;
    font-size: ${token('font-size-3xl')};
    font-weight: ${token('font-weight-semibold')};
    line-height: 1.25;
  }
  a {
    color: inherit;
  }
  [part~='title'] a {
    text-decoration: none;
  }
  [part~='title'] a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
  }
  [part~='meta'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-1')} ${token('space-3')};
    color: var(--sqs-blog-list-muted-color);
    font-size: ${token('font-size-sm')};
  }
  [part~='excerpt'],
  [part~='filter'],
  [part~='loading'],
  [part~='empty'],
  [part~='error'] p {
    color: var(--sqs-blog-list-muted-color);
  }
  [part~='categories'],
  [part~='tags'],
  [part~='pagination'] ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${token('font-size-sm')};
  }
  [part~='pagination'] ul {
    align-items: center;
  }
  button {
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
  [aria-current='page'] {
    border-color: ${token('color-accent')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
  [part~='error'] {
    display: grid;
    justify-items: start;
    gap: ${token('space-2')};
  }
  [part~='list']:focus {
    outline: none;
  }
  [part~='list']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 4px;
  }
`;
