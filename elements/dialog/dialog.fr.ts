/** The French messages of <sqs-dialog>: one for each id of its English (dialog.en.ts). */
import type english from './dialog.en.js';

export default {
  'dialog.label': 'Boîte de dialogue',
  'dialog.confirm': 'Confirmer',
  'dialog.reject': 'Refuser',
  'dialog.cancel': 'Annuler',
} as const satisfies Record<keyof typeof english, string>;
