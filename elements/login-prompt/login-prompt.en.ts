import { validationMessages } from '../../runtime/validation.js';

/** The English messages of <sqs-login-prompt> (ICU MessageFormat); its French is beside it (login-prompt.fr.ts). */
const english = {
  // Our own wording: the spec shows the prompt's trigger, not its text.
  'login-prompt.title': 'Sign in',
  'login-prompt.email': 'Email',
  'login-prompt.password': 'Password',
  'login-prompt.password-required': 'Please enter your password',
  'login-prompt.submit': 'Sign in',
  'login-prompt.submitting': 'Signing in…',
  'login-prompt.cancel': 'Cancel',
  'login-prompt.failed': 'Unable to sign in. Check your email and password.',
  // spec 000 §8 "Other": the data layer's connection message.
  'login-prompt.network': 'Unable to connect…',
  // spec 000 §5 "Other inputs": the login payload's email messages, exact (shared with the runtime's checks).
  'validation.email': validationMessages['validation.email'],
  'validation.email-format': validationMessages['validation.email-format'],
  'validation.email-example': validationMessages['validation.email-example'],
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    loginPrompt: typeof english;
  }
}
