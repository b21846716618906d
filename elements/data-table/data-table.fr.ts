/** The French messages of <sqs-data-table>: one for each id of its English (data-table.en.ts). */
import type english from './data-table.en.js';

export default {
  'data-table.label': 'Jeu de données',
  'data-table.help':
    'Les flèches passent d’une cellule à l’autre. Entrée ou F2 modifie une cellule, Entrée garde la modification et Échap l’annule. Collez des lignes copiées d’un tableur.',
  'data-table.add-row': 'Ajouter une ligne',
  'data-table.add-column': 'Ajouter une colonne',
  'data-table.remove-row': 'Supprimer la ligne',
  'data-table.remove-column': 'Supprimer la colonne',
  'data-table.save': 'Enregistrer',
  'data-table.saving': 'Enregistrement…',
  'data-table.saved': 'Enregistré',
  'data-table.column': 'Colonne {column}',
  'data-table.edit-header': 'En-tête de la colonne {column}',
  'data-table.edit-cell': '{header}, ligne {row}',
  'data-table.need-column': 'Votre jeu de données doit comporter au moins une colonne',
  'data-table.need-row': 'Votre jeu de données doit comporter au moins une ligne',
  'data-table.missing': 'Il manque des données dans une ou plusieurs lignes',
  'data-table.empty': 'Saisissez des données\u202f!',
  'data-table.truncated': 'Jeu de données tronqué à {rows} lignes et {columns} colonnes',
  'data-table.loading': 'Chargement du jeu de données…',
  'data-table.login': 'Connectez-vous en tant que propriétaire du site pour modifier ce jeu de données.',
} as const satisfies Record<keyof typeof english, string>;
