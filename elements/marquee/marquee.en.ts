/** The English messages of <sqs-marquee> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  'marquee.pause': 'Pause',
  'marquee.play': 'Play',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    marquee: typeof english;
  }
}
