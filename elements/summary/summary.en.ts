/** The English messages of <sqs-summary> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  'summary.loading': 'Loading…',
  'summary.retry': 'Retry',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    summary: typeof english;
  }
}
