/** The English messages of <sqs-dialog> (ICU MessageFormat); its French is beside it (dialog.fr.ts). */
const english = {
  // spec 001 §2, §5: confirmation, alert and information dialogs (button texts are not quoted in the spec).
  'dialog.label': 'Dialog',
  'dialog.confirm': 'Confirm',
  'dialog.reject': 'Reject',
  'dialog.cancel': 'Cancel',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    dialog: typeof english;
  }
}
