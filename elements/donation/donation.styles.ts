import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The Donate button's and the field's height (a 44 px touch target). */
const CONTROL = '44px';

/**
 * The height of the donation form — the amounts' group (legend and one row of radios), the Other amount field (label
 * and field), the button and the status and error lines, with the gaps — kept from before upgrade
 * (donation.pre-upgrade.ts). Amounts that wrap add rows below it.
 */
export const DONATION_ROOM = `calc(5 * var(--sqs-donation-gap, ${token('space-3')}) + 5lh + ${token('space-1')} + 2 * ${CONTROL} + 2 * ${token('space-3')} + 2px)`;

/** The donation form's rows, its radio group, field and button. */
export const donationStyles = css`
  :host {
    --sqs-donation-gap: ${token('space-3')};
    --sqs-donation-button-background: ${token('color-accent')};
    --sqs-donation-button-color: ${token('color-accent-contrast')};
    display: block;
  }
  /* On the form, not the host: WebKit resolves lh in a :host rule against line-height normal. */
  [part~='base'] {
    display: grid;
    gap: var(--sqs-donation-gap);
    justify-items: start;
    min-block-size: ${DONATION_ROOM};
  }
  p {
    margin: 0;
    min-block-size: 1lh;
  }
  [part~='amounts'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-3')};
    margin: 0;
    padding: ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
  }
  [part~='amount'] {
    font-variant-numeric: tabular-nums;
  }
  [part~='other'] {
    display: grid;
    gap: ${token('space-1')};
  }
  input[type='text'] {
    min-block-size: ${CONTROL};
    inline-size: 8em;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${token('color-danger')};
  }
  [part~='donate'] {
    min-block-size: ${CONTROL};
    padding: ${token('space-2')} ${token('space-5')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-donation-button-background);
    color: var(--sqs-donation-button-color);
    font: inherit;
    font-weight: ${token('font-weight-semibold')};
    cursor: pointer;
  }
  [part~='error'] {
    color: ${token('color-danger')};
  }
`;
