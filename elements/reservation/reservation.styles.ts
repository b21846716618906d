import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const reservationStyles = css`
  :host {
    --sqs-reservation-gap: ${token('space-3')};
    --sqs-reservation-preview-background: ${token('color-surface-raised')};
    display: block;
  }
  [part~='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--sqs-reservation-gap);
  }
  [part~='preview'] {
    margin: 0;
    padding: ${token('space-3')};
    border-inline-start: 4px solid ${token('color-warning')};
    background: var(--sqs-reservation-preview-background);
  }
  [part~='content'] {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sqs-reservation-gap);
  }
  [part~='widget'] {
    flex: 1 1 100%;
  }
  [part~='fallback'],
  [part~='status'] {
    margin: 0;
  }
  [part~='link'] {
    color: ${token('color-accent')};
  }
  /* spec 000 §9: wide above 850 px of the block's width: the parts side by side on one line. */
  [data-layout='wide'] [part~='content'] {
    flex-wrap: nowrap;
  }
  /* spec 000 §9: at 750 px or less, the column layout: everything stacked. */
  [data-layout='column'] [part~='content'] {
    flex-direction: column;
    align-items: stretch;
  }
  [part~='content'][inert] {
    opacity: 0.6;
  }
`;
