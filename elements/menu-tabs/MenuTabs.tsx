import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { menuTabsAttributes, SqsMenuTabsElement } from './menu-tabs.element.js';
import { useMenuTabs } from './useMenuTabs.js';

/**
 * Renders the menu tabs: the tab list with one button per `<sqs-menu-tab>`, then one panel whose slot shows the
 * children (all but the selected one are hidden). Tabs and panel share this shadow root so their ARIA ids resolve.
 */
export function MenuTabs({ host, selected }: ElementProps<typeof menuTabsAttributes, SqsMenuTabsElement>): ReactNode {
  const { tablistProps, tabs, panelProps } = useMenuTabs(host, selected);
  return (
    <div part="base">
      {tabs.length > 0 && (
        <div part="tablist" {...tablistProps}>
          {tabs.map((tab) => (
            <button key={tab.key} type="button" part={tab.selected ? 'tab selected-tab' : 'tab'} {...tab.tabProps}>
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div part="panel" {...panelProps}>
        <slot />
      </div>
    </div>
  );
}
