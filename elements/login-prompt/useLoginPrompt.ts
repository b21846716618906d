import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { signInSiteUser } from '../../runtime/site-user.js';
import { checkLoginEmail } from '../../runtime/validation.js';
import { emit } from '../shared/emit.js';
import { useModal } from '../shared/hooks/useModal.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './login-prompt.en.js';

/** The element as its behaviour sees it. */
export type LoginPromptHost = HTMLElement & { open: boolean };

/** One field of the form: its input's props and the message under it. */
export interface LoginField {
  /** Props of the `<input>`. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    id: string;
    name: string;
    type: 'email' | 'password';
    autoComplete: string;
    value: string;
    required: true;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onChange(event: { currentTarget: HTMLInputElement }): void;
  };
  /** The label's text. */
  label: string;
  /** The message saying what is wrong, with its id. */
  error: { id: string; text: string } | undefined;
}

/** What the prompt's markup needs. */
export interface LoginPromptBindings {
  /** Props of the modal `<dialog>`. */
  dialogProps: { ref: RefObject<HTMLDialogElement | null>; 'aria-labelledby': string };
  /** The heading and its id. */
  title: { id: string; text: string };
  /** Props of the `<form>`. */
  formProps: { noValidate: true; onSubmit(event: FormEvent): void; 'aria-busy': boolean };
  email: LoginField;
  password: LoginField;
  /** The message of a failed sign-in, if any. */
  failure: string | undefined;
  /** The 'Sign in' button. */
  submitProps: { type: 'submit'; disabled: boolean; children: string };
  /** The 'Cancel' button. */
  cancelProps: { type: 'button'; onClick(): void; children: string };
}

/**
 * Returns the message of a failed sign-in: 'Unable to connect…' when there was no connection, the server's own
 * message (error or message of the answer) when it gave one, else ours.
 */
export function failureMessage(reason: unknown, t: Translate<typeof english>): string {
  const { kind, body } = (reason ?? {}) as { kind?: unknown; body?: unknown };
  if (kind === 'connection') return t('login-prompt.network');
  const { error, message } = (typeof body === 'object' && body ? body : {}) as Record<string, unknown>;
  const text = [error, message].find((value) => typeof value === 'string' && value.trim());
  return typeof text === 'string' ? text : t('login-prompt.failed');
}

/**
 * Returns the prop bags of the login prompt. Submitting checks the email (`checkLoginEmail`, spec 000 §5) and that
 * a password was typed, moving focus to the first field that is not valid; then it signs in through the runtime
 * (`signInSiteUser`). Success clears the password, closes the prompt and emits `sqs-sign-in`; a failure shows its
 * message and keeps what was typed. A modal `<dialog>` (`useModal`): focus moves to the email field and stays
 * inside, Escape or 'Cancel' closes it and emits `sqs-sign-in-cancel`, and closing returns focus where it was.
 */
export function useLoginPrompt(host: LoginPromptHost, open: boolean): LoginPromptBindings {
  const t = useMessages(host, english);
  const id = useId();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useLayoutEffect(() => {
    host.dataset.state = open ? 'shown' : 'hidden';
  }, [host, open]);

  const cancel = (): void => {
    host.open = false;
    setFailure(undefined);
    emit(host, 'sqs-sign-in-cancel', {});
  };
  // APG dialog: focus moves to its first field, stays inside, and returns where it was when it closes.
  useModal(dialog, open, cancel);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const checked = checkLoginEmail(email);
    // checkLoginEmail answers only with these two messages; the example address is the locale's.
    const emailKey = checked.ok ? undefined : (checked.key as 'validation.email' | 'validation.email-format');
    const emailText = emailKey && t(emailKey, { email: t('validation.email-example') });
    const passwordText = password ? undefined : t('login-prompt.password-required');
    setEmailError(emailText);
    setPasswordError(passwordText);
    setFailure(undefined);
    if (emailText || passwordText) {
      (emailText ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await signInSiteUser({ email: email.trim(), password });
      setPassword('');
      host.open = false;
      emit(host, 'sqs-sign-in', { email: email.trim() });
    } catch (reason) {
      setFailure(failureMessage(reason, t));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: 'email' | 'password',
    ref: RefObject<HTMLInputElement | null>,
    value: string,
    set: (value: string) => void,
    error: string | undefined,
  ): LoginField => {
    const errorId = `${name}-error${id}`;
    return {
      inputProps: {
        ref,
        id: `${name}${id}`,
        name,
        type: name,
        autoComplete: name === 'email' ? 'email' : 'current-password',
        value,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        onChange: ({ currentTarget }) => set(currentTarget.value),
      },
      label: t(`login-prompt.${name}`),
      error: error ? { id: errorId, text: error } : undefined,
    };
  };

  const titleId = `title${id}`;
  return {
    dialogProps: { ref: dialog, 'aria-labelledby': titleId },
    title: { id: titleId, text: t('login-prompt.title') },
    formProps: { noValidate: true, onSubmit: (event) => void submit(event), 'aria-busy': busy },
    email: field('email', emailRef, email, setEmail, emailError),
    password: field('password', passwordRef, password, setPassword, passwordError),
    failure,
    submitProps: {
      type: 'submit',
      disabled: busy,
      children: busy ? t('login-prompt.submitting') : t('login-prompt.submit'),
    },
    cancelProps: { type: 'button', onClick: cancel, children: t('login-prompt.cancel') },
  };
}
