import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { recordOverlay } from '../../runtime/census.js';
import { siteEditor } from '../../runtime/context.js';
import { SliceType } from '../../runtime/enums.js';
import { localStore, type LocalStore } from '../../runtime/storage.js';
import { breakpoints } from '../../styles/tokens.js';
import { useModal } from '../shared/hooks/useModal.js';
import { emit } from '../shared/emit.js';
import { OVERLAY_RECORD_KEY, shouldShowOverlay, type OverlayRecord, type OverlaySettings } from './overlay-record.js';
import type { SqsPopupOverlayElement } from './popup-overlay.element.js';

/** What `PopupOverlay.tsx` spreads. */
export interface PopupOverlayBindings {
  shown: boolean;
  submitted: boolean;
  dialogProps: { ref: RefObject<HTMLDialogElement | null>; 'aria-labelledby': string };
  titleId: string;
  onClose: () => void;
}

/**
 * Decides once per mount whether the overlay shows (the stored record against the settings), shows it as a modal
 * dialog (focus trap, Escape closes, focus returns) and records `show` with census. A slotted form's
 * `sqs-form-success` marks it submitted; closing stores the close date. Both update the record and census. For an
 * owner or editor (spec 000 §6: signed-in owners get extra overlay behaviour) the record is neither read nor written:
 * the overlay they edit shows on every page view, whatever its display frequency.
 */
export function usePopupOverlay(
  host: SqsPopupOverlayElement,
  overlayId: string,
  settings: OverlaySettings,
): PopupOverlayBindings {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const store = (): LocalStore => host.store ?? localStore;
  const now = (): number => (host.now ?? Date.now)();
  const { version, showUntilSignup, displayFrequency, enableMobile } = settings;
  // Decided once per page view, at the first render: settings changing later do not reopen a closed overlay.
  const [editor] = useState(() => siteEditor());
  const [shown, setShown] = useState(() =>
    shouldShowOverlay(
      editor ? undefined : store().get<OverlayRecord>(OVERLAY_RECORD_KEY),
      { version, showUntilSignup, displayFrequency, enableMobile },
      now(),
      innerWidth <= breakpoints.mobileMax,
    ),
  );
  const [submitted, setSubmitted] = useState(false);

  const save = (change: Partial<OverlayRecord>): void => {
    if (editor) return;
    const previous = store().get<OverlayRecord>(OVERLAY_RECORD_KEY);
    const base: OverlayRecord =
      previous?.version === version ? previous : { version, submitted: false, closedDate: null };
    store().set(OVERLAY_RECORD_KEY, { ...base, ...change });
  };

  const close = (): void => {
    if (!dialogRef.current?.open) return;
    save({ closedDate: now() });
    setShown(false);
    void recordOverlay({ id: overlayId, action: 'close' }, host.censusEnv);
    emit(host, 'sqs-popup-overlay-close', { submitted });
  };
  useModal(dialogRef, shown, close);

  useLayoutEffect(() => {
    host.dataset.sliceType = String(SliceType.popupOverlay);
    host.dataset.state = shown ? 'shown' : 'hidden';
  }, [host, shown]);

  const announced = useRef(false);
  useEffect(() => {
    if (!shown || announced.current) return;
    announced.current = true;
    void recordOverlay({ id: overlayId, action: 'show' }, host.censusEnv);
    emit(host, 'sqs-popup-overlay-show', {});
  }, [host, shown, overlayId]);

  useEffect(() => {
    const onSuccess = (): void => {
      save({ submitted: true, closedDate: now() });
      setSubmitted(true);
      void recordOverlay({ id: overlayId, action: 'submit' }, host.censusEnv);
      emit(host, 'sqs-popup-overlay-submit', {});
    };
    host.addEventListener('sqs-form-success', onSuccess);
    return () => host.removeEventListener('sqs-form-success', onSuccess);
  });

  return {
    shown,
    submitted,
    dialogProps: { ref: dialogRef, 'aria-labelledby': `title${id}` },
    titleId: `title${id}`,
    onClose: close,
  };
}
