/** The English messages of <sqs-reservation> (ICU MessageFormat); its French is beside it (reservation.fr.ts). */
const english = {
  // spec 000 §4, exact; Resy's block says the same with its own name (the spec quotes only OpenTable's).
  'reservation.preview-opentable': 'Preview Only: Please log out ... to use the OpenTable Block.',
  'reservation.preview-resy': 'Preview Only: Please log out ... to use the Resy Block.',
  'reservation.book': 'Book a table on {provider}',
  'reservation.consent': 'The booking form loads once you accept cookies.',
  'reservation.loading': 'Loading the booking form…',
  'reservation.failed': 'The booking form could not be loaded.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    reservation: typeof english;
  }
}
