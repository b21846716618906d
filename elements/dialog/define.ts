import { define } from '../shared/define-element.js';
import { dialogElement } from './dialog.element.js';
import { DialogElement } from './DialogElement.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './dialog.en.js';
import '../shared/messages/site.en.js';

export type { DialogResult, DialogState, DialogStyle, SqsDialogElement, SqsDialogEvents } from './dialog.element.js';
export { INFORMATION_AUTO_HIDE_MS } from './dialog.element.js';
// The helpers' own module is dialogs.ts; they stay here too, for the importers that register the dialog with them.
export { showAlert, showConfirm, showInformation, type DialogMessage } from './dialogs.js';
// For the runtime's logout confirmation, which loads this entry on demand (runtime/owner.ts).
export { logoutWords } from './logout-words.js';

define(dialogElement.tag, DialogElement);
