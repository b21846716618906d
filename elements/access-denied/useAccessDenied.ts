import { useId, useLayoutEffect, useState } from 'react';
import { promptLogin } from '../../runtime/login-prompt.js';
import { emit } from '../shared/emit.js';
import { useMessages } from '../shared/use-messages.js';
import english from './access-denied.en.js';

/** Where the notice is: waiting, with the login prompt open, or signed in. */
export type AccessDeniedState = 'idle' | 'signing-in' | 'signed-in';

/** What the notice's markup needs. */
export interface AccessDeniedBindings {
  /** The heading's tag, its id and text. */
  title: { tag: `h${1 | 2 | 3 | 4 | 5 | 6}`; id: string; text: string };
  description: string;
  /** The 'Sign in' button. */
  signInProps: { type: 'button'; onClick(): void; 'aria-haspopup': 'dialog'; children: string };
}

/**
 * Returns the prop bags of the access-denied notice. 'Sign in' opens the page's login prompt through the runtime
 * (`promptLogin`, which loads `<sqs-login-prompt>` and adds one when the page has none); signing in emits
 * `sqs-access-denied-sign-in` and, unless cancelled, loads the page again; cancelling leaves the notice as it was.
 */
export function useAccessDenied(host: HTMLElement, headingLevel: number): AccessDeniedBindings {
  const t = useMessages(host, english);
  const id = useId();
  const [state, setState] = useState<AccessDeniedState>('idle');

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const signIn = (): void => {
    if (state === 'signing-in') return;
    setState('signing-in');
    promptLogin(host.ownerDocument).then(
      () => {
        setState('signed-in');
        const page = location.pathname;
        if (emit(host, 'sqs-access-denied-sign-in', { page }, { cancelable: true })) location.reload();
      },
      () => setState('idle'),
    );
  };

  return {
    title: {
      tag: `h${headingLevel}` as AccessDeniedBindings['title']['tag'],
      id: `title${id}`,
      text: t('access-denied.title'),
    },
    description: t('access-denied.description'),
    signInProps: { type: 'button', onClick: signIn, 'aria-haspopup': 'dialog', children: t('access-denied.sign-in') },
  };
}
