import '../menu-tab/define.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { MenuTabs } from './MenuTabs.js';
import { menuTabsStyles } from './menu-tabs.styles.js';
import { menuTabsElement } from './menu-tabs.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import '../shared/messages/menu-tabs.en.js';

export type { SqsMenuTabsElement, SqsMenuTabsEvents } from './menu-tabs.element.js';

define(
  menuTabsElement.tag,
  defineElementClass(MenuTabs, { ...menuTabsElement, styles: [menuTabsStyles], focusPart: 'selected-tab' }),
);
