import { token } from '../../styles/tokens.js';
import { css } from './css.js';

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
