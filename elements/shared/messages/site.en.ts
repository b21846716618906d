/** The English messages of the site's own dialogs (spec 000 §2): quoted strings exact. */
const english = {
  // The information dialog shown on `/?logout=true`.
  'site.logout-title': 'Logout Successful',
  'site.logout-message': 'You have been successfully logged out.',
} as const;

export default english;

declare module './keys.js' {
  interface EnglishCatalogues {
    site: typeof english;
  }
}
