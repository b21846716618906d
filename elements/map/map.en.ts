/** The English messages of <sqs-map> (ICU MessageFormat); its French is beside it (map.fr.ts). */
const english = {
  // The map block: region names, controls and the link (our wording; the spec quotes none).
  'map.label': 'Map',
  'map.label-place': 'Map of {place}',
  'map.pin': 'Location',
  'map.zoom-in': 'Zoom in',
  'map.zoom-out': 'Zoom out',
  'map.open': 'Open in Maps (new window)',
  'map.failed': 'The map could not be loaded.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    map: typeof english;
  }
}
