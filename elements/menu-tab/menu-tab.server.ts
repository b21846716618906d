import { createElement as h, type ReactNode } from 'react';
import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { selectedChildIndex } from '../shared/ssr/selected-child.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/messages/menu-tabs.en.js';
import { MenuTab } from './MenuTab.js';
import { menuTabElement, type SqsMenuTabElement } from './menu-tab.element.js';
import { menuTabStyles } from './menu-tab.styles.js';

const TABS = 'sqs-menu-tabs';

/** The heading of a tab rendered as a section (the tab list's label, which exists only in the browser). */
const sectionStyles = css`
  [part~='heading'] {
    margin: 0 0 ${token('space-2')};
    font: inherit;
    font-weight: ${token('font-weight-medium')};
    line-height: 1.25;
  }
  @media (scripting: none) {
    :host(:not(:first-of-type)) [part~='base'] {
      margin-block-start: ${token('space-4')};
    }
  }
  /* Where scripts run, the selected tab shows alone, without its heading, as the scripted render shows it: the other
     tabs and the headings are still read, and a tab shows once it holds focus. */
  @media (scripting: enabled) {
    [part~='heading'],
    [data-selected='false']:not(:focus-within) {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

/**
 * Renders one tab on a server: a section headed by the label its tab button shows in the browser (or its position,
 * as the tab list names a tab without a label), so a page without script shows every tab's content under its name.
 * A tab outside `<sqs-menu-tabs>` renders as in the browser, its content as it is.
 */
function MenuTabSection({ host, label }: { host: HostStandIn; label: string }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const parent = host.parentElement;
  const tabs = parent?.localName === TABS ? parent.children.filter((child) => child.localName === host.localName) : [];
  const index = tabs.indexOf(host);
  // The stand-in answers every read the browser's component makes while rendering.
  if (index < 0) return h(MenuTab, { host: host as unknown as SqsMenuTabElement, label });
  const name = label.trim() || t('menu-tabs.untitled', { number: index + 1 });
  const selected = index === selectedChildIndex(parent!, host.localName);
  return h(
    'section',
    { part: 'base', 'data-selected': String(selected) },
    h('h3', { part: 'heading' }, name),
    h('slot'),
  );
}

/**
 * Renders `<sqs-menu-tab>` on a server (`sqs-elements/ssr`): a section with its heading, which its script turns into
 * a tab of the tab list.
 */
export const menuTabServer = serverElement(
  MenuTabSection,
  menuTabElement,
  [menuTabStyles, sectionStyles],
  undefined,
  'its panel as a section under its heading',
);
