import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { buttonAttributes, SqsButtonElement } from './button.element.js';
import { useButton } from './useButton.js';

/** Renders the block's row with the link (or the `<button>`), its label and, for a new window, the spoken hint. */
export function Button({ host, ...options }: ElementProps<typeof buttonAttributes, SqsButtonElement>): ReactNode {
  const { labelled, text, baseProps, linkProps, buttonProps, newWindowHint } = useButton(host, options);
  const label = <span part="label">{text || <slot />}</span>;
  return (
    <div part="base" {...baseProps} hidden={!labelled}>
      {linkProps ? (
        <a part="button" {...linkProps}>
          {label}
          {newWindowHint && <span part="new-window-hint"> {newWindowHint}</span>}
        </a>
      ) : (
        <button part="button" {...buttonProps}>
          {label}
        </button>
      )}
    </div>
  );
}
