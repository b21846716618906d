/** The French messages of <sqs-link-editor>: one for each id of its English (link-editor.en.ts). */
import forms from '../shared/forms/forms.fr.js';
import type english from './link-editor.en.js';

export default {
  'link-editor.tab-page': 'Page',
  'link-editor.tab-url': 'Adresse web',
  'link-editor.tab-email': 'E-mail',
  'link-editor.tab-phone': 'Téléphone',
  'link-editor.tab-file': 'Fichier',
  'link-editor.tabs': 'Lien vers',
  'link-editor.pages': 'Pages du site',
  'link-editor.pages-loading': 'Chargement des pages…',
  'link-editor.pages-empty': 'Le site n’a pas encore de page.',
  'link-editor.pages-sign-in': 'Connectez-vous en tant que propriétaire du site pour choisir l’une de ses pages.',
  'link-editor.page-required': 'Choisissez une page.',
  'link-editor.url': 'Adresse web ou chemin de page',
  'link-editor.email': 'Adresse e-mail',
  'link-editor.phone': 'Numéro de téléphone',
  'link-editor.phone-format':
    'Utilisez des chiffres, des espaces et des tirets, précédés d’un + pour un numéro international.',
  'link-editor.file-chosen': 'Fichier choisi : {name}',
  'link-editor.file-required': 'Choisissez un fichier.',
  'link-editor.apply': 'Appliquer',
  // The same texts as the form engine's (the English shares them too).
  'validation.email': forms['validation.email'],
  'validation.email-format': forms['validation.email-format'],
  'validation.email-example': forms['validation.email-example'],
  'validation.link-format': forms['validation.link-format'],
  'validation.page-url': forms['validation.page-url'],
  'validation.link-phone': forms['validation.link-phone'],
  'validation.link-too-long': forms['validation.link-too-long'],
} as const satisfies Record<keyof typeof english, string>;
