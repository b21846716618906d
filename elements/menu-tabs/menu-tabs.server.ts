import { createElement as h, type ReactNode } from 'react';
import { css } from '../shared/css.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { selectedChildIndex } from '../shared/ssr/selected-child.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/messages/menu-tabs.en.js';
import { menuTabsElement } from './menu-tabs.element.js';
import { menuTabsStyles } from './menu-tabs.styles.js';

const TAB = 'sqs-menu-tab';

/**
 * Without a script the stand-in tab row is gone; with one, it holds the scripted tab list's place until the script
 * takes over, so the panel below does not move.
 */
const sectionsStyles = css`
  @media (scripting: none) {
    [part~='tablist'] {
      display: none;
    }
  }
`;

/**
 * Renders the menu tabs on a server: one panel showing every tab, each a section under its heading
 * (`menu-tab.server.ts`). Above it, the tab row as words (its buttons need the script), hidden from assistive
 * technology and shown only where scripts run: there the sections show the selected tab alone, in the box the
 * scripted render gives it, until the script adds the tab list and hides all tabs but the selected.
 */
function MenuTabsSections({ host }: { host: HostStandIn }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const tabs = host.children.filter((child) => child.localName === TAB);
  const selected = selectedChildIndex(host, TAB);
  const labels = tabs.map((tab, i) => tab.getAttribute('label')?.trim() || t('menu-tabs.untitled', { number: i + 1 }));
  return h(
    'div',
    { part: 'base' },
    h(
      'div',
      { part: 'tablist', 'aria-hidden': 'true' },
      labels.map((label, i) => h('span', { key: i, part: i === selected ? 'tab selected-tab' : 'tab' }, label)),
    ),
    h('div', { part: 'panel' }, h('slot')),
  );
}

/** True when the element holds `<sqs-menu-tab>` children (else its tabs are the platform's rendered menus). */
const holdsTabs = (host: HostStandIn): boolean => host.children.some((child) => child.localName === 'sqs-menu-tab');

/**
 * Renders `<sqs-menu-tabs>` on a server (`sqs-elements/ssr`); one holding the platform's rendered menu block is left to
 * the browser, with its pre-upgrade rules.
 */
export const menuTabsServer = serverElement(
  MenuTabsSections,
  menuTabsElement,
  [menuTabsStyles, sectionsStyles],
  (host) => (holdsTabs(host) ? undefined : "its tabs are the platform's rendered menus, read there"),
  'every tab as a section under its heading, with no tab list',
);
