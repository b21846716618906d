/** The French messages of <sqs-system-error>: one for each id of its English (system-error.en.ts). */
import type english from './system-error.en.js';

export default {
  'system-error.title': 'Une erreur s’est produite !',
  'system-error.network-title': 'Erreur réseau',
  'system-error.network': 'Connexion impossible…',
  'system-error.reload': 'Recharger la page',
  'system-error.clear': 'Effacer',
} as const satisfies Record<keyof typeof english, string>;
