import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 000 §9: managed UI stacks from z-index 30000; the system error covers everything else of it.
export const systemErrorStyles = css`
  :host {
    --sqs-system-error-z-index: 30010;
    --sqs-system-error-backdrop: rgb(0 0 0 / 0.5);
    --sqs-system-error-background: ${token('color-surface')};
    --sqs-system-error-width: 350px;
    --sqs-system-error-padding: ${token('space-5')};
    display: contents;
  }
  [part~='backdrop'] {
    position: fixed;
    inset: 0;
    z-index: var(--sqs-system-error-z-index);
    display: grid;
    place-items: center;
    padding: ${token('space-4')};
    background: var(--sqs-system-error-backdrop);
  }
  /* A modal dialog in the top layer; the backdrop part behind it dims the page. */
  [part~='base'] {
    border: none;
    color: inherit;
    inline-size: min(var(--sqs-system-error-width), calc(100% - 2 * ${token('space-4')}));
    padding: var(--sqs-system-error-padding);
    border-radius: ${token('radius-md')};
    background: var(--sqs-system-error-background);
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
    text-align: center;
  }
  [part~='base']::backdrop {
    background: transparent;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-xl')};
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='message'] {
    margin: 0 0 ${token('space-3')};
    color: ${token('color-text-muted')};
  }
  [part~='actions'] {
    display: flex;
    justify-content: center;
    gap: ${token('space-2')};
  }
  button {
    font: inherit;
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  [part~='reload'] {
    border-color: transparent;
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
`;
