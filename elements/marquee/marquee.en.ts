/** The English messages of <sqs-marquee> (ICU MessageFormat); its French is beside it (marquee.fr.ts). */
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
