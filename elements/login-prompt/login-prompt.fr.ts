/** The French messages of <sqs-login-prompt>: one for each id of its English (login-prompt.en.ts). */
import forms from '../shared/forms/forms.fr.js';
import type english from './login-prompt.en.js';

export default {
  'login-prompt.title': 'Connexion',
  'login-prompt.email': 'E-mail',
  'login-prompt.password': 'Mot de passe',
  'login-prompt.password-required': 'Veuillez saisir votre mot de passe',
  'login-prompt.submit': 'Se connecter',
  'login-prompt.submitting': 'Connexion…',
  'login-prompt.cancel': 'Annuler',
  'login-prompt.failed': 'Connexion impossible. Vérifiez votre e-mail et votre mot de passe.',
  'login-prompt.network': 'Connexion impossible…',
  // The same texts as the form engine's (the English shares them too).
  'validation.email': forms['validation.email'],
  'validation.email-format': forms['validation.email-format'],
  'validation.email-example': forms['validation.email-example'],
} as const satisfies Record<keyof typeof english, string>;
