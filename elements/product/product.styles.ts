import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The add button's and the quantity field's height (a 44 px touch target). */
const CONTROL = '44px';

/**
 * The height of the rows every product shows — its name (one line), price, quantity (label and field), Add to cart
 * button and empty status, with the gaps between them — kept from before upgrade (product.pre-upgrade.ts) through
 * loading and failure, read through the same `--sqs-*` settings a page may set. Options, amounts, a subscription line
 * or a wrapped name add rows below it.
 */
export const PRODUCT_ROOM = `var(--sqs-product-min-height, calc(4 * var(--sqs-product-gap, ${token('space-3')}) + 1.5 * ${token('font-size-lg')} + 2lh + ${token('space-1')} + 2 * ${CONTROL}))`;

/** The product's rows, its sale price, the pickers, the button and the visually hidden price names. */
export const productStyles = css`
  :host {
    --sqs-product-gap: ${token('space-3')};
    --sqs-product-sale-color: ${token('color-danger')};
    --sqs-product-button-background: ${token('color-accent')};
    --sqs-product-button-color: ${token('color-accent-contrast')};
    display: block;
  }
  /* On each state's root, not the host: WebKit resolves lh in a :host rule against line-height normal. */
  [part~='base'],
  [part~='loading'],
  [part~='load-failed'] {
    min-block-size: ${PRODUCT_ROOM};
  }
  [part~='base'] {
    display: grid;
    gap: var(--sqs-product-gap);
    justify-items: start;
  }
  p {
    margin: 0;
  }
  [part~='name'] {
    font-size: ${token('font-size-lg')};
    line-height: 1.5;
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='price'] {
    font-variant-numeric: tabular-nums;
  }
  [part~='sale-price'] {
    color: var(--sqs-product-sale-color);
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='original-price'],
  [part~='subscription'],
  [part~='reason'] {
    color: ${token('color-text-muted')};
  }
  [part~='option'],
  [part~='quantity'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='amounts'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-3')};
    margin: 0;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
  }
  select,
  input[type='number'] {
    min-block-size: ${CONTROL};
    font: inherit;
  }
  input[type='number'] {
    inline-size: 6em;
  }
  [part~='add'] {
    min-block-size: ${CONTROL};
    padding: ${token('space-2')} ${token('space-5')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-product-button-background);
    color: var(--sqs-product-button-color);
    font: inherit;
    font-weight: ${token('font-weight-semibold')};
    cursor: pointer;
  }
  [part~='add']:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  [part~='error'] {
    color: ${token('color-danger')};
  }
`;
