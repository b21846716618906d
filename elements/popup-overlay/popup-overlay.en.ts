/** The English messages of <sqs-popup-overlay> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  // spec 000 §3 "Popup overlay settings".
  'popup-overlay.label': 'Popup',
  'popup-overlay.close': 'Close',
} as const;
