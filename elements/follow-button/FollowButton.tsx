import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { followButtonAttributes, SqsFollowButtonElement } from './follow-button.element.js';
import { useFollowButton } from './useFollowButton.js';

/** Renders the profile link until the provider's button replaces it, and the button's mount point; an empty line without a handle. */
export function FollowButton({
  host,
  username,
  dataUsername,
}: ElementProps<typeof followButtonAttributes, SqsFollowButtonElement>): ReactNode {
  const { username: handle, state, upgraded, href, label, mountRef } = useFollowButton(host, username, dataUsername);
  if (!handle) return <span className="line" />;
  return (
    <span part="base" data-state={state} data-upgraded={upgraded || undefined}>
      <a part="link" href={href} hidden={upgraded}>
        {label}
      </a>
      <span part="widget" ref={mountRef} />
    </span>
  );
}
