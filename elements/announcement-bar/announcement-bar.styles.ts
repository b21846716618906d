import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 000 §9: managed UI stacks from z-index 30000; the bar is its base layer.
export const announcementBarStyles = css`
  :host {
    --sqs-announcement-bar-z-index: 30000;
    --sqs-announcement-bar-background: ${token('color-accent')};
    --sqs-announcement-bar-color: ${token('color-accent-contrast')};
    --sqs-announcement-bar-padding: ${token('space-3')} ${token('space-4')};
    --sqs-announcement-bar-font-size: ${token('font-size-lg')};
    --sqs-announcement-bar-mobile-font-size: ${token('font-size-md')};
    display: block;
    position: relative;
    z-index: var(--sqs-announcement-bar-z-index);
  }
  [part~='base'] {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${token('space-2')};
    padding: var(--sqs-announcement-bar-padding);
    background: var(--sqs-announcement-bar-background);
    color: var(--sqs-announcement-bar-color);
    font-size: var(--sqs-announcement-bar-font-size);
    text-align: center;
  }
  [data-layout='mobile'] {
    padding: ${token('space-2')} ${token('space-3')};
    font-size: var(--sqs-announcement-bar-mobile-font-size);
  }
  [part~='text'] {
    flex: 1;
    margin: 0;
    color: inherit;
  }
  [part~='close'] {
    flex: none;
    inline-size: 44px;
    block-size: 44px;
    padding: 0;
    border: 0;
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  [part~='close'] svg {
    vertical-align: middle;
  }
`;
