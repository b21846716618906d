/**
 * The dialog helpers: confirmation, alert and information dialogs as promises. Importing them from here or from
 * define.js is the same; each call makes sure `<sqs-dialog>` is defined first.
 */
import { define } from '../shared/define-element.js';
import { dialogElement, INFORMATION_AUTO_HIDE_MS, type DialogResult, type SqsDialogElement } from './dialog.element.js';
import { DialogElement } from './DialogElement.js';

/** What a dialog helper shows. */
export interface DialogMessage {
  /** The title. */
  heading: string;
  /** The message text. */
  message: string;
  /** Button texts instead of the catalogue's. */
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
  /** Where the dialog element is added; the body by default. */
  parent?: Element;
}

function open(options: DialogMessage, attributes: Record<string, string>): Promise<DialogResult> {
  define(dialogElement.tag, DialogElement);
  const dialog = document.createElement('sqs-dialog') as SqsDialogElement;
  dialog.heading = options.heading;
  dialog.textContent = options.message;
  if (options.confirmText) dialog.confirmText = options.confirmText;
  if (options.rejectText) dialog.rejectText = options.rejectText;
  if (options.cancelText) dialog.cancelText = options.cancelText;
  for (const [name, value] of Object.entries(attributes)) dialog.setAttribute(name, value);
  (options.parent ?? document.body).append(dialog);
  return dialog.show();
}

/**
 * Shows a confirmation dialog and resolves with `confirm`, or `cancel` (style 1, the default) / `reject` (style 0)
 * or `cancel` on Escape.
 */
export function showConfirm(options: DialogMessage & { style?: 0 | 1 }): Promise<DialogResult> {
  return open(options, { 'dialog-style': String(options.style ?? 1) });
}

/** Shows an alert dialog with one button and resolves with `confirm` (or `cancel` on Escape). */
export function showAlert(options: DialogMessage): Promise<DialogResult> {
  return open(options, { 'dialog-style': '2' });
}

/**
 * Shows an information dialog with no buttons that hides itself after 2000 ms and resolves with `confirm` then
 * (or `cancel` when Escape hid it first).
 */
export function showInformation(options: DialogMessage): Promise<DialogResult> {
  return open(options, { 'dialog-style': '3', 'auto-hide': String(INFORMATION_AUTO_HIDE_MS) });
}
