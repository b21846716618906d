/** Shows the tab's content as a block before its code loads (the menu tabs hide every tab but the first). */
export const menuTabPreUpgrade = `sqs-menu-tab:not(:defined) {
  display: block;
}`;
