/** The English messages of <sqs-follow-button> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  'follow-button.follow': 'Follow @{username}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    followButton: typeof english;
  }
}
