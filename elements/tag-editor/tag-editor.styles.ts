import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const tagEditorStyles = css`
  :host {
    --sqs-tag-editor-gap: ${token('space-2')};
    --sqs-tag-editor-tag-background: ${token('color-surface-raised')};
    --sqs-tag-editor-error-color: ${token('color-danger')};
    display: block;
    /* The room the pre-upgrade rule reserved, kept while the data loads or the owner is asked to sign in. */
    min-block-size: calc(6lh + 4 * ${token('space-2')});
    color: ${token('color-text')};
    font-family: ${token('font-family')};
    font-size: ${token('font-size-body')};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sqs-tag-editor-gap);
    margin-block-end: var(--sqs-tag-editor-gap);
  }
  [part~='input'],
  [part~='button'] {
    font: inherit;
    padding: ${token('space-1')} ${token('space-2')};
  }
  [part~='list'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sqs-tag-editor-gap);
    margin: 0 0 var(--sqs-tag-editor-gap);
    padding: ${token('space-1')};
    list-style: none;
    border: 1px solid ${token('color-border')};
  }
  [part~='tag'] {
    padding: ${token('space-1')} ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: var(--sqs-tag-editor-tag-background);
    cursor: default;
  }
  [part~='tag'][aria-selected='true'] {
    border-color: ${token('color-accent')};
    box-shadow: inset 0 0 0 1px ${token('color-accent')};
  }
  [part~='list']:focus-visible [part~='tag'][aria-selected='true'],
  [part~='input']:focus-visible,
  [part~='button']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 1px;
  }
  [part~='list']:focus {
    outline: none;
  }
  .help,
  .empty {
    margin: 0 0 var(--sqs-tag-editor-gap);
    font-size: ${token('font-size-sm')};
  }
  [part~='error'] {
    margin: 0 0 var(--sqs-tag-editor-gap);
    color: var(--sqs-tag-editor-error-color);
  }
  [part~='status'] {
    margin: 0;
    min-block-size: 1lh;
  }
`;
