/** The English messages of <sqs-follow-button> (ICU MessageFormat); its French is beside it (follow-button.fr.ts). */
const english = {
  'follow-button.follow': 'Follow @{username}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    followButton: typeof english;
  }
}
