/** The English messages of <sqs-announcement-bar> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'announcement-bar.label': 'Announcement',
  'announcement-bar.close': 'Close announcement',
} as const;
