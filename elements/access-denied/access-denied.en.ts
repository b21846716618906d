/** The English messages of <sqs-access-denied> (ICU MessageFormat); its French is beside it (access-denied.fr.ts). */
const english = {
  // Our own wording: the spec names the member-area access-denied page type, not its text.
  'access-denied.title': 'This page is for members',
  'access-denied.description': 'Sign in with your member account to view it.',
  'access-denied.sign-in': 'Sign in',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    accessDenied: typeof english;
  }
}
