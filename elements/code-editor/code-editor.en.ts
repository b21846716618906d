/** The English messages of <sqs-code-editor> (ICU MessageFormat); its French is beside it (code-editor.fr.ts). */
const english = {
  'code-editor.label': 'Code injection',
  'code-editor.header': 'Header',
  'code-editor.footer': 'Footer',
  'code-editor.save': 'Save',
  'code-editor.loading': 'Loading…',
  'code-editor.saving': 'Saving…',
  'code-editor.saved': 'Saved',
  // spec 001 §8 "Others", exact.
  'code-editor.android': 'Code editing is not available on Android',
  'code-editor.sign-in': 'Sign in as the site owner to save the code.',
  'code-editor.retry': 'Try again',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    codeEditor: typeof english;
  }
}
