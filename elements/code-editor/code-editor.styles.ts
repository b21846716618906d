import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the editor takes before its code loads: two labelled areas of six lines and the Save button. */
export const CODE_EDITOR_ROOM = '30rem';

/** Each region a box of line numbers beside the code, scrolling together; the Save button, status and error below. */
export const codeEditorStyles = css`
  :host {
    --sqs-code-editor-height: 24rem;
    --sqs-code-editor-font: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    display: block;
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-3')};
    min-block-size: ${CODE_EDITOR_ROOM};
    align-content: start;
  }
  [part~='notice'] {
    margin: 0;
    padding: ${token('space-2')} ${token('space-3')};
    border-inline-start: 4px solid ${token('color-warning')};
    background: ${token('color-surface-raised')};
  }
  [part~='field'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='label'] {
    font-weight: 600;
  }
  [part~='editor'] {
    display: grid;
    grid-template-columns: auto 1fr;
    max-block-size: var(--sqs-code-editor-height);
    overflow-y: auto;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
  }
  [part~='gutter'],
  [part~='code'] {
    margin: 0;
    padding: ${token('space-2')};
    font: 0.875rem / 1.5 var(--sqs-code-editor-font);
    white-space: pre;
  }
  [part~='gutter'] {
    min-inline-size: 3.5ch;
    text-align: end;
    color: ${token('color-text-muted')};
    background: ${token('color-surface-raised')};
    border-inline-end: 1px solid ${token('color-border')};
    user-select: none;
  }
  [part~='code'] {
    inline-size: 100%;
    /* The box scrolls down; long lines scroll sideways in the area itself. */
    overflow: auto hidden;
    resize: none;
    border: 0;
    color: inherit;
    background: transparent;
    tab-size: 2;
  }
  [part~='code']:read-only {
    color: ${token('color-text-muted')};
  }
  [part~='save'] {
    justify-self: start;
    min-block-size: 44px;
    padding: 0 ${token('space-4')};
    border: 0;
    border-radius: ${token('radius-sm')};
    font: inherit;
    color: ${token('color-accent-contrast')};
    background: ${token('color-accent')};
    cursor: pointer;
  }
  [part~='save']:disabled {
    opacity: 0.6;
    cursor: default;
  }
  [part~='status'],
  [part~='error'] {
    margin: 0;
    min-block-size: 1.5em;
  }
  [part~='error'] {
    color: ${token('color-danger')};
  }
  [part~='error'] button {
    margin-inline-start: ${token('space-2')};
    font: inherit;
  }
`;
