import { css } from '../shared/css.js';

// The owner's code is in the light DOM and styled by the page; the element only places it.
export const codeBlockStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
