import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const cartStyles = css`
  :host {
    --sqs-cart-gap: ${token('space-4')};
    --sqs-cart-border: 1px solid ${token('color-border')};
    --sqs-cart-accent: ${token('color-accent')};
    --sqs-cart-accent-contrast: ${token('color-accent-contrast')};
    --sqs-cart-error-color: ${token('color-danger')};
    display: block;
    color: ${token('color-text')};
  }
  [part~='base'] {
    display: grid;
    gap: var(--sqs-cart-gap);
  }
  [part~='heading'] {
    margin: 0;
    font-size: ${token('font-size-2xl')};
  }
  [part~='entries'] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='entry'] {
    display: grid;
    grid-template-columns: 1fr auto minmax(6em, auto);
    align-items: center;
    gap: ${token('space-3')};
    padding-block: ${token('space-3')};
    border-block-end: var(--sqs-cart-border);
  }
  .options {
    display: block;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  [part~='stepper'] {
    display: inline-flex;
    border: var(--sqs-cart-border);
    border-radius: ${token('radius-sm')};
  }
  [part~='step'],
  [part~='quantity'] {
    min-inline-size: 2.75em;
    min-block-size: 2.75em;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: center;
  }
  [part~='quantity'] {
    inline-size: 3.5em;
    border-inline: var(--sqs-cart-border);
  }
  [part~='step']:disabled {
    opacity: 0.4;
  }
  :focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='price'],
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  [part~='totals'] {
    display: grid;
    gap: ${token('space-2')};
    margin: 0;
  }
  [part~='totals'] > div {
    display: flex;
    justify-content: space-between;
  }
  [part~='totals'] > div:last-child {
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='details'],
  [part~='details-form'] {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-3')};
  }
  [part~='details-form'] {
    display: grid;
  }
  [part~='details-status'],
  [part~='field-error'] {
    font-size: ${token('font-size-sm')};
  }
  [part~='field'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='field'] input {
    padding: ${token('space-2')};
    border: var(--sqs-cart-border);
    border-radius: ${token('radius-sm')};
    font: inherit;
  }
  [part~='field'] [aria-invalid='true'] {
    border-color: var(--sqs-cart-error-color);
  }
  [part~='field-error'],
  [part~='form-error'],
  [part~='error'] {
    margin: 0;
    color: var(--sqs-cart-error-color);
  }
  [part~='form-error']:empty,
  [part~='error']:empty {
    display: none;
  }
  [part~='notice'],
  [part~='empty'] {
    margin: 0;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${token('space-3')};
  }
  [part~='continue'] {
    color: inherit;
  }
  [part~='checkout'] {
    padding: ${token('space-3')} ${token('space-5')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-cart-accent);
    color: var(--sqs-cart-accent-contrast);
    font: inherit;
    font-weight: ${token('font-weight-semibold')};
    cursor: pointer;
  }
  [part~='checkout'][aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
