import { boolean, number, string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Dialog } from './Dialog.js';
import { dialogStyles } from './dialog.styles.js';
import { DIALOG_HIDE_FALLBACK_MS, type DialogResult } from './useDialog.js';

export type { DialogResult, DialogState, DialogStyle } from './useDialog.js';
export { showAlert, showConfirm, showInformation, type DialogMessage } from './dialogs.js';

export const dialogAttributes = {
  open: boolean(),
  dialogStyle: number(1, { min: 0, max: 3, integer: true }),
  heading: string(''),
  confirmText: string(''),
  rejectText: string(''),
  cancelText: string(''),
  autoHide: number(0, { min: 0 }),
  hideFallback: number(DIALOG_HIDE_FALLBACK_MS, { min: 0 }),
  keep: boolean(),
};

/**
 * A modal dialog (spec 001 §2, §4, §5, §9) on the native `<dialog>` element: confirm or reject, confirm or cancel,
 * confirm only, or no buttons. It goes hidden → shown → hiding → hidden (hiding ends with its fade-out, or after the
 * 600 ms fallback timer) and is removed from the page once hidden unless `keep` is set. `show()` returns a promise
 * of the result. WAI-ARIA APG dialog (modal): focus moves in, Tab and Shift+Tab stay inside, Escape cancels, and
 * focus returns to the element that had it. `showConfirm`, `showAlert` and `showInformation` in `dialogs.ts` make
 * one for a message.
 *
 * @summary A modal confirm / alert / information dialog whose `show()` resolves with the button pressed.
 * @tag sqs-dialog
 *
 * @attr {boolean} open - Whether the dialog is shown (or hiding); `show()` and `hide()` set it.
 * @attr {number} dialog-style - 0 confirm or reject, 1 confirm or cancel, 2 confirm only, 3 no buttons. Default 1.
 * @attr {string} heading - The dialog's title (or use the `heading` slot).
 * @attr {string} confirm-text - The confirm button's text instead of 'Confirm'.
 * @attr {string} reject-text - The reject button's text instead of 'Reject'.
 * @attr {string} cancel-text - The cancel button's text instead of 'Cancel'.
 * @attr {number} auto-hide - Milliseconds after which a shown dialog hides itself as `confirm` (the information dialog: 2000). 0 (default) never.
 * @attr {number} hide-fallback - Milliseconds after which hiding ends when no fade-out transition ends it. Default 600.
 * @attr {boolean} keep - Keep the element on the page when hidden (by default it removes itself).
 *
 * @event {CustomEvent<Record<string, never>>} sqs-dialog-show - The dialog was shown.
 * @event {CustomEvent<{ result: DialogResult }>} sqs-dialog-hide - Hiding started, with the result.
 * @event {CustomEvent<{ result: DialogResult }>} sqs-dialog-after-hide - The dialog is hidden, with the result.
 *
 * @slot - The message.
 * @slot heading - Rich heading content, instead of the `heading` attribute.
 *
 * @csspart base - The `<dialog>` element (style its backdrop with `::part(base)::backdrop`).
 * @csspart title - The heading.
 * @csspart body - The wrapper of the message.
 * @csspart actions - The wrapper of the buttons.
 * @csspart button - Every button; each also has the part `confirm`, `reject` or `cancel`.
 *
 * @cssproperty --sqs-dialog-width - The dialog's width. Default 350px.
 * @cssproperty --sqs-dialog-padding - The space inside the dialog. Default 20px.
 * @cssproperty --sqs-dialog-z-index - The stacking level where the top layer is not used. Default 30000.
 * @cssproperty --sqs-dialog-duration - The fade-in and fade-out time.
 * @cssproperty --sqs-dialog-background - The dialog's background.
 * @cssproperty --sqs-dialog-backdrop - The colour covering the page.
 */
export class SqsDialogElement extends defineElementClass(Dialog, {
  attributes: dialogAttributes,
  styles: [dialogStyles],
  events: ['sqs-dialog-show', 'sqs-dialog-hide', 'sqs-dialog-after-hide'],
}) {
  /** The result of the latest hide (`cancel` until a button, Escape or the auto-hide sets it). */
  returnValue: DialogResult = 'cancel';
  _pending: Promise<DialogResult> | undefined;

  /** Shows the dialog and returns a promise of its result, settled once it is hidden. */
  show(): Promise<DialogResult> {
    if (this._pending) return this._pending;
    this.returnValue = 'cancel';
    this._pending = new Promise<DialogResult>((resolve) => {
      this.addEventListener(
        'sqs-dialog-after-hide',
        (event) => {
          this._pending = undefined;
          resolve(event.detail.result);
        },
        { once: true },
      );
    });
    this.open = true;
    return this._pending;
  }

  /** Hides the dialog with `result` (ignored when it is not shown). */
  hide(result: DialogResult = 'cancel'): void {
    if (!this.open) return;
    this.returnValue = result;
    this.open = false;
  }
}

define('sqs-dialog', SqsDialogElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-dialog': SqsDialogElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails {
    /** `<sqs-dialog>` was shown. */
    'sqs-dialog-show': Record<string, never>;
    /** `<sqs-dialog>` started hiding with this result. */
    'sqs-dialog-hide': { result: DialogResult };
    /** `<sqs-dialog>` is hidden, with this result. */
    'sqs-dialog-after-hide': { result: DialogResult };
  }
}
