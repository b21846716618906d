/** The English messages of <sqs-image> (ICU MessageFormat); its French is beside it (image.fr.ts). */
const english = {
  'image.new-window': '(opens in a new window)',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    image: typeof english;
  }
}
