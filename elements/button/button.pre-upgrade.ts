import { token } from '../../styles/tokens.js';

/**
 * Reserves the button's line before its code loads: its text, padding, size and alignment, also as the platform's
 * rendered button gives them.
 */
export const buttonPreUpgrade = `sqs-button:not(:defined) {
  display: block;
  padding-block: ${token('space-3')};
  line-height: 1.25;
  font-weight: var(--sqs-button-font-weight, ${token('font-weight-semibold')});
  text-align: center;
}
sqs-button:not(:defined)::before {
  content: attr(text);
}
sqs-button[alignment='left' i]:not(:defined),
sqs-button:not(:defined) > [data-alignment='left'] {
  text-align: left;
}
sqs-button[alignment='right' i]:not(:defined),
sqs-button:not(:defined) > [data-alignment='right'] {
  text-align: right;
}
sqs-button[size='small' i]:not(:defined) {
  padding-block: ${token('space-2')};
  font-size: ${token('font-size-sm')};
}
sqs-button[size='large' i]:not(:defined) {
  padding-block: ${token('space-4')};
  font-size: ${token('font-size-xl')};
}`;
