import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { RESERVATION_COLUMN_AT, RESERVATION_WIDE_ABOVE, type ReservationLayout } from './providers.js';

/**
 * The height the block keeps for the provider's widget in each layout unless a page sets
 * `--sqs-reservation-widget-height`: the tallest booking form the providers draw there (one line when wide or standard,
 * one field a line in the column).
 */
export const RESERVATION_WIDGET_HEIGHTS: Readonly<Record<ReservationLayout, string>> = {
  wide: '64px',
  standard: '64px',
  column: '200px',
};

/**
 * The block's box from before upgrade (reservation.pre-upgrade.ts, on the element's `::before`) through loading, the
 * widget and failure: the widget's height for the layout its own width gives (the block is its own size container),
 * the gap and the status line. `rule(height)` is the declarations; `layouts(selector)` the container queries that set the
 * layout's height on `selector`.
 */
export const RESERVATION_ROOM = {
  rule: `--_sqs-widget: ${RESERVATION_WIDGET_HEIGHTS.column};
  min-block-size: calc(var(--sqs-reservation-widget-height, var(--_sqs-widget)) + var(--sqs-reservation-gap, ${token('space-3')}) + 1lh);`,
  layouts: (selector: string): string =>
    `@container (width > ${RESERVATION_COLUMN_AT}px) {
  ${selector} {
    --_sqs-widget: ${RESERVATION_WIDGET_HEIGHTS.standard};
  }
}
` +
    `@container (width > ${RESERVATION_WIDE_ABOVE}px) {
  ${selector} {
    --_sqs-widget: ${RESERVATION_WIDGET_HEIGHTS.wide};
  }
}`,
};

export const reservationStyles = css`
  :host {
    --sqs-reservation-gap: ${token('space-3')};
    --sqs-reservation-preview-background: ${token('color-surface-raised')};
    display: block;
    container-type: inline-size;
  }
  [part~='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--sqs-reservation-gap);
    ${RESERVATION_ROOM.rule}
  }
  ${RESERVATION_ROOM.layouts("[part~='base']")}
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
