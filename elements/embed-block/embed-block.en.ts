/** The English messages of <sqs-embed-block> (ICU MessageFormat); its French is beside it (embed-block.fr.ts). */
const english = {
  // Shown (and warned) instead of embed code that is not one iframe of an https page.
  'embed-block.invalid': 'This embed cannot be shown.',
  // The embedded page's frame, when the embed code gives it no title.
  'embed-block.frame': 'Embedded content',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    embedBlock: typeof english;
  }
}
