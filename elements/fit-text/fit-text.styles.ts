import { css } from '../shared/css.js';

/*
 * The host is one line in the surrounding font (a heading's, a paragraph's): its line box keeps the height of that
 * font whatever size the line inside shrinks to, so fitting never changes the element's height. The ellipsis applies
 * only when the smallest size still overflows. No transition: the size is set once per fit, never animated.
 */
export const fitTextStyles = css`
  :host {
    display: block;
    overflow: hidden;
    font: inherit;
    color: inherit;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  [part~='base'] {
    white-space: nowrap;
    transition: none;
  }
`;
