/** The English messages of <sqs-popup-overlay> (ICU MessageFormat); its French is beside it (popup-overlay.fr.ts). */
const english = {
  // spec 000 §3 "Popup overlay settings".
  'popup-overlay.label': 'Popup',
  'popup-overlay.close': 'Close',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    popupOverlay: typeof english;
  }
}
