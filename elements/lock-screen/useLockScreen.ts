import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { request } from '../../runtime/data-layer.js';
import { SliceType } from '../../runtime/enums.js';
import { emit } from '../shared/emit.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid } from '../shared/warn.js';
import english from './lock-screen.en.js';

/** The reference API's unlock endpoint (docs/reference-api.md "Protected pages"). */
export const UNLOCK_PATH = '/api/pages/unlock';

/** Where the lock screen is: waiting for a password, checking one, refused, or opened. */
export type LockScreenState = 'idle' | 'checking' | 'failed' | 'unlocked';

/** What the lock screen's markup needs. */
export interface LockScreenBindings {
  /** The heading's tag, its id and text. */
  title: { tag: `h${1 | 2 | 3 | 4 | 5 | 6}`; id: string; text: string };
  description: string;
  /** Props of the `<form>`. */
  formProps: { noValidate: true; onSubmit(event: FormEvent): void; 'aria-busy': boolean };
  /** The label's text and the field's props. */
  label: string;
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    id: string;
    name: 'password';
    type: 'password';
    autoComplete: 'current-password';
    value: string;
    required: true;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onChange(event: { currentTarget: HTMLInputElement }): void;
  };
  /** The message of what went wrong ('' when nothing did) and its id. */
  error: { id: string; text: string };
  /** The 'Enter' button. */
  submitProps: { type: 'submit'; disabled: boolean; children: string };
}

const PATH = /^\/(?![/\\])[^\s#?]*$/;

/** Returns the path the password opens: `page` when it is a path on this site, else (with a warning) this page's. */
export function lockedPath(host: Element, page: string): string {
  if (page && PATH.test(page)) return page;
  if (page) warnInvalid(host, 'page', page, '');
  return location.pathname;
}

/**
 * Returns the message for a refused unlock: 'Incorrect password…' (401), 'Too many attempts…' (429), the data
 * layer's 'Unable to connect…' without a connection, else its 'Internal server error…'.
 */
export function unlockFailure(reason: unknown, t: Translate<typeof english>): string {
  const { kind, status } = (reason ?? {}) as { kind?: unknown; status?: unknown };
  if (kind === 'connection') return t('lock-screen.network');
  if (status === 401) return t('lock-screen.incorrect');
  if (status === 429) return t('lock-screen.too-many');
  return t('lock-screen.server-error');
}

/**
 * Returns the prop bags of the lock screen (APG form practice): a labelled password field; submitting an empty one
 * says so and focuses it; otherwise the password goes to `POST /api/pages/unlock` `{ path, password }`. Success emits
 * `sqs-lock-screen-unlock` and, unless cancelled, loads the page (`page`, or this one again); a failure empties the field, marks it invalid,
 * describes it by the message (announced by `role="alert"`) and focuses it again. The host carries the slice type
 * (spec 000 §9: lock screen 2) and `data-state`.
 */
export function useLockScreen(host: HTMLElement, page: string, headingLevel: number): LockScreenBindings {
  const t = useMessages(host, english);
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<LockScreenState>('idle');

  useLayoutEffect(() => {
    host.dataset.sliceType = String(SliceType.lockScreen);
    host.dataset.state = state;
  }, [host, state]);

  const fail = (text: string): void => {
    setError(text);
    setState('failed');
    input.current?.focus();
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (state === 'checking') return;
    if (!password) return fail(t('lock-screen.password-required'));
    const path = lockedPath(host, page);
    setError('');
    setState('checking');
    try {
      await request('POST', UNLOCK_PATH, { json: { path, password } });
    } catch (reason) {
      // The password is the one thing not kept: a wrong one is typed again from the start.
      setPassword('');
      return fail(unlockFailure(reason, t));
    }
    setPassword('');
    setState('unlocked');
    if (!emit(host, 'sqs-lock-screen-unlock', { page: path }, { cancelable: true })) return;
    // The lock screen served at the page's own address loads it again as visited (its query kept).
    if (page) location.assign(path);
    else location.reload();
  };

  const errorId = `error${id}`;
  const checking = state === 'checking';
  return {
    title: {
      tag: `h${headingLevel}` as LockScreenBindings['title']['tag'],
      id: `title${id}`,
      text: t('lock-screen.title'),
    },
    description: t('lock-screen.description'),
    formProps: { noValidate: true, onSubmit: (event) => void submit(event), 'aria-busy': checking },
    label: t('lock-screen.password'),
    inputProps: {
      ref: input,
      id: `password${id}`,
      name: 'password',
      type: 'password',
      autoComplete: 'current-password',
      value: password,
      required: true,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorId : undefined,
      onChange: ({ currentTarget }) => setPassword(currentTarget.value),
    },
    error: { id: errorId, text: error },
    submitProps: {
      type: 'submit',
      disabled: checking,
      children: checking ? t('lock-screen.submitting') : t('lock-screen.submit'),
    },
  };
}
