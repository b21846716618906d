import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { loginPromptAttributes, SqsLoginPromptElement } from './login-prompt.element.js';
import { useLoginPrompt, type LoginField } from './useLoginPrompt.js';

/** Renders a label, its input and the message under it. */
function Field({ inputProps, label, error }: LoginField): ReactNode {
  return (
    <div part="field">
      <label part="label" htmlFor={inputProps.id}>
        {label}
      </label>
      <input part="input" {...inputProps} />
      {error ? (
        <p part="field-error" id={error.id}>
          {error.text}
        </p>
      ) : null}
    </div>
  );
}

/** Renders the prompt while open: a backdrop and a modal dialog with its heading, the sign-in form and its buttons. */
export function LoginPrompt({
  host,
  open,
}: ElementProps<typeof loginPromptAttributes, SqsLoginPromptElement>): ReactNode {
  const { dialogProps, title, formProps, email, password, failure, submitProps, cancelProps } = useLoginPrompt(
    host,
    open,
  );
  if (!open) return null;
  return (
    <div part="backdrop">
      <dialog part="base" {...dialogProps}>
        <h2 part="title" id={title.id}>
          {title.text}
        </h2>
        <form part="form" {...formProps}>
          <Field {...email} />
          <Field {...password} />
          <p part="error" role="alert">
            {failure}
          </p>
          <div part="actions">
            <button part="cancel" {...cancelProps} />
            <button part="submit" {...submitProps} />
          </div>
        </form>
      </dialog>
    </div>
  );
}
