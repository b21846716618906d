import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 000 §9: managed UI stacks from z-index 30000 (the modal dialog is in the top layer, above it).
export const popupOverlayStyles = css`
  :host {
    --sqs-popup-overlay-width: 480px;
    --sqs-popup-overlay-padding: ${token('space-7')};
    --sqs-popup-overlay-z-index: 30000;
    --sqs-popup-overlay-background: ${token('color-surface')};
    --sqs-popup-overlay-backdrop: rgb(0 0 0 / 0.5);
    display: contents;
  }
  [part~='base'] {
    z-index: var(--sqs-popup-overlay-z-index);
    inline-size: var(--sqs-popup-overlay-width);
    max-inline-size: calc(100vw - 2 * ${token('space-5')});
    padding: var(--sqs-popup-overlay-padding);
    border: 0;
    border-radius: ${token('radius-md')};
    background: var(--sqs-popup-overlay-background);
    color: inherit;
    opacity: 1;
    transition: opacity ${token('duration-medium')} ease-out;
  }
  @starting-style {
    [part~='base'][open] {
      opacity: 0;
    }
  }
  [part~='base']::backdrop {
    background: var(--sqs-popup-overlay-backdrop);
  }
  [part~='base']:focus {
    outline: none;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-4')};
    font-size: ${token('font-size-2xl')};
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='close'] {
    position: absolute;
    inset-block-start: ${token('space-2')};
    inset-inline-end: ${token('space-2')};
    inline-size: 32px;
    block-size: 32px;
    border: 0;
    background: none;
    color: inherit;
    font-size: ${token('font-size-2xl')};
    cursor: pointer;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='base'] {
      transition: none;
    }
  }
`;
