/** The French messages of <sqs-tag-editor>: one for each id of its English (tag-editor.en.ts). */
import forms from '../shared/forms/forms.fr.js';
import type english from './tag-editor.en.js';

export default {
  'validation.tag-exists': forms['validation.tag-exists'],
  'validation.tag-too-long': forms['validation.tag-too-long'],
  'tag-editor.word': '{tagType, select, category {catégorie} other {tag}}',
  'tag-editor.one-at-a-time':
    'Vous ne pouvez modifier qu’{kind, select, category {une} other {un}} {tagType} à la fois',
  'tag-editor.label': '{tagType, select, category {Catégories} other {Tags}}',
  'tag-editor.add-field': '{tagType, select, category {Ajouter une catégorie} other {Ajouter un tag}}',
  'tag-editor.add': 'Ajouter',
  'tag-editor.edit': 'Modifier',
  'tag-editor.remove': 'Supprimer',
  'tag-editor.edit-field': 'Modifier «\u202f{name}\u202f»',
  'tag-editor.empty':
    '{tagType, select, category {Aucune catégorie pour l’instant.} other {Aucun tag pour l’instant.}}',
  'tag-editor.help': 'Les flèches choisissent. Entrée ou F2 modifie, Suppr supprime.',
  'tag-editor.saved': 'Enregistré',
  'tag-editor.loading': 'Chargement…',
  'tag-editor.login': 'Connectez-vous en tant que propriétaire du site pour les modifier.',
} as const satisfies Record<keyof typeof english, string>;
