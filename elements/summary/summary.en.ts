/** The English messages of <sqs-summary> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'summary.loading': 'Loading…',
  'summary.retry': 'Retry',
} as const;
