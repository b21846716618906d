import { token } from '../../styles/tokens.js';

/** The panel padding above and below the shown tab (the element's default). */
const MENU_PANEL_PADDING = token('space-4');

/** Reserves the tab row before the code loads, above the first tab, which alone shows. */
export const menuTabsPreUpgrade = `sqs-menu-tabs:not(:defined) {
  display: block;
  padding-block-end: ${MENU_PANEL_PADDING};
}
sqs-menu-tabs:not(:defined)::before {
  content: '';
  display: block;
  block-size: calc(2 * ${token('space-3')} + 1.25em + var(--sqs-menu-tabs-indicator-size, 2px));
  margin-block-end: ${MENU_PANEL_PADDING};
}
sqs-menu-tabs:not(:defined) > sqs-menu-tab:not(:first-of-type) {
  display: none;
}`;
