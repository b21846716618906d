import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/**
 * The block's states and designs. The items are the backend's HTML (`summary-items`, `summary-item`,
 * `summary-title`, `summary-date`, `summary-excerpt`), styled here by the block's `data-design`.
 */
export const summaryStyles = css`
  :host {
    --sqs-summary-min-height: 120px;
    --sqs-summary-gap: ${token('space-6')};
    --sqs-summary-item-width: 14rem;
    --sqs-summary-muted-color: ${token('color-text-muted')};
    display: block;
  }
  [part~='base'] {
    min-block-size: var(--sqs-summary-min-height);
  }
  .summary-items {
    display: grid;
    gap: var(--sqs-summary-gap);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-design='grid'] .summary-items {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--sqs-summary-item-width)), 1fr));
  }
  [data-design='wall'] .summary-items {
    display: block;
    columns: var(--sqs-summary-item-width);
    column-gap: var(--sqs-summary-gap);
  }
  [data-design='wall'] .summary-item {
    break-inside: avoid;
    margin-block-end: var(--sqs-summary-gap);
  }
  [data-design='carousel'] .summary-items {
    grid-auto-flow: column;
    grid-auto-columns: minmax(min(85%, var(--sqs-summary-item-width)), 1fr);
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    scroll-snap-type: inline mandatory;
    padding-block-end: ${token('space-2')};
  }
  [data-design='carousel'][data-motion='full'] .summary-items {
    scroll-behavior: smooth;
  }
  [data-design='carousel'] .summary-item {
    scroll-snap-align: start;
  }
  .summary-title {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-xl')};
    font-weight: ${token('font-weight-semibold')};
    line-height: 1.3;
  }
  .summary-title a {
    color: inherit;
  }
  .summary-date,
  .summary-excerpt {
    margin: 0;
    color: var(--sqs-summary-muted-color);
  }
  .summary-excerpt {
    margin-block-start: ${token('space-2')};
  }
  [part~='loading'] {
    display: grid;
    gap: ${token('space-2')};
  }
  [part~='loading-bar'] {
    block-size: 4px;
    inline-size: 100%;
    border-radius: 2px;
    background: ${token('color-border')};
  }
  [data-motion='full'] [part~='loading-bar'] {
    animation: sqs-summary-pulse 1.2s ease-in-out infinite alternate;
  }
  @keyframes sqs-summary-pulse {
    to {
      opacity: 0.35;
    }
  }
  [part~='loading-text'],
  [part~='empty'],
  [part~='error-text'] {
    margin: 0;
    color: var(--sqs-summary-muted-color);
  }
  [part~='error'] {
    display: grid;
    justify-items: start;
    gap: ${token('space-2')};
  }
  [part~='retry'] {
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
`;
