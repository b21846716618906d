/** The English messages of <sqs-font-picker> (ICU MessageFormat); its French is beside it (font-picker.fr.ts). */
const english = {
  // Our own wording: spec 001 §8 gives only 'Unable to load fonts' (common.unable-to-load-fonts).
  'font-picker.label-heading': 'Heading font',
  'font-picker.label-body': 'Body font',
  'font-picker.category-serif': 'Serif',
  'font-picker.category-sans-serif': 'Sans serif',
  'font-picker.category-display': 'Display',
  'font-picker.category-monospace': 'Monospace',
  'font-picker.weights': 'Weight',
  'font-picker.sample': 'Sphinx of black quartz, judge my vow.',
  'font-picker.loading': 'Loading fonts…',
  'font-picker.save': 'Save',
  'font-picker.saved': 'Saved: {family} {weight}',
  'font-picker.save-failed': 'Unable to save the font. Please try again.',
  'font-picker.sign-in': 'Sign in as the site owner to choose the fonts.',
  'font-picker.retry': 'Retry',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    fontPicker: typeof english;
  }
}
