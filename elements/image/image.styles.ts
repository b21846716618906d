import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const imageStyles = css`
  :host {
    --sqs-image-background: ${token('color-surface-raised')};
    --sqs-image-radius: ${token('radius-none')};
    --sqs-image-caption-gap: ${token('space-3')};
    --sqs-image-caption-font-size: ${token('font-size-body')};
    --sqs-image-caption-font-size-narrow: ${token('font-size-sm')};
    --sqs-image-caption-color: ${token('color-text-muted')};
    display: block;
  }
  [part~='base'] {
    margin: 0;
  }
  [part~='link'] {
    display: block;
    color: inherit;
  }
  [part~='frame'] {
    position: relative;
    overflow: hidden;
    border-radius: var(--sqs-image-radius);
    background: var(--sqs-image-background);
  }
  [part~='image'] {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  /* Until the loader gives it an address the img would draw its alt text over the empty box (it still names it). */
  [part~='image']:not([src]) {
    color: transparent;
  }
  /* A box of known proportions: the picture fills it (the loader sets object-fit and object-position). */
  [part~='frame'][style] [part~='image'] {
    block-size: 100%;
  }
  /* mode none: the picture keeps its own proportions (a shape box crops it). */
  [data-mode='none'] [part~='frame'] [part~='image'] {
    block-size: auto;
  }
  [data-state='loaded'] [part~='frame'] {
    background: none;
  }
  [part~='caption'] {
    margin-block-start: var(--sqs-image-caption-gap);
    font-size: var(--sqs-image-caption-font-size);
    line-height: 1.5;
    color: var(--sqs-image-caption-color);
  }
  /* spec 000 §9: the narrow block (under 415 px) keeps its caption under the picture in smaller type. */
  :host([data-layout='narrow']) [part~='caption'] {
    margin-block-start: calc(var(--sqs-image-caption-gap) / 1.5);
    font-size: var(--sqs-image-caption-font-size-narrow);
  }
`;
