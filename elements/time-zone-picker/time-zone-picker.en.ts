/** The English messages of <sqs-time-zone-picker> (ICU MessageFormat); its French is beside it (time-zone-picker.fr.ts). */
const english = {
  // spec 001 §8: 'Failed to load timezone', which "advises retrying or checking site availability"; the advice's
  // words are ours.
  'time-zone-picker.failed': 'Failed to load timezone. Please try again, or check that your site is available.',
  // Our own wording.
  'time-zone-picker.label': 'Time zone',
  'time-zone-picker.filter': 'Filter time zones',
  'time-zone-picker.option': '{zone} (UTC{offset})',
  'time-zone-picker.loading': 'Loading time zones…',
  'time-zone-picker.save': 'Save',
  'time-zone-picker.saved': 'Saved: {zone}',
  'time-zone-picker.save-failed': 'Unable to save the time zone. Please try again.',
  'time-zone-picker.sign-in': 'Sign in as the site owner to choose the time zone.',
  'time-zone-picker.retry': 'Retry',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    timeZonePicker: typeof english;
  }
}
