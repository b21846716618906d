/** Hides the popup before its code loads: an overlay takes no room in the page. */
export const popupOverlayPreUpgrade = `sqs-popup-overlay:not(:defined) {
  display: none;
}`;
