import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const dataTableStyles = css`
  :host {
    --sqs-data-table-border: 1px solid ${token('color-border')};
    --sqs-data-table-cell-padding: ${token('space-2')};
    --sqs-data-table-header-background: ${token('color-surface-raised')};
    --sqs-data-table-error-color: ${token('color-danger')};
    display: block;
    /* The room the pre-upgrade rule reserved, kept while the data loads or the owner is asked to sign in. */
    min-block-size: calc(7lh + 4 * ${token('space-3')});
    color: ${token('color-text')};
    font-family: ${token('font-family')};
    font-size: ${token('font-size-body')};
  }
  [part~='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    margin-block-end: ${token('space-3')};
  }
  [part~='button'] {
    font: inherit;
    padding: ${token('space-1')} ${token('space-3')};
  }
  .scroller {
    overflow: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: var(--sqs-data-table-border);
    padding: var(--sqs-data-table-cell-padding);
    min-inline-size: 6em;
    block-size: 1.5em;
    text-align: start;
    white-space: pre;
  }
  th {
    background: var(--sqs-data-table-header-background);
    font-weight: ${token('font-weight-medium')};
  }
  th:focus-visible,
  td:focus-visible,
  [part~='button']:focus-visible,
  [part~='input']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: -2px;
  }
  [part~='input'] {
    box-sizing: border-box;
    inline-size: 100%;
    font: inherit;
  }
  .help {
    margin: ${token('space-2')} 0 0;
    font-size: ${token('font-size-sm')};
  }
  [part~='error'] {
    margin: ${token('space-2')} 0 0;
    color: var(--sqs-data-table-error-color);
  }
  [part~='status'] {
    margin: ${token('space-2')} 0 0;
    min-block-size: 1lh;
  }
`;
