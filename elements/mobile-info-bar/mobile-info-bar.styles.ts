import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const mobileInfoBarStyles = css`
  :host {
    --sqs-mobile-info-bar-background: ${token('color-accent')};
    --sqs-mobile-info-bar-color: ${token('color-accent-contrast')};
    --sqs-mobile-info-bar-padding: ${token('space-2')} ${token('space-3')};
    --sqs-mobile-info-bar-font-size: ${token('font-size-md')};
    display: block;
  }
  [part~='base'] {
    padding: var(--sqs-mobile-info-bar-padding);
    background: var(--sqs-mobile-info-bar-background);
    color: var(--sqs-mobile-info-bar-color);
    font-size: var(--sqs-mobile-info-bar-font-size);
  }
  [part~='list'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${token('space-2')} ${token('space-4')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='link'] {
    display: inline-block;
    min-block-size: 44px;
    line-height: 44px;
    color: inherit;
  }
`;
