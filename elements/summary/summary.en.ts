/** The English messages of <sqs-summary> (ICU MessageFormat); its French is beside it (summary.fr.ts). */
const english = {
  'summary.previous': 'Previous',
  'summary.next': 'Next',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    summary: typeof english;
  }
}
