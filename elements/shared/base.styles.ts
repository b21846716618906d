import { token } from '../../styles/tokens.js';
import { css } from './css.js';

/**
 * The declarations that hide text from sight but not from assistive technology (a spoken label, a hint): an element's
 * sheet interpolates them into its own rule.
 */
export const VISUALLY_HIDDEN = `
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
`;

/** The sheet every element's shadow root adopts first: typography and colour from the tokens, hidden, focus. */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: ${token('font-family')};
    font-size: ${token('font-size-body')};
    color: ${token('color-text')};
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [hidden] {
    display: none !important;
  }
`;
