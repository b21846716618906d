import { token } from '../../styles/tokens.js';
import { css } from './css.js';

/**
 * The look of a listbox made with `hooks/useListbox.ts` (`[part~='listbox']` of `[part~='option']`s): a scrolling
 * bordered list whose selected option is filled with the accent and whose focus ring shows on the list, and the
 * buttons beside it.
 */
export const listboxStyles = css`
  [part~='listbox'] {
    overflow-y: auto;
    margin: 0;
    padding: ${token('space-1')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    list-style: none;
  }
  [part~='listbox']:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='option'] {
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-sm')};
    cursor: pointer;
  }
  [part~='option']:hover {
    background: ${token('color-surface-raised')};
  }
  [part~='option'][aria-selected='true'] {
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
  button {
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  p {
    margin: 0;
  }
  [part~='status']:empty {
    display: none;
  }
`;
