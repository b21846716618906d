/** The French messages of <sqs-access-denied>: one for each id of its English (access-denied.en.ts). */
import type english from './access-denied.en.js';

export default {
  'access-denied.title': 'Cette page est réservée aux membres',
  'access-denied.description': 'Connectez-vous avec votre compte de membre pour la voir.',
  'access-denied.sign-in': 'Se connecter',
} as const satisfies Record<keyof typeof english, string>;
