import { createElement as h, type ReactNode } from 'react';
import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './announcement-bar.en.js';
import { announcementBarElement, type announcementBarAttributes } from './announcement-bar.element.js';
import { announcementBarStyles } from './announcement-bar.styles.js';
import { MOBILE_QUERY } from './useAnnouncementBar.js';

type Props = AttributeValues<typeof announcementBarAttributes> & { host: HostStandIn };

/**
 * The narrow layout by the same query the script reads (it then marks the region `data-layout="mobile"`), and the room
 * of the close button a dismissible bar gets with its script.
 */
const narrowStyles = css`
  @media ${MOBILE_QUERY} {
    [part~='base'] {
      padding: ${token('space-2')} ${token('space-3')};
      font-size: var(--sqs-announcement-bar-mobile-font-size);
    }
  }
  /* Where scripts run, the close button's room, which the script fills with it. */
  @media (scripting: enabled) {
    [data-dismissible]::after {
      content: '';
      flex: none;
      inline-size: 44px;
      block-size: 44px;
    }
  }
`;

/**
 * Renders the bar on a server: the labelled region with its text or link. The close button, which needs the script
 * (and the visitor's earlier choice, kept in the browser), comes with it, in the room kept for it where scripts run; a
 * bar the visitor closed before goes then.
 */
function Announcement({ host, text, href, label, dismissible }: Props): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  if (text.trim() === '') return null;
  return h(
    'section',
    { part: 'base', 'aria-label': label || t('announcement-bar.label'), 'data-dismissible': dismissible || undefined },
    href ? h('a', { part: 'text link', href }, text) : h('p', { part: 'text' }, text),
  );
}

/** Renders `<sqs-announcement-bar>` on a server (`sqs-elements/ssr`): its text and link show without script. */
export const announcementBarServer = serverElement(
  Announcement,
  announcementBarElement,
  [announcementBarStyles, narrowStyles],
  undefined,
  'its text or link; its close button comes with the script',
);
