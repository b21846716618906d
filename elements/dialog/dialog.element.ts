import { boolean, number, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** How a dialog ended: the button pressed, Escape (`cancel`), or the information auto-hide (`confirm`). */
export type DialogResult = 'confirm' | 'reject' | 'cancel';

/** spec 001 §4: a dialog's states. */
export type DialogState = 'hidden' | 'shown' | 'hiding';

/** spec 001 §5: 0 confirm or reject, 1 confirm or cancel, 2 confirm only, 3 no buttons. */
export type DialogStyle = 0 | 1 | 2 | 3;

/** The buttons of each dialog style, in order. */
export const DIALOG_BUTTONS: Readonly<Record<DialogStyle, readonly DialogResult[]>> = {
  0: ['reject', 'confirm'],
  1: ['cancel', 'confirm'],
  2: ['confirm'],
  3: [],
};

/** spec 001 §9: the hide fallback timer and the information dialog's auto-hide. */
export const DIALOG_HIDE_FALLBACK_MS = 600;
export const INFORMATION_AUTO_HIDE_MS = 2000;

/** The attributes of `<sqs-dialog>`. */
export const dialogAttributes = {
  /** Whether the dialog is shown (or hiding); `show()` and `hide()` set it. */
  open: boolean(),
  /** 0 confirm or reject, 1 confirm or cancel, 2 confirm only, 3 no buttons. Default 1. */
  dialogStyle: number(1, { min: 0, max: 3, integer: true }),
  /** The dialog's title (or use the `heading` slot). */
  heading: string(''),
  /** The confirm button's text instead of 'Confirm'. */
  confirmText: string(''),
  /** The reject button's text instead of 'Reject'. */
  rejectText: string(''),
  /** The cancel button's text instead of 'Cancel'. */
  cancelText: string(''),
  /** Milliseconds after which a shown dialog hides itself as `confirm` (the information dialog: 2000). 0 (default) never. */
  autoHide: number(0, { min: 0 }),
  /** Milliseconds after which hiding ends when no fade-out transition ends it. Default 600. */
  hideFallback: number(DIALOG_HIDE_FALLBACK_MS, { min: 0 }),
  /** Keep the element on the page when hidden (by default it removes itself). */
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
export interface SqsDialogElement extends SqsElement, AttributeValues<typeof dialogAttributes> {
  /** The result of the latest hide (`cancel` until a button, Escape or the auto-hide sets it). */
  returnValue: DialogResult;
  /** Shows the dialog and returns a promise of its result, settled once it is hidden. */
  show(): Promise<DialogResult>;
  /** Hides the dialog with `result` (ignored when it is not shown). */
  hide(result?: DialogResult): void;
}

/** The events `<sqs-dialog>` dispatches, by name, with their detail. */
export interface SqsDialogEvents {
  /** The dialog was shown. */
  'sqs-dialog-show': Record<string, never>;
  /** Hiding started, with the result. */
  'sqs-dialog-hide': { result: DialogResult };
  /** The dialog is hidden, with the result. */
  'sqs-dialog-after-hide': { result: DialogResult };
}

/** The contract of `<sqs-dialog>`. */
export const dialogElement = defineContract('sqs-dialog', dialogAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-dialog': SqsDialogElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsDialogEvents {}
}
