import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const cartIndicatorStyles = css`
  :host {
    --sqs-cart-indicator-color: ${token('color-text')};
    --sqs-cart-indicator-gap: ${token('space-2')};
    --sqs-cart-indicator-padding: ${token('space-1')};
    --sqs-cart-indicator-icon-size: 24px;
    --sqs-cart-indicator-count-background: ${token('color-accent')};
    --sqs-cart-indicator-count-color: ${token('color-accent-contrast')};
    --sqs-cart-indicator-count-font-size: ${token('font-size-xs')};
    --sqs-cart-indicator-subtotal-font-size: ${token('font-size-md')};
    /* A flex box as high as the link, which keeps the icon's room while nothing is shown yet (before the first sync),
       the same box as before upgrade (cart-indicator.pre-upgrade.ts): the header around it does not move. */
    display: inline-flex;
    vertical-align: middle;
    min-inline-size: calc(var(--sqs-cart-indicator-icon-size) + 2 * var(--sqs-cart-indicator-padding));
    min-block-size: calc(var(--sqs-cart-indicator-icon-size) + 2 * var(--sqs-cart-indicator-padding));
  }
  [part~='base'] {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: var(--sqs-cart-indicator-gap);
    padding: var(--sqs-cart-indicator-padding);
    border-radius: ${token('radius-sm')};
    color: var(--sqs-cart-indicator-color);
    text-decoration: none;
  }
  [part~='icon'] {
    flex: none;
    inline-size: var(--sqs-cart-indicator-icon-size);
    block-size: var(--sqs-cart-indicator-icon-size);
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [part~='count'] {
    min-inline-size: 1.6em;
    padding: 0.15em 0.45em;
    border-radius: 9999px;
    background: var(--sqs-cart-indicator-count-background);
    color: var(--sqs-cart-indicator-count-color);
    font-size: var(--sqs-cart-indicator-count-font-size);
    font-weight: ${token('font-weight-semibold')};
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
    text-align: center;
  }
  [part~='subtotal'] {
    font-size: var(--sqs-cart-indicator-subtotal-font-size);
    font-variant-numeric: tabular-nums;
  }
  [part~='base']:hover [part~='subtotal'] {
    text-decoration: underline;
  }
`;
