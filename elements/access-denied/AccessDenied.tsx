import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { accessDeniedAttributes, SqsAccessDeniedElement } from './access-denied.element.js';
import { useAccessDenied } from './useAccessDenied.js';

/** Renders the notice: its heading, a line and 'Sign in'. */
export function AccessDenied({
  host,
  headingLevel,
}: ElementProps<typeof accessDeniedAttributes, SqsAccessDeniedElement>): ReactNode {
  const { title, description, signInProps } = useAccessDenied(host, headingLevel);
  const Heading = title.tag;
  return (
    <section part="base" aria-labelledby={title.id}>
      <Heading part="title" id={title.id}>
        {title.text}
      </Heading>
      <p part="description">{description}</p>
      <button part="sign-in" {...signInProps} />
    </section>
  );
}
