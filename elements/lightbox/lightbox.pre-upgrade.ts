/** Hides the lightbox before its code loads: an overlay takes no room in the page. */
export const lightboxPreUpgrade = `sqs-lightbox:not(:defined) {
  display: none;
}`;
