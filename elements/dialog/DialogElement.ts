import { defineElementClass } from '../shared/define-element.js';
import { Dialog } from './Dialog.js';
import { dialogStyles } from './dialog.styles.js';
import { dialogElement, type DialogResult, type SqsDialogElement } from './dialog.element.js';

/** The class of `<sqs-dialog>`: the element with its `show()` and `hide()`. */
export class DialogElement
  extends defineElementClass(Dialog, { ...dialogElement, styles: [dialogStyles] })
  implements SqsDialogElement
{
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
