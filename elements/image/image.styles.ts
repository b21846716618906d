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
  [part~='title'],
  [part~='subtitle'] {
    margin: 0 0 var(--sqs-image-caption-gap);
  }
  [part~='title'] {
    font-size: 1.25em;
    color: ${token('color-text')};
  }
  [part~='button'] {
    display: inline-block;
    color: inherit;
  }
  /* The card designs set the card beside the picture when it is placed left or right; poster lays it over. */
  :is([data-design='card'], [data-design='overlap'], [data-design='collage'], [data-design='stack']):not(
    [data-position='center']
  ) {
    display: flex;
    align-items: center;
    gap: var(--sqs-image-caption-gap);
  }
  [data-position='right'] {
    flex-direction: row-reverse;
  }
  [data-design][data-position] > * {
    flex: 1 1 0;
    min-inline-size: 0;
  }
  [data-design='poster'] {
    display: grid;
  }
  [data-design='poster'] > * {
    grid-area: 1 / 1;
  }
  [data-design='poster'] [part~='caption'] {
    align-self: center;
    z-index: 1;
    margin: 0;
    padding: var(--sqs-image-caption-gap);
    text-align: center;
  }
  /* spec 000 §9: the narrow block (under 415 px) keeps its caption under the picture in smaller type. */
  :host([data-layout='narrow']) [part~='caption'] {
    margin-block-start: calc(var(--sqs-image-caption-gap) / 1.5);
    font-size: var(--sqs-image-caption-font-size-narrow);
  }
  :host([data-layout='narrow']) [part~='base'] {
    display: block;
  }
`;
