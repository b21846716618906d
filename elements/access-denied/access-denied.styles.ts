import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The notice's room before its code loads (access-denied.pre-upgrade.ts): heading, line and button. */
export const ACCESS_DENIED_ROOM = '180px';

export const accessDeniedStyles = css`
  :host {
    --sqs-access-denied-width: 480px;
    --sqs-access-denied-accent: ${token('color-accent')};
    --sqs-access-denied-accent-contrast: ${token('color-accent-contrast')};
    display: block;
    min-block-size: ${ACCESS_DENIED_ROOM};
  }
  [part~='base'] {
    max-inline-size: var(--sqs-access-denied-width);
    margin-inline: auto;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-2xl')};
  }
  [part~='description'] {
    margin: 0 0 ${token('space-3')};
    color: ${token('color-text-muted')};
  }
  [part~='sign-in'] {
    font: inherit;
    min-block-size: 44px;
    padding-inline: ${token('space-4')};
    border: none;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-access-denied-accent);
    color: var(--sqs-access-denied-accent-contrast);
    cursor: pointer;
  }
  [part~='sign-in']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
`;
