/** The French messages of <sqs-video>: one for each id of its English (video.en.ts). */
import type english from './video.en.js';

export default {
  'video.invalid-embed': 'Code d’intégration vidéo non valide.',
  'video.featured-image-embed-only':
    'Les images à la une personnalisées ne sont disponibles que pour les vidéos intégrées.',
  'video.featured-image-turn-off': 'Retournez dans les réglages d’intégration pour désactiver les images à la une.',
  'video.vimeo-basic-unsupported':
    'Les comptes Vimeo Basic ne sont pas pris en charge. Partagez une vidéo d’un autre compte.',
  'video.play': 'Lire la vidéo : {title}',
  'video.play-untitled': 'Lire la vidéo',
  'video.player': 'Lecteur vidéo : {title}',
  'video.player-untitled': 'Lecteur vidéo',
  'video.embed': 'Contenu intégré : {title}',
  'video.embed-untitled': 'Contenu intégré',
} as const satisfies Record<keyof typeof english, string>;
