/** The English messages of <sqs-menu-tabs> (ICU MessageFormat); its French is beside it (menu-tabs.fr.ts). */
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
