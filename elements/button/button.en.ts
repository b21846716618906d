/** The English messages of <sqs-button> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  'button.new-window': '(opens in a new window)',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    button: typeof english;
  }
}
