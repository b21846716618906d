/** The English messages of <sqs-share-buttons> (ICU MessageFormat); its French is beside it (share-buttons.fr.ts). */
const english = {
  // Our own wording: the spec names the share-buttons chunk, not its text.
  'share-buttons.label': 'Share',
  'share-buttons.share': 'Share…',
  'share-buttons.on': 'Share on {network}',
  'share-buttons.email': 'Share by email',
  'share-buttons.copy': 'Copy link',
  'share-buttons.copied': 'Link copied',
  'share-buttons.copy-failed': 'The link could not be copied',
  'share-buttons.new-window': '(opens in a new window)',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    shareButtons: typeof english;
  }
}
