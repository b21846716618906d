import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { emit } from '../shared/emit.js';
import { useModal } from '../shared/hooks/useModal.js';
import { useMessages } from '../shared/use-messages.js';
import english from './system-error.en.js';

/** What went wrong: a cleaned error (authorizationFail and the like) or a network failure. */
export type SystemErrorKind = 'error' | 'network';

/** The element as its behaviour sees it. */
export type SystemErrorHost = HTMLElement & { open: boolean; kind: SystemErrorKind };

/** What the overlay's markup needs. */
export interface SystemErrorBindings {
  /** Props of the alert dialog (a native modal `<dialog>`). */
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    role: 'alertdialog';
    'aria-modal': true;
    'aria-labelledby': string;
    'aria-describedby': string | undefined;
  };
  /** The heading and its id. */
  title: { id: string; text: string };
  /** The connection message (network failures only) and its id. */
  message: { id: string; text: string } | undefined;
  /** The 'Reload Page' button. */
  reloadProps: { ref: RefObject<HTMLButtonElement | null>; onClick(): void; children: string };
  /** The 'Clear' button. */
  clearProps: { ref: RefObject<HTMLButtonElement | null>; onClick(): void; children: string };
}

/** Returns whether `reason` is the runtime data layer's failure to connect (by shape: the runtime may be another bundle). */
export function isConnectionFailure(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, kind } = reason as { name?: unknown; kind?: unknown };
  return name === 'DataLayerError' && kind === 'connection';
}

/**
 * Returns the prop bags of the system error overlay and wires it to the page: the runtime's `sqs-system-error`
 * event on `document` (dispatched on `authorizationFail`) opens it as a cleaned error, an unhandled connection
 * failure of the data layer opens it as a network error. It is a modal `<dialog>` (`useModal`): focus moves to
 * 'Reload Page' and stays on the two buttons (Tab wraps), Escape clears it, and clearing returns focus where it was. 'Reload Page' emits the cancelable `sqs-reload` and
 * reloads unless a listener prevents it.
 */
export function useSystemError(host: SystemErrorHost, open: boolean, kind: SystemErrorKind): SystemErrorBindings {
  const t = useMessages(host, english);
  const id = useId();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const reload = useRef<HTMLButtonElement | null>(null);
  const clear = useRef<HTMLButtonElement | null>(null);

  useLayoutEffect(() => {
    const doc = host.ownerDocument;
    const win = doc.defaultView ?? window;
    const show = (what: SystemErrorKind): void => {
      host.kind = what;
      host.open = true;
    };
    const onSystemError = (event: Event): void =>
      show((event as CustomEvent<{ kind?: unknown } | null>).detail?.kind === 'network' ? 'network' : 'error');
    const onRejection = (event: PromiseRejectionEvent): void => {
      if (isConnectionFailure(event.reason)) show('network');
    };
    doc.addEventListener('sqs-system-error', onSystemError);
    // Capturing: it hears the failure before a page's own reporting can stop it.
    win.addEventListener('unhandledrejection', onRejection, true);
    return () => {
      doc.removeEventListener('sqs-system-error', onSystemError);
      win.removeEventListener('unhandledrejection', onRejection, true);
    };
  }, [host]);

  useLayoutEffect(() => {
    host.dataset.state = open ? 'shown' : 'hidden';
  }, [host, open]);

  const close = (): void => {
    host.open = false;
    emit(host, 'sqs-clear', {});
  };
  // APG alert dialog: focus moves to its first button, stays inside, and returns where it was when it closes.
  useModal(dialog, open, close);

  const titleId = `title${id}`;
  const messageId = `message${id}`;
  return {
    dialogProps: {
      ref: dialog,
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': titleId,
      'aria-describedby': kind === 'network' ? messageId : undefined,
    },
    title: { id: titleId, text: kind === 'network' ? t('system-error.network-title') : t('system-error.title') },
    message: kind === 'network' ? { id: messageId, text: t('system-error.network') } : undefined,
    reloadProps: {
      ref: reload,
      onClick: () => {
        if (emit(host, 'sqs-reload', {}, { cancelable: true }))
          (host.ownerDocument.defaultView ?? window).location.reload();
      },
      children: t('system-error.reload'),
    },
    clearProps: { ref: clear, onClick: close, children: t('system-error.clear') },
  };
}
