/** The French messages of <sqs-gallery>: one for each id of its English (gallery.en.ts). */
import type english from './gallery.en.js';

export default {
  'gallery.label': 'Galerie',
  'gallery.carousel': 'carrousel',
  'gallery.slide': 'diapositive',
  'gallery.counter': '{index} sur {count}',
  'gallery.previous': 'Diapositive précédente',
  'gallery.next': 'Diapositive suivante',
  'gallery.stop': 'Arrêter le diaporama automatique',
  'gallery.start': 'Lancer le diaporama automatique',
  'gallery.open': 'Ouvrir {name}',
  'gallery.show-slide': 'Afficher la diapositive {index} sur {count}',
  'gallery.unknown-design': 'Ce ne sont pas les modèles de galerie que vous cherchez. (Aucun modèle nommé {design})',
  'gallery.unknown-transition': 'Aucune transition nommée {transition}',
  'gallery.error-decoding': 'Erreur de décodage des données du bloc galerie.',
  'gallery.error-evaluating': 'Erreur d’évaluation des données du bloc galerie.',
  'gallery.loader2-not-found': 'Chargeur 2 introuvable',
  'gallery.lightbox-unavailable': 'La visionneuse n’est pas disponible dans cette offre !',
  'gallery.no-images': 'Aucune image',
  'gallery.unknown-media-type': 'Type de média « {type} » inconnu ; la diapositive est ignorée.',
  'video.loader-not-found': 'Chargeur vidéo introuvable',
} as const satisfies Record<keyof typeof english, string>;
