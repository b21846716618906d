import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const followButtonStyles = css`
  :host {
    --sqs-follow-button-color: ${token('color-accent')};
    display: inline-block;
    vertical-align: top;
  }
  /* The line a refused handle keeps (on an element, not the host: WebKit resolves lh in a :host rule against line-height
     normal). */
  .line {
    display: block;
    block-size: 1lh;
  }
  /* The link and the provider's button take the same place, so the button replaces the link where it stands, on the
     line's height (the provider's button is 20 px): a taller one overflows the line rather than move the text. */
  [part~='base'] {
    display: inline-grid;
    grid-template-rows: 1lh;
    align-items: center;
  }
  [part~='base'] > * {
    grid-area: 1 / 1;
  }
  [part~='link'] {
    color: var(--sqs-follow-button-color);
  }
`;
