import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const accordionStyles = css`
  :host {
    --sqs-accordion-border: 1px solid ${token('color-border')};
    display: block;
  }
  [part~='base'] {
    border-block-start: var(--sqs-accordion-border);
  }
`;
