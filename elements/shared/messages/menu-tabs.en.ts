/**
 * The English messages of the tabs (ICU MessageFormat), which `<sqs-menu-tabs>` and, rendered on a server, each
 * `<sqs-menu-tab>` use; their French is beside them (menu-tabs.fr.ts).
 */
const english = {
  // A tab with no label is named by its position.
  'menu-tabs.untitled': 'Tab {number}',
} as const;

export default english;

declare module './keys.js' {
  interface EnglishCatalogues {
    menuTabs: typeof english;
  }
}
