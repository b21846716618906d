/** The English messages of <sqs-dialog> (ICU MessageFormat); other locales are in elements/shared/messages/. */
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
