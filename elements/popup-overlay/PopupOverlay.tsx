import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './popup-overlay.en.js';
import type { popupOverlayAttributes, SqsPopupOverlayElement } from './popup-overlay.element.js';
import { usePopupOverlay } from './usePopupOverlay.js';

/** Renders the overlay's modal dialog: heading, close button and the slotted content (a sign-up form). */
export function PopupOverlay(props: ElementProps<typeof popupOverlayAttributes, SqsPopupOverlayElement>): ReactNode {
  const { host, overlayId, overlayStyle, heading } = props;
  const t = useMessages(host, english);
  const { dialogProps, titleId, onClose } = usePopupOverlay(host, overlayId, props);
  return (
    <dialog part="base" data-style={overlayStyle || undefined} {...dialogProps}>
      <h2 part="title" id={titleId}>
        <slot name="heading">{heading || t('popup-overlay.label')}</slot>
      </h2>
      <div part="body">
        <slot />
      </div>
      <button type="button" part="close" aria-label={t('popup-overlay.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
