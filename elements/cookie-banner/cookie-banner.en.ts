/** The English messages of <sqs-cookie-banner> (ICU MessageFormat); its French is beside it (cookie-banner.fr.ts). */
const english = {
  // spec 000 §3 "Cookie banner settings": the default CTA texts; §5: the default banner text.
  'cookie-banner.label': 'Cookie consent',
  'cookie-banner.text':
    'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.',
  'cookie-banner.accept': 'Accept',
  'cookie-banner.decline': 'Decline',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    cookieBanner: typeof english;
  }
}
