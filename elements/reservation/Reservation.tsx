import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { reservationAttributes, SqsReservationElement } from './reservation.element.js';
import { useReservation } from './useReservation.js';

/**
 * Renders the block: the preview-only note for owners, then the provider's mount point (shown once the widget is
 * drawn) or the booking link, inert in preview mode, and the status message.
 */
export function Reservation({
  host,
  provider,
  ...ids
}: ElementProps<typeof reservationAttributes, SqsReservationElement>): ReactNode {
  const { state, layout, preview, mountRef, bookingUrl, bookingLabel, status } = useReservation(host, provider, ids);
  return (
    <div part="base" data-state={state} data-layout={layout}>
      {preview && (
        <p part="preview" role="status">
          {preview}
        </p>
      )}
      <div part="content" inert={preview !== ''}>
        <div part="widget" ref={mountRef} hidden={state !== 'ready'} />
        {state !== 'ready' && bookingUrl && (
          <p part="fallback">
            <a part="link" href={bookingUrl}>
              {bookingLabel}
            </a>
          </p>
        )}
      </div>
      <p part="status" role="status">
        {status}
      </p>
    </div>
  );
}
