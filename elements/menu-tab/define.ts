import { define, defineElementClass } from '../shared/define-element.js';
import { MenuTab } from './MenuTab.js';
import { menuTabStyles } from './menu-tab.styles.js';
import { menuTabElement } from './menu-tab.element.js';

export type { SqsMenuTabElement } from './menu-tab.element.js';

define(menuTabElement.tag, defineElementClass(MenuTab, { ...menuTabElement, styles: [menuTabStyles] }));
