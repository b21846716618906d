/** The English messages of <sqs-button> (ICU MessageFormat); its French is beside it (button.fr.ts). */
const english = {
  'button.new-window': '(opens in a new window)',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    button: typeof english;
  }
}
