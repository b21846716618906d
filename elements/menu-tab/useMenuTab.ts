import { useEffect } from 'react';
import { indexAmongSiblings } from '../shared/children.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';

const PARENT = 'sqs-menu-tabs';

/**
 * Checks one tab's markup after each render: it warns once when the tab is not a direct child of `<sqs-menu-tabs>`
 * (it then shows its content as a plain block) and once when its `label` is empty (the tab list then shows the
 * tab's position instead).
 */
export function useMenuTab(host: HTMLElement, label: string): void {
  useEffect(() => {
    if (host.parentElement?.localName !== PARENT) {
      warnOnce(
        host,
        'placement',
        `<${host.localName}> belongs directly inside <${PARENT}>; showing its content as it is.`,
      );
      return;
    }
    if (label.trim() === '') warnInvalid(host, 'label', label, indexAmongSiblings(host) + 1);
  });
}
