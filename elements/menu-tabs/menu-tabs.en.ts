/** The English messages of <sqs-menu-tabs> (ICU MessageFormat); other locales are in elements/shared/messages/. */
const english = {
  // A tab with no label is named by its position.
  'menu-tabs.untitled': 'Tab {number}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    menuTabs: typeof english;
  }
}
