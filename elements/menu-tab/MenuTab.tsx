import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { menuTabAttributes } from './define.js';
import { useMenuTab } from './useMenuTab.js';

/** Renders one tab's content: a wrapper around the slotted light DOM. */
export function MenuTab({ host, label }: ElementProps<typeof menuTabAttributes>): ReactNode {
  useMenuTab(host, label);
  return (
    <div part="base">
      <slot />
    </div>
  );
}
