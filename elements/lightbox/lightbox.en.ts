/** The English messages of <sqs-lightbox> (ICU MessageFormat); its French is beside it (lightbox.fr.ts). */
const english = {
  // spec 001 §3 "Lightbox": the title defaults to Gallery; the controls' names and the counter are ours.
  'lightbox.title': 'Gallery',
  'lightbox.close': 'Close',
  'lightbox.previous': 'Previous',
  'lightbox.next': 'Next',
  'lightbox.show-caption': 'Show caption',
  'lightbox.hide-caption': 'Hide caption',
  'lightbox.counter': '{index} of {count}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    lightbox: typeof english;
  }
}
