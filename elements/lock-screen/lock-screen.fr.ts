/** The French messages of <sqs-lock-screen>: one for each id of its English (lock-screen.en.ts). */
import type english from './lock-screen.en.js';

export default {
  'lock-screen.title': 'Cette page est protégée par un mot de passe',
  'lock-screen.description': 'Saisissez le mot de passe pour la voir.',
  'lock-screen.password': 'Mot de passe',
  'lock-screen.submit': 'Entrer',
  'lock-screen.submitting': 'Vérification…',
  'lock-screen.password-required': 'Veuillez saisir le mot de passe',
  'lock-screen.incorrect': 'Mot de passe incorrect. Veuillez réessayer.',
  'lock-screen.too-many': 'Trop de tentatives. Veuillez réessayer plus tard.',
  'lock-screen.network': 'Connexion impossible…',
  'lock-screen.server-error': 'Erreur interne du serveur. Veuillez réessayer plus tard.',
} as const satisfies Record<keyof typeof english, string>;
