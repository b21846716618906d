import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useProviderScript, type ProviderScript, type ProviderScriptState } from '../shared/hooks/useProviderScript.js';
import { localeOf } from '../shared/messages.js';
import { useMessages } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './follow-button.en.js';
import type { SqsFollowButtonElement } from './follow-button.element.js';

/** How long the social widget script may take to load, in ms (spec 001 §7: 10 s). */
export const FOLLOW_BUTTON_TIMEOUT_MS = 10_000;
/** The social widget script's fixed https address. */
export const SOCIAL_WIDGETS_SCRIPT = 'https://platform.twitter.com/widgets.js';
/** The profile page of a handle (the provider's current domain). */
export const profileUrl = (username: string): string => `https://x.com/${username}`;

interface SocialWidgetsApi {
  widgets?: {
    createFollowButton?(
      username: string,
      target: HTMLElement,
      options: { lang: string; showCount: boolean },
    ): Promise<HTMLElement | undefined>;
  };
}
const api = () => (window as unknown as { twttr?: SocialWidgetsApi }).twttr?.widgets;

/** The social widget script (once per page, 10 s). */
export const SOCIAL_WIDGETS: ProviderScript = {
  name: 'socialWidgets',
  url: SOCIAL_WIDGETS_SCRIPT,
  timeoutMs: FOLLOW_BUTTON_TIMEOUT_MS,
  ready: () => typeof api()?.createFollowButton === 'function',
};

/** What `FollowButton.tsx` renders from. */
export interface FollowButtonBindings {
  /** The handle followed, or '' when there is none (nothing is rendered). */
  username: string;
  /** Where the widget script stands. */
  state: ProviderScriptState;
  /** Whether the provider's button has replaced the link. */
  upgraded: boolean;
  /** The profile link's address. */
  href: string;
  /** The profile link's text. */
  label: string;
  /** The mount point the provider's button is drawn into. */
  mountRef: RefObject<HTMLSpanElement | null>;
}

/**
 * Returns what the follow button renders: the handle (`username` if the attribute is there, else `data-username`),
 * its profile link, and the widget's upgrade once the script (useProviderScript: consent, once per page, 10 s) is
 * there. A failed or timed-out script, or a widget call that fails, leaves the link, silently (spec 001 §8).
 */
export function useFollowButton(
  host: SqsFollowButtonElement,
  username: string,
  dataUsername: string,
): FollowButtonBindings {
  const t = useMessages(host, english);
  const handle = host.hasAttribute('username') ? username : dataUsername;
  const mountRef = useRef<HTMLSpanElement>(null);
  const [upgraded, setUpgraded] = useState(false);
  const state = useProviderScript(handle ? SOCIAL_WIDGETS : null, host.timers);
  const locale = localeOf(host);

  useLayoutEffect(() => {
    if (!host.hasAttribute('username') && !host.hasAttribute('data-username'))
      warnOnce(host, 'username', `<${host.localName}>: no username or data-username; nothing is shown.`);
  }, [host, handle]);

  useLayoutEffect(() => {
    const mount = mountRef.current;
    if (state !== 'ready' || !handle || !mount) return;
    let live = true;
    void Promise.resolve()
      .then(() => api()!.createFollowButton!(handle, mount, { lang: locale, showCount: false }))
      .then(
        (button) => live && setUpgraded(!!button),
        () => undefined, // spec 001 §8: the widget ignores failures silently
      );
    return () => {
      live = false;
      mount.replaceChildren();
      setUpgraded(false);
    };
  }, [state, handle, locale]);

  return {
    username: handle,
    state,
    upgraded,
    href: handle ? profileUrl(handle) : '',
    label: t('follow-button.follow', { username: handle }),
    mountRef,
  };
}
