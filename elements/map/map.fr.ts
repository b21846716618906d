/** The French messages of <sqs-map>: one for each id of its English (map.en.ts). */
import type english from './map.en.js';

export default {
  'map.label': 'Carte',
  'map.label-place': 'Carte de {place}',
  'map.pin': 'Emplacement',
  'map.zoom-in': 'Zoom avant',
  'map.zoom-out': 'Zoom arrière',
  'map.open': 'Ouvrir dans Plans (nouvelle fenêtre)',
  'map.failed': 'La carte n’a pas pu être chargée.',
} as const satisfies Record<keyof typeof english, string>;
