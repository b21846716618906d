import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The size of each button: a 44 px touch target unless the page sets its own. */
export const SHARE_BUTTON_SIZE = 'var(--sqs-share-buttons-size, 44px)';

/** One row of square buttons, each its icon, and the status beside them. */
export const shareButtonsStyles = css`
  :host {
    --sqs-share-buttons-gap: ${token('space-2')};
    --sqs-share-buttons-color: ${token('color-text')};
    --sqs-share-buttons-background: transparent;
    display: block;
  }
  [part~='base'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sqs-share-buttons-gap);
    min-block-size: ${SHARE_BUTTON_SIZE};
  }
  [part~='button'] {
    display: inline-grid;
    place-items: center;
    inline-size: ${SHARE_BUTTON_SIZE};
    block-size: ${SHARE_BUTTON_SIZE};
    padding: 0;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: var(--sqs-share-buttons-background);
    color: var(--sqs-share-buttons-color);
    font: inherit;
    cursor: pointer;
  }
  [part~='button']:hover {
    border-color: currentColor;
  }
  [part~='status'] {
    color: ${token('color-text-muted')};
  }
`;
