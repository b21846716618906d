import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { menuTabAttributes, SqsMenuTabElement } from './menu-tab.element.js';
import { useMenuTab } from './useMenuTab.js';

/** Renders one tab's content: a wrapper around the slotted light DOM. */
export function MenuTab({ host, label }: ElementProps<typeof menuTabAttributes, SqsMenuTabElement>): ReactNode {
  useMenuTab(host, label);
  return (
    <div part="base">
      <slot />
    </div>
  );
}
