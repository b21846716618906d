import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The field's height: the element's box before its code loads and after (search.pre-upgrade.ts). */
export const SEARCH_FIELD_HEIGHT = '2.75rem';

export const searchStyles = css`
  :host {
    --sqs-search-max-width: 40rem;
    --sqs-search-popup-max-height: 24rem;
    --sqs-search-mark-color: transparent;
    display: block;
    position: relative;
    max-inline-size: var(--sqs-search-max-width);
  }
  [part~='base'] {
    display: flex;
    gap: ${token('space-2')};
    block-size: ${SEARCH_FIELD_HEIGHT};
  }
  [part~='input'] {
    flex: 1 1 auto;
    min-inline-size: 0;
    padding: 0 ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
  }
  [part~='submit'] {
    padding: 0 ${token('space-4')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
    font: inherit;
    cursor: pointer;
  }
  [part~='input']:focus-visible,
  [part~='submit']:focus-visible,
  [part~='title']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='popup'] {
    position: absolute;
    z-index: 1;
    inset-block-start: calc(${SEARCH_FIELD_HEIGHT} + ${token('space-1')});
    inset-inline: 0;
    max-block-size: var(--sqs-search-popup-max-height);
    overflow-y: auto;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface-raised')};
    color: ${token('color-text')};
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.12);
  }
  [hidden] {
    display: none !important;
  }
  [part~='group-label'] {
    margin: 0;
    padding: ${token('space-2')} ${token('space-3')} ${token('space-1')};
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='option'] {
    display: grid;
    gap: 2px;
    padding: ${token('space-2')} ${token('space-3')};
    cursor: pointer;
  }
  [part~='option']:hover,
  [part~='active'] {
    background: ${token('color-gray-100')};
    color: ${token('color-gray-900')};
  }
  [part~='active'] {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: -2px;
  }
  [part~='excerpt'] {
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  [part~='option'] [part~='excerpt'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [part~='mark'] {
    background: var(--sqs-search-mark-color);
    color: inherit;
    text-decoration: underline;
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='loading'],
  [part~='empty'],
  [part~='error'],
  [part~='summary'] {
    margin: 0;
    padding: ${token('space-3')};
  }
  [part~='error'] {
    color: ${token('color-danger')};
  }
  [part~='page'] {
    margin-block-start: ${token('space-4')};
  }
  [part~='results'] ol {
    margin: 0 0 ${token('space-4')};
    padding: 0;
    list-style: none;
  }
  [part~='result'] {
    padding: ${token('space-2')} ${token('space-3')};
  }
  [part~='result'] [part~='title'] {
    color: ${token('color-accent')};
    font-weight: ${token('font-weight-medium')};
  }
`;
