/** The English messages of the site's own dialogs (spec 000 §2): quoted strings exact. */
export default {
  // The information dialog shown on `/?logout=true`.
  'site.logout-title': 'Logout Successful',
  'site.logout-message': 'You have been successfully logged out.',
} as const;
