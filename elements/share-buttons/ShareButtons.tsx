import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { shareButtonsAttributes, SqsShareButtonsElement } from './share-buttons.element.js';
import { ShareIcon } from './ShareIcon.js';
import { useShareButtons, type ShareButtonsBindings } from './useShareButtons.js';

/**
 * Renders the group of share buttons: the share sheet's and Copy link's buttons, and each network's link, which
 * opens in a new window without telling the network where the visitor came from; then the polite status.
 */
export function ShareButtons({
  host,
  ...options
}: ElementProps<typeof shareButtonsAttributes, SqsShareButtonsElement>): ReactNode {
  return <ShareButtonsView {...useShareButtons(host, options)} />;
}

/** Renders the group from its items and status (the server render gives it the links alone). */
export function ShareButtonsView({ t, items, status }: ShareButtonsBindings): ReactNode {
  return (
    <div part="base" role="group" aria-label={t('share-buttons.label')}>
      {items.map(({ network, href, label, onClick }) =>
        href ? (
          <a
            key={network}
            part="button"
            data-network={network}
            href={href}
            onClick={onClick}
            {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <ShareIcon network={network} />
            <span className="visually-hidden">
              {label}
              {network === 'email' ? '' : ` ${t('share-buttons.new-window')}`}
            </span>
          </a>
        ) : (
          <button
            key={network}
            part={`button ${network === 'native' ? 'native' : 'copy'}`}
            data-network={network}
            type="button"
            aria-label={label}
            onClick={onClick}
          >
            <ShareIcon network={network} />
          </button>
        ),
      )}
      <span part="status" role="status">
        {status}
      </span>
    </div>
  );
}
