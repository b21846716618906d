import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './dialog.en.js';
import { DIALOG_BUTTONS, type dialogAttributes, type DialogStyle, type SqsDialogElement } from './dialog.element.js';
import { useDialog } from './useDialog.js';

/** Renders the native modal `<dialog>`: heading, the slotted message, and the buttons of the dialog style. */
export function Dialog(props: ElementProps<typeof dialogAttributes, SqsDialogElement>): ReactNode {
  const { host, heading, dialogStyle, confirmText, rejectText, cancelText } = props;
  const t = useMessages(host, english);
  const { dialogProps, titleId, bodyId, onButton } = useDialog(host, props);
  const labels = {
    confirm: confirmText || t('dialog.confirm'),
    reject: rejectText || t('dialog.reject'),
    cancel: cancelText || t('dialog.cancel'),
  };
  const buttons = DIALOG_BUTTONS[dialogStyle as DialogStyle];
  return (
    <dialog part="base" {...dialogProps}>
      <h2 part="title" id={titleId}>
        <slot name="heading">{heading || t('dialog.label')}</slot>
      </h2>
      <div part="body" id={bodyId}>
        <slot />
      </div>
      {buttons.length > 0 ? (
        <div part="actions">
          {buttons.map((result) => (
            <button
              key={result}
              type="button"
              part={`button ${result}`}
              data-result={result}
              onClick={onButton(result)}
            >
              {labels[result]}
            </button>
          ))}
        </div>
      ) : null}
    </dialog>
  );
}
