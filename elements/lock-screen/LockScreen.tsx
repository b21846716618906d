import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { lockScreenAttributes, SqsLockScreenElement } from './lock-screen.element.js';
import { useLockScreen } from './useLockScreen.js';

/** Renders the lock screen: its heading, a line, and the password form with its message and 'Enter'. */
export function LockScreen({
  host,
  page,
  headingLevel,
}: ElementProps<typeof lockScreenAttributes, SqsLockScreenElement>): ReactNode {
  const { title, description, formProps, label, inputProps, error, submitProps } = useLockScreen(
    host,
    page,
    headingLevel,
  );
  const Heading = title.tag;
  return (
    <section part="base" aria-labelledby={title.id}>
      <Heading part="title" id={title.id}>
        {title.text}
      </Heading>
      <p part="description">{description}</p>
      <form part="form" {...formProps}>
        <label part="label" htmlFor={inputProps.id}>
          {label}
        </label>
        <input part="input" {...inputProps} />
        <p part="error" id={error.id} role="alert">
          {error.text}
        </p>
        <button part="submit" {...submitProps} />
      </form>
    </section>
  );
}
