/** Hides the dialog before its code loads: an overlay takes no room in the page. */
export const dialogPreUpgrade = `sqs-dialog:not(:defined) {
  display: none;
}`;
