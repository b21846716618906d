import { createElement as h, type ReactNode } from 'react';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { menuTabsElement } from './menu-tabs.element.js';
import { menuTabsStyles } from './menu-tabs.styles.js';

/**
 * Renders the menu tabs on a server: no tab list (its buttons need the script), one panel showing every tab, each a
 * section under its heading (`menu-tab.server.ts`). The script adds the tab list and hides all tabs but the selected.
 */
const MenuTabsSections = (): ReactNode => h('div', { part: 'base' }, h('div', { part: 'panel' }, h('slot')));

/** True when the element holds `<sqs-menu-tab>` children (else its tabs are the platform's rendered menus). */
const holdsTabs = (host: HostStandIn): boolean => host.children.some((child) => child.localName === 'sqs-menu-tab');

/**
 * Renders `<sqs-menu-tabs>` on a server (`sqs-elements/ssr`); one holding the platform's rendered menu block is left to
 * the browser, with its pre-upgrade rules.
 */
export const menuTabsServer = serverElement(
  MenuTabsSections,
  menuTabsElement,
  [menuTabsStyles],
  (host) => (holdsTabs(host) ? undefined : "its tabs are the platform's rendered menus, read there"),
  'every tab as a section under its heading, with no tab list',
);
