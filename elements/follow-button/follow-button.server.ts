import { createElement as h, type ReactNode } from 'react';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './follow-button.en.js';
import { followButtonElement, type followButtonAttributes } from './follow-button.element.js';
import { followButtonStyles } from './follow-button.styles.js';
import { profileUrl } from './useFollowButton.js';

type Props = AttributeValues<typeof followButtonAttributes> & { host: HostStandIn };

/**
 * Renders the follow button on a server as the browser first renders it: the profile link (the provider's button,
 * which the script loads where the visitor's consent allows, replaces it), or an empty line without a handle.
 */
function ProfileLink({ host, username, dataUsername }: Props): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const handle = host.hasAttribute('username') ? username : dataUsername;
  if (!handle) return h('span', { className: 'line' });
  return h(
    'span',
    { part: 'base', 'data-state': 'loading' },
    h('a', { part: 'link', href: profileUrl(handle) }, t('follow-button.follow', { username: handle })),
    h('span', { part: 'widget' }),
  );
}

/** Renders `<sqs-follow-button>` on a server (`sqs-elements/ssr`): its profile link works without script. */
export const followButtonServer = serverElement(
  ProfileLink,
  followButtonElement,
  [followButtonStyles],
  undefined,
  'its profile link',
);
