import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the list keeps before its code loads (product-list.pre-upgrade.ts) and while its products load. */
export const PRODUCT_LIST_ROOM = 'var(--sqs-product-list-min-height, 28rem)';

/** The filter, the grid of products with pictures of a fixed ratio, the sale price, and the quick view's dialog. */
export const productListStyles = css`
  :host {
    --sqs-product-list-item-width: 12rem;
    --sqs-product-list-gap: ${token('space-5')};
    --sqs-product-list-image-ratio: 1;
    --sqs-product-list-sale-color: ${token('color-danger')};
    display: block;
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-4')};
    align-content: start;
    min-block-size: ${PRODUCT_LIST_ROOM};
  }
  [part~='filter'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
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
  button:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [aria-pressed='true'] {
    border-color: ${token('color-accent')};
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }
  [part~='status']:empty {
    display: none;
  }
  [part~='grid'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--sqs-product-list-item-width)), 1fr));
    gap: var(--sqs-product-list-gap);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='item'] {
    display: grid;
    gap: ${token('space-2')};
    align-content: start;
    justify-items: start;
  }
  p {
    margin: 0;
  }
  /* The picture's room is kept from the start, so nothing moves when it arrives. */
  [part~='image'],
  [part~='quick-view-image'] {
    inline-size: 100%;
    aspect-ratio: var(--sqs-product-list-image-ratio);
    background: ${token('color-surface-raised')};
  }
  [part~='image'] img,
  [part~='quick-view-image'] {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  [part~='name'] {
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='price'] {
    font-variant-numeric: tabular-nums;
  }
  [part~='sale-price'] {
    color: var(--sqs-product-list-sale-color);
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='original-price'] {
    color: ${token('color-text-muted')};
  }
  sqs-dialog {
    --sqs-dialog-width: min(28rem, 90vw);
  }
  [part~='quick-view-image'] {
    margin-block-end: ${token('space-3')};
  }
`;
