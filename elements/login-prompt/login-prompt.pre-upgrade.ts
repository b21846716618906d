/** Hides the login prompt before its code loads: an overlay takes no room in the page. */
export const loginPromptPreUpgrade = `sqs-login-prompt:not(:defined) {
  display: none;
}`;
