/** Hides the cookie banner before its code loads: an overlay takes no room in the page. */
export const cookieBannerPreUpgrade = `sqs-cookie-banner:not(:defined) {
  display: none;
}`;
