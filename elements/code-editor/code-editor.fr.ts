/** The French messages of <sqs-code-editor>: one for each id of its English (code-editor.en.ts). */
import type english from './code-editor.en.js';

export default {
  'code-editor.label': 'Injection de code',
  'code-editor.header': 'En-tête',
  'code-editor.footer': 'Pied de page',
  'code-editor.save': 'Enregistrer',
  'code-editor.loading': 'Chargement…',
  'code-editor.saving': 'Enregistrement…',
  'code-editor.saved': 'Enregistré',
  'code-editor.android': 'La modification du code n’est pas disponible sur Android',
  'code-editor.sign-in': 'Connectez-vous en tant que propriétaire du site pour enregistrer le code.',
  'code-editor.retry': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
