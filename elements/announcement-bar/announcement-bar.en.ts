/** The English messages of <sqs-announcement-bar> (ICU MessageFormat); its French is beside it (announcement-bar.fr.ts). */
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
