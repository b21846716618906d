/** The English messages of <sqs-announcement-bar> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  'announcement-bar.label': 'Announcement',
  'announcement-bar.close': 'Close announcement',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    announcementBar: typeof english;
  }
}
