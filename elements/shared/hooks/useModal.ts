import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { registerClosable } from '../../../runtime/closables.js';
import { deepActiveElement, focusables } from '../focus.js';

/**
 * Makes a native `<dialog>` a modal dialog of the WAI-ARIA APG pattern while `open`: `showModal()` (the page behind
 * becomes inert and the dialog sits in the top layer), focus moves to its first focusable element (or the dialog
 * itself when it has none), Tab and Shift+Tab wrap inside it, and when `open` turns false the dialog closes and focus
 * returns to the element that had it before. While `closable` (default: while `open`) the dialog is a closable target
 * of the page (runtime/closables.ts): Escape calls `onCancel` when it is the top one, wherever focus is, so with two
 * overlays open one Escape closes only the upper one. The dialog's contents may be slotted: focus order is taken from
 * the composed tree.
 */
export function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onCancel: () => void,
  closable = open,
): void {
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    (focusables(dialog)[0] ?? dialog).focus();
    // Runs when `open` turns false and when the dialog unmounts while open: either way focus goes back.
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    // Listened natively, not through React: keys pressed in slotted light-DOM content have no React target.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const list = focusables(dialog);
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const index = list.indexOf(event.composedPath()[0] as HTMLElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        list[list.length - 1]!.focus();
      } else if (!event.shiftKey && index === list.length - 1) {
        event.preventDefault();
        list[0]!.focus();
      }
    };
    // The browser's own close request (a close watcher; Escape itself goes to the registry, which prevents the
    // browser's): keep the dialog open and let the owner decide.
    const onNativeCancel = (event: Event): void => {
      event.preventDefault();
      cancel.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onNativeCancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onNativeCancel);
    };
  }, [dialogRef, open]);

  useLayoutEffect(() => (closable ? registerClosable(() => cancel.current()) : undefined), [closable]);
}
