import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { buttonAttributes, SqsButtonElement } from './button.element.js';
import { useButton } from './useButton.js';

/**
 * Renders the block's row with the link (or the `<button>`) and its label; a new-window link is described by a hidden
 * 'opens in a new window' (a description may come from a hidden element, so nothing needs to be hidden by CSS).
 */
export function Button({ host, ...options }: ElementProps<typeof buttonAttributes, SqsButtonElement>): ReactNode {
  const { labelled, text, baseProps, linkProps, buttonProps, newWindowHint, platform } = useButton(host, options);
  // The platform's rendered link gives the label; slotting it would put a link inside the link.
  const label = <span part="label">{text || (platform ? null : <slot />)}</span>;
  return (
    <div part="base" {...baseProps} hidden={!labelled}>
      {linkProps ? (
        <a part="button" {...linkProps}>
          {label}
        </a>
      ) : (
        <button part="button" {...buttonProps}>
          {label}
        </button>
      )}
      {newWindowHint && (
        <span part="new-window-hint" id={newWindowHint.id} hidden>
          {newWindowHint.text}
        </span>
      )}
    </div>
  );
}
