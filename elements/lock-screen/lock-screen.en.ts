/** The English messages of <sqs-lock-screen> (ICU MessageFormat); its French is beside it (lock-screen.fr.ts). */
const english = {
  // Our own wording: the spec names the lock screen page type and slice, not its text.
  'lock-screen.title': 'This page is password protected',
  'lock-screen.description': 'Enter the password to view it.',
  'lock-screen.password': 'Password',
  'lock-screen.submit': 'Enter',
  'lock-screen.submitting': 'Checking…',
  'lock-screen.password-required': 'Please enter the password',
  'lock-screen.incorrect': 'Incorrect password. Please try again.',
  'lock-screen.too-many': 'Too many attempts. Please try again later.',
  // spec 000 §8 "Data layer": the connection message and the generic one for a failing server, exact.
  'lock-screen.network': 'Unable to connect…',
  'lock-screen.server-error': 'Internal server error. Please try again later.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    lockScreen: typeof english;
  }
}
