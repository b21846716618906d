import { useEffect, useLayoutEffect } from 'react';
import { indexAmongSiblings } from '../shared/children.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';

const PARENT = 'sqs-menu-tabs';

/**
 * Returns whether a tab of `tabs` (a tab list whose code has not run yet) is hidden once the list's code runs: every
 * tab but the one `selected` names (the first when it names none) and the one holding focus.
 */
function hiddenByList(host: HTMLElement, tabs: HTMLElement): boolean {
  const siblings = [...tabs.children].filter((child) => child.localName === host.localName);
  const selected = Number(tabs.getAttribute('selected') ?? 0);
  const shown = Number.isInteger(selected) && selected >= 0 && selected < siblings.length ? selected : 0;
  return siblings.indexOf(host) !== shown && !host.contains(host.ownerDocument.activeElement);
}

/**
 * Hides a tab its tab list will hide when the list's code has not run yet, and checks one tab's markup after each
 * render: it warns once when the tab is not a direct child of `<sqs-menu-tabs>`
 * (it then shows its content as a plain block) and once when its `label` is empty (the tab list then shows the
 * tab's position instead).
 */
export function useMenuTab(host: HTMLElement, label: string): void {
  // A tab whose code runs before its tab list's (which then hides every tab but the selected) hides itself as the
  // list will, so that taking over a server render, which shows the selected tab alone, moves nothing.
  useLayoutEffect(() => {
    const tabs = host.parentElement;
    if (tabs?.localName === PARENT && !tabs.matches(':defined') && hiddenByList(host, tabs)) host.hidden = true;
  }, [host]);
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
