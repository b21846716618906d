/** The French messages of the messages every element may use: one for each id of its English (en.ts). */
import type english from './en.js';

export default {
  'common.something-went-wrong': 'Une erreur s’est produite',
  'common.unable-to-load-results': 'Impossible de charger les résultats',
  'common.unable-to-load-collections': 'Impossible de charger les collections',
  'common.unable-to-load-fonts': 'Impossible de charger les polices',
  'common.unable-to-load-try-again': 'Chargement impossible. Réessayez.',
  'common.network-error': 'Erreur réseau',
  'common.unable-to-connect-try-again': 'Connexion impossible. Veuillez réessayer',
  'common.unable-to-locate-content': 'Contenu introuvable',
  'common.no-results': 'Aucun résultat',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
