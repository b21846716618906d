import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The lock screen's room before its code loads (lock-screen.pre-upgrade.ts): heading, line, field and button. */
export const LOCK_SCREEN_ROOM = '280px';

export const lockScreenStyles = css`
  :host {
    --sqs-lock-screen-width: 420px;
    --sqs-lock-screen-gap: ${token('space-3')};
    --sqs-lock-screen-accent: ${token('color-accent')};
    --sqs-lock-screen-accent-contrast: ${token('color-accent-contrast')};
    display: block;
    min-block-size: ${LOCK_SCREEN_ROOM};
  }
  [part~='base'] {
    max-inline-size: var(--sqs-lock-screen-width);
    margin-inline: auto;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-2xl')};
  }
  [part~='description'] {
    margin: 0 0 var(--sqs-lock-screen-gap);
    color: ${token('color-text-muted')};
  }
  [part~='form'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='error'] {
    margin: 0;
    min-block-size: 1.5em;
    color: ${token('color-danger')};
  }
  [part~='submit'] {
    font: inherit;
    justify-self: start;
    min-block-size: 44px;
    margin-block-start: ${token('space-2')};
    padding-inline: ${token('space-4')};
    border: none;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-lock-screen-accent);
    color: var(--sqs-lock-screen-accent-contrast);
    cursor: pointer;
  }
  [part~='submit']:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  :is([part~='input'], [part~='submit']):focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
`;
