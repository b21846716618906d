import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 000 §9: managed UI stacks from z-index 30000; the banner sits one above the base (an announcement bar).
export const cookieBannerStyles = css`
  :host {
    --sqs-cookie-banner-z-index: 30001;
    --sqs-cookie-banner-offset: ${token('space-4')};
    --sqs-cookie-banner-popup-width: 360px;
    --sqs-cookie-banner-padding: ${token('space-4')};
    --sqs-cookie-banner-gap: ${token('space-4')};
    display: contents;
  }
  [part~='base'] {
    position: fixed;
    z-index: var(--sqs-cookie-banner-z-index);
    display: flex;
    align-items: center;
    gap: var(--sqs-cookie-banner-gap);
    padding: var(--sqs-cookie-banner-padding);
    font-size: ${token('font-size-md')};
    line-height: 1.5;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.2);
  }
  [data-theme='DARK'] {
    background: ${token('color-gray-900')};
    color: ${token('color-gray-50')};
    --_accent: ${token('color-gray-50')};
    --_accent-contrast: ${token('color-gray-900')};
  }
  [data-theme='LIGHT'] {
    background: #ffffff;
    color: ${token('color-gray-900')};
    --_accent: ${token('color-gray-900')};
    --_accent-contrast: #ffffff;
  }
  [data-variant='BAR'] {
    inset-inline: 0;
  }
  [data-variant='BAR'][data-position='TOP'] {
    inset-block-start: 0;
  }
  [data-variant='BAR'][data-position='BOTTOM'] {
    inset-block-end: 0;
  }
  [data-variant='POPUP'] {
    flex-direction: column;
    align-items: stretch;
    inline-size: min(var(--sqs-cookie-banner-popup-width), calc(100vw - 2 * var(--sqs-cookie-banner-offset)));
    border-radius: ${token('radius-md')};
  }
  [data-position='TOP_LEFT'],
  [data-position='TOP_RIGHT'] {
    inset-block-start: var(--sqs-cookie-banner-offset);
  }
  [data-position='BOTTOM_LEFT'],
  [data-position='BOTTOM_RIGHT'] {
    inset-block-end: var(--sqs-cookie-banner-offset);
  }
  [data-position='TOP_LEFT'],
  [data-position='BOTTOM_LEFT'] {
    inset-inline-start: var(--sqs-cookie-banner-offset);
  }
  [data-position='TOP_RIGHT'],
  [data-position='BOTTOM_RIGHT'] {
    inset-inline-end: var(--sqs-cookie-banner-offset);
  }
  [part~='text'] {
    flex: 1;
  }
  [part~='text'] p {
    margin: 0;
  }
  [part~='text'] a {
    color: inherit;
  }
  [part~='actions'] {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: flex-end;
    gap: ${token('space-2')};
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid transparent;
    border-radius: ${token('radius-sm')};
    background: transparent;
  }
  [data-cta='TEXT'] button {
    text-decoration: underline;
  }
  [data-cta='BUTTON'] [part~='accept'] {
    background: var(--_accent);
    color: var(--_accent-contrast);
  }
  [data-cta='BUTTON'] [part~='decline'] {
    border-color: currentColor;
  }
  [data-cta='ICON'] [part~='accept'] {
    inline-size: 44px;
    padding: 0;
  }
  [part~='icon'] {
    vertical-align: middle;
  }
  @media (max-width: 432px) {
    [data-variant='BAR'] {
      flex-direction: column;
      align-items: stretch;
    }
  }
`;
