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
  [part~='base'][data-first-divider='off'] {
    border-block-start: 0;
  }
  /* The items draw the lines below themselves; these rules come before the items' own in the cascade. */
  [data-dividers='off'] ::slotted(sqs-accordion-item),
  [data-last-divider='off'] ::slotted(sqs-accordion-item:last-of-type) {
    --sqs-accordion-item-divider: 0 none;
  }
`;
