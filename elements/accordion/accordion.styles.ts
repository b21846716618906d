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
  /* The item layout the items read: custom properties inherit into the slotted items, whose styles read them. Sides
     as the text's direction reads them: left is where a line starts (right in a right-to-left page). */
  [part~='base'] {
    --sqs-accordion-item-title-align: start;
    --sqs-accordion-item-description-align: start;
    --sqs-accordion-item-description-margin: 0;
    --sqs-accordion-item-description-size: auto;
    --sqs-accordion-item-icon-order: 0;
  }
  [data-title-align='center'] {
    --sqs-accordion-item-title-align: center;
  }
  [data-title-align='right'] {
    --sqs-accordion-item-title-align: end;
  }
  [data-description-align='center'] {
    --sqs-accordion-item-description-align: center;
  }
  [data-description-align='right'] {
    --sqs-accordion-item-description-align: end;
  }
  [data-description-placement='center'] {
    --sqs-accordion-item-description-margin: auto;
    --sqs-accordion-item-description-size: fit-content;
  }
  [data-description-placement='right'] {
    --sqs-accordion-item-description-margin: auto 0;
    --sqs-accordion-item-description-size: fit-content;
  }
  [data-icon-placement='left'] {
    --sqs-accordion-item-icon-order: -1;
  }
  /* The items draw the lines below themselves; these rules come before the items' own in the cascade. */
  [data-dividers='off'] ::slotted(sqs-accordion-item),
  [data-last-divider='off'] ::slotted(sqs-accordion-item:last-of-type) {
    --sqs-accordion-item-divider: 0 none;
  }
`;
