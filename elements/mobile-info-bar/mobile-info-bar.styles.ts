import { breakpoints, token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { SERVER_RENDERED } from '../shared/pre-upgrade-sheet.js';

export const mobileInfoBarStyles = css`
  :host {
    --sqs-mobile-info-bar-background: ${token('color-accent')};
    --sqs-mobile-info-bar-color: ${token('color-accent-contrast')};
    --sqs-mobile-info-bar-padding: ${token('space-2')} ${token('space-3')};
    --sqs-mobile-info-bar-font-size: ${token('font-size-md')};
    display: block;
  }
  /* Rendered on a server, which does not know the window's width: the bar is for narrow windows only. */
  @media (min-width: ${breakpoints.infoBarMax + 1}px) {
    :host([${SERVER_RENDERED}]) {
      display: none;
    }
  }
  [part~='base'] {
    padding: var(--sqs-mobile-info-bar-padding);
    background: var(--sqs-mobile-info-bar-background);
    color: var(--sqs-mobile-info-bar-color);
    font-size: var(--sqs-mobile-info-bar-font-size);
  }
  /* One row of 44 px details, whatever they say, so the bar's height is known before it loads
     (mobile-info-bar.pre-upgrade.ts): a row wider than the window scrolls sideways, centred while it fits. */
  [part~='list'] {
    display: flex;
    justify-content: safe center;
    gap: ${token('space-4')};
    block-size: 44px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    overflow-y: hidden;
    scrollbar-width: none;
  }
  [part~='item'] {
    flex: none;
    line-height: 44px;
    white-space: nowrap;
  }
  [part~='link'] {
    display: inline-block;
    min-block-size: 44px;
    line-height: 44px;
    color: inherit;
  }
`;
