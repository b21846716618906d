import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 001 §9: dialog width 350, padding 20. spec 000 §9: managed UI stacks from z-index 30000 (a modal dialog is
// in the top layer, above it; the z-index applies where the top layer is not used).
export const dialogStyles = css`
  :host {
    --sqs-dialog-width: 350px;
    --sqs-dialog-padding: ${token('space-5')};
    --sqs-dialog-z-index: 30000;
    --sqs-dialog-duration: ${token('duration-medium')};
    --sqs-dialog-background: ${token('color-surface')};
    --sqs-dialog-backdrop: rgb(0 0 0 / 0.45);
    display: contents;
  }
  [part~='base'] {
    z-index: var(--sqs-dialog-z-index);
    inline-size: var(--sqs-dialog-width);
    max-inline-size: calc(100vw - 2 * var(--sqs-dialog-padding));
    padding: var(--sqs-dialog-padding);
    border: 0;
    border-radius: ${token('radius-md')};
    background: var(--sqs-dialog-background);
    color: inherit;
    opacity: 1;
    transition: opacity var(--sqs-dialog-duration) ease-out;
  }
  @starting-style {
    [part~='base'][open] {
      opacity: 0;
    }
  }
  [part~='base'][data-state='hiding'] {
    opacity: 0;
  }
  [part~='base']::backdrop {
    background: var(--sqs-dialog-backdrop);
  }
  [part~='base']:focus {
    outline: none;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='actions'] {
    display: flex;
    justify-content: flex-end;
    gap: ${token('space-2')};
    margin-block-start: var(--sqs-dialog-padding);
  }
  [part~='button'] {
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [part~='confirm'] {
    border-color: ${token('color-accent')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='base'] {
      transition: none;
    }
  }
`;
