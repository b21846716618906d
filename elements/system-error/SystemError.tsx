import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { systemErrorAttributes, SqsSystemErrorElement } from './system-error.element.js';
import { useSystemError } from './useSystemError.js';

/** Renders the overlay while open: a backdrop and an alert dialog with its heading, message and two buttons. */
export function SystemError({
  host,
  open,
  kind,
}: ElementProps<typeof systemErrorAttributes, SqsSystemErrorElement>): ReactNode {
  const { dialogProps, title, message, reloadProps, clearProps } = useSystemError(host, open, kind);
  if (!open) return null;
  return (
    <div part="backdrop">
      <dialog part="base" {...dialogProps}>
        <h2 part="title" id={title.id}>
          {title.text}
        </h2>
        {message ? (
          <p part="message" id={message.id}>
            {message.text}
          </p>
        ) : null}
        <div part="actions">
          <button part="reload" type="button" {...reloadProps} />
          <button part="clear" type="button" {...clearProps} />
        </div>
      </dialog>
    </div>
  );
}
