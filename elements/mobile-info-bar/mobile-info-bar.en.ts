/** The English messages of <sqs-mobile-info-bar> (ICU MessageFormat); its French is beside it (mobile-info-bar.fr.ts). */
const english = {
  'mobile-info-bar.label': 'Contact information',
  'mobile-info-bar.email': 'Email {value}',
  'mobile-info-bar.phone': 'Call {value}',
  'mobile-info-bar.location': 'Map of {value}',
  'mobile-info-bar.hours': 'Hours: {value}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    mobileInfoBar: typeof english;
  }
}
