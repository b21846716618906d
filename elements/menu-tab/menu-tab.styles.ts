import { css } from '../shared/css.js';

export const menuTabStyles = css`
  :host {
    display: block;
  }
`;
