import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the manager keeps before its code loads (file-manager.pre-upgrade.ts) and while its files load. */
export const FILE_MANAGER_ROOM = 'var(--sqs-file-manager-min-height, 16rem)';

/** The toolbar, the upload's progress, the messages and the Existing Files table with its row actions. */
export const fileManagerStyles = css`
  :host {
    display: block;
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-3')};
    align-content: start;
    min-block-size: ${FILE_MANAGER_ROOM};
  }
  [part~='toolbar'],
  [part~='upload'],
  [part~='actions'],
  [part~='rename-form'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')};
  }
  [part~='toolbar'] {
    justify-content: space-between;
  }
  button,
  [part~='upload-button'] {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
  [part~='upload-button'] {
    border-color: ${token('color-accent')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
  [part~='upload-button'][data-disabled='true'],
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible,
  [part~='upload-button']:focus-within,
  input:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='usage'] {
    color: ${token('color-text-muted')};
  }
  /* The status line keeps its height, so the table does not move as messages come and go. */
  [part~='upload'] {
    min-block-size: 44px;
  }
  [part~='progress'] {
    inline-size: min(100%, 16rem);
  }
  [part~='error'],
  [part~='field-error'],
  [part~='sign-in'] {
    margin: 0;
    color: ${token('color-danger')};
  }
  [part~='field-error'] {
    flex-basis: 100%;
  }
  [part~='table'] {
    inline-size: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: ${token('font-weight-semibold')};
    padding-block-end: ${token('space-2')};
  }
  th,
  td {
    padding: ${token('space-2')};
    border-block-end: 1px solid ${token('color-border')};
    text-align: start;
    vertical-align: middle;
  }
  tbody th {
    font-weight: inherit;
    overflow-wrap: anywhere;
  }
  td:nth-child(2) {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  [part~='rename-input'] {
    min-block-size: 44px;
    padding: 0 ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    font: inherit;
  }
  [part~='rename-input'][aria-invalid='true'] {
    border-color: ${token('color-danger')};
  }
`;
