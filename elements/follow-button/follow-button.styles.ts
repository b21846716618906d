import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const followButtonStyles = css`
  :host {
    --sqs-follow-button-color: ${token('color-accent')};
    display: inline-block;
  }
  [part~='link'] {
    color: var(--sqs-follow-button-color);
  }
`;
