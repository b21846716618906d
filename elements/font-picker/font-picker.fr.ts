/** The French messages of <sqs-font-picker>: one for each id of its English (font-picker.en.ts). */
import type english from './font-picker.en.js';

export default {
  'font-picker.label-heading': 'Police des titres',
  'font-picker.label-body': 'Police du texte',
  'font-picker.category-serif': 'Avec empattements',
  'font-picker.category-sans-serif': 'Sans empattements',
  'font-picker.category-display': 'Fantaisie',
  'font-picker.category-monospace': 'Chasse fixe',
  'font-picker.weights': 'Graisse',
  'font-picker.sample': 'Portez ce vieux whisky au juge blond qui fume.',
  'font-picker.loading': 'Chargement des polices…',
  'font-picker.save': 'Enregistrer',
  'font-picker.saved': 'Enregistrée : {family} {weight}',
  'font-picker.save-failed': 'Impossible d’enregistrer la police. Veuillez réessayer.',
  'font-picker.sign-in': 'Connectez-vous en tant que propriétaire du site pour choisir les polices.',
  'font-picker.retry': 'Réessayer',
} as const satisfies Record<keyof typeof english, string>;
