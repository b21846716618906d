/** The French messages of the site’s own dialogs: one for each id of its English (site.en.ts). */
import type english from './site.en.js';

export default {
  'site.logout-title': 'Déconnexion réussie',
  'site.logout-message': 'Vous avez bien été déconnecté.',
} as const satisfies Record<keyof typeof english, string>;
