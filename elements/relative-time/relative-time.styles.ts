import { css } from '../shared/css.js';

// Words inside a sentence: the host takes the surrounding text's font and colour, not the element defaults.
export const relativeTimeStyles = css`
  :host {
    display: inline;
    font: inherit;
    color: inherit;
  }
`;
