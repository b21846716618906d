/** The French messages of <sqs-file-manager>: one for each id of its English (file-manager.en.ts). */
import type english from './file-manager.en.js';

export default {
  'file-manager.existing': 'Fichiers existants',
  'file-manager.upload': 'Envoyer un fichier',
  'file-manager.rename': 'Renommer',
  'file-manager.delete': 'Supprimer',
  'file-manager.name': 'Nom',
  'file-manager.size': 'Taille',
  'file-manager.type': 'Type',
  'file-manager.date': 'Date',
  'file-manager.actions': 'Actions',
  'file-manager.choose': 'Choisir',
  'file-manager.save': 'Enregistrer',
  'file-manager.cancel': 'Annuler',
  'file-manager.new-name': 'Nouveau nom de {fileName}',
  'file-manager.confirm-delete': 'Supprimer {fileName} ? Les liens vers ce fichier ne fonctionneront plus.',
  'file-manager.loading': 'Chargement des fichiers…',
  'file-manager.empty': 'Aucun fichier pour l’instant.',
  'file-manager.sign-in': 'Connectez-vous en tant que propriétaire du site pour gérer les fichiers.',
  'file-manager.usage': '{used} utilisés sur {quota}',
  'file-manager.no-room': 'Il n’y a pas de place pour {fileName} : {free} libres sur {quota}.',
  'file-manager.renamed': 'Renommé en {fileName}',
  'file-manager.deleted': '{fileName} supprimé',
} as const satisfies Record<keyof typeof english, string>;
