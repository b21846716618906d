import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const reviewFormStyles = css`
  :host {
    --sqs-review-form-gap: ${token('space-4')};
    --sqs-review-form-star-size: 32px;
    --sqs-review-form-star-color: ${token('color-accent')};
    --sqs-review-form-star-empty-color: ${token('color-border')};
    --sqs-review-form-error-color: ${token('color-danger')};
    display: block;
    color: ${token('color-text')};
    font-family: ${token('font-family')};
  }
  /* The heading's gap stays in the form's box, the room its pre-upgrade rule keeps (review-form.pre-upgrade.ts). */
  [part~='base'] {
    display: flow-root;
  }
  [part~='heading'] {
    margin: 0 0 var(--sqs-review-form-gap);
    font-size: ${token('font-size-xl')};
  }
  [part~='heading']:focus {
    outline: none;
  }
  [part~='form'] {
    display: grid;
    gap: var(--sqs-review-form-gap);
  }
  [part~='rating'] {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend,
  .field-label {
    font-weight: ${token('font-weight-medium')};
  }
  legend {
    padding: 0;
    margin-block-end: ${token('space-2')};
  }
  .stars {
    display: flex;
    gap: ${token('space-1')};
  }
  .star {
    position: relative;
  }
  /* The radios stay native (keyboard, form semantics) but are seen as the stars of their labels. */
  .radio {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
  }
  [part~='star'] {
    display: block;
    inline-size: var(--sqs-review-form-star-size);
    block-size: var(--sqs-review-form-star-size);
    color: var(--sqs-review-form-star-empty-color);
    cursor: pointer;
    border-radius: ${token('radius-sm')};
  }
  [part~='star'][data-filled] {
    color: var(--sqs-review-form-star-color);
  }
  [part~='star'] svg {
    inline-size: 100%;
    block-size: 100%;
    fill: currentColor;
  }
  .radio:focus-visible + [part~='star'] {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 1px;
  }
  [part~='error'] {
    margin: ${token('space-2')} 0 0;
    color: var(--sqs-review-form-error-color);
  }
  [part~='text'] {
    font: inherit;
    padding: ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    resize: vertical;
  }
  [part~='text']:focus-visible,
  [part~='submit']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 1px;
  }
  [part~='submit'] {
    justify-self: start;
    padding: ${token('space-2')} ${token('space-4')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
    font: inherit;
    cursor: pointer;
  }
  [part~='submit']:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
