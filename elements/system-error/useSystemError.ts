import { useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { emit } from '../shared/emit.js';
import { useMessages } from '../shared/use-messages.js';

/** What went wrong: a cleaned error (authorizationFail and the like) or a network failure. */
export type SystemErrorKind = 'error' | 'network';

/** The element as its behaviour sees it. */
export type SystemErrorHost = HTMLElement & { open: boolean; kind: SystemErrorKind };

/** What the overlay's markup needs. */
export interface SystemErrorBindings {
  /** Props of the alert dialog. */
  dialogProps: {
    role: 'alertdialog';
    'aria-modal': true;
    'aria-labelledby': string;
    'aria-describedby': string | undefined;
    onKeyDown(event: KeyboardEvent): void;
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

/** Returns the element that has focus, looking through open shadow roots. */
function activeElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Returns the prop bags of the system error overlay and wires it to the page: the runtime's `sqs-system-error`
 * event on `document` (dispatched on `authorizationFail`) opens it as a cleaned error, an unhandled connection
 * failure of the data layer opens it as a network error. While open, focus stays on its two buttons (Tab wraps)
 * and Escape clears it; clearing returns focus where it was. 'Reload Page' emits the cancelable `sqs-reload` and
 * reloads unless a listener prevents it.
 */
export function useSystemError(host: SystemErrorHost, open: boolean, kind: SystemErrorKind): SystemErrorBindings {
  const t = useMessages(host);
  const id = useId();
  const reload = useRef<HTMLButtonElement | null>(null);
  const clear = useRef<HTMLButtonElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const doc = host.ownerDocument;
    const win = doc.defaultView ?? window;
    const show = (what: SystemErrorKind): void => {
      host.kind = what;
      host.open = true;
    };
    const onSystemError = (event: Event): void => show((event as CustomEvent<{ kind?: unknown } | null>).detail?.kind === 'network' ? 'network' : 'error');
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
    if (!open) return;
    // APG alert dialog: focus moves into it and returns where it was when it closes.
    const active = activeElement(host.ownerDocument);
    if (active && !host.shadowRoot?.contains(active)) returnTo.current = active;
    reload.current?.focus();
  }, [host, open]);

  const close = (): void => {
    host.open = false;
    emit(host, 'sqs-clear', {});
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move to the other one, so focus never leaves the overlay.
      event.preventDefault();
      const other = host.shadowRoot?.activeElement === reload.current ? clear.current : reload.current;
      other?.focus();
    }
  };

  const titleId = `title${id}`;
  const messageId = `message${id}`;
  return {
    dialogProps: {
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': titleId,
      'aria-describedby': kind === 'network' ? messageId : undefined,
      onKeyDown,
    },
    title: { id: titleId, text: kind === 'network' ? t('system-error.network-title') : t('system-error.title') },
    message: kind === 'network' ? { id: messageId, text: t('system-error.network') } : undefined,
    reloadProps: {
      ref: reload,
      onClick: () => {
        if (emit(host, 'sqs-reload', {}, { cancelable: true })) (host.ownerDocument.defaultView ?? window).location.reload();
      },
      children: t('system-error.reload'),
    },
    clearProps: { ref: clear, onClick: close, children: t('system-error.clear') },
  };
}
