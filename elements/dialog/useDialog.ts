import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { emit } from '../shared/emit.js';
import { prefersReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { useModal } from '../shared/hooks/useModal.js';
import type { DialogResult, DialogState, SqsDialogElement } from './dialog.element.js';

/** What the hook reads from the element's attributes. */
export interface DialogOptions {
  open: boolean;
  autoHide: number;
  hideFallback: number;
  keep: boolean;
}

/** What `Dialog.tsx` spreads. */
export interface DialogBindings {
  state: DialogState;
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    'data-state': DialogState;
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
  };
  titleId: string;
  bodyId: string;
  onButton: (result: DialogResult) => () => void;
}

/**
 * Runs a dialog through hidden → shown → hiding → hidden (spec 001 §4). `open` turning true shows it as a modal
 * (`useModal`); turning false starts hiding, which ends when the fade-out transition ends or after `hideFallback` ms,
 * whichever comes first (at once under reduced motion). Once hidden, `sqs-dialog-after-hide` carries the result and
 * the element removes itself unless `keep`. With `autoHide` > 0 a shown dialog hides itself as `confirm`.
 */
export function useDialog(
  host: SqsDialogElement,
  { open, autoHide, hideFallback, keep }: DialogOptions,
): DialogBindings {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<DialogState>(open ? 'shown' : 'hidden');
  const seen = useRef<DialogState>('hidden');

  if (open && state !== 'shown') setState('shown');
  else if (!open && state === 'shown') setState('hiding');

  // Escape reaches a dialog only while it is shown: one fading out leaves the next Escape to what lies below it.
  useModal(dialogRef, state !== 'hidden', () => host.hide('cancel'), state === 'shown');

  useLayoutEffect(() => {
    host.dataset.state = state;
    const previous = seen.current;
    seen.current = state;
    if (state === previous) return;
    if (state === 'shown') emit(host, 'sqs-dialog-show', {});
    else if (state === 'hiding') emit(host, 'sqs-dialog-hide', { result: host.returnValue });
    else if (previous === 'hiding') {
      emit(host, 'sqs-dialog-after-hide', { result: host.returnValue });
      if (!keep) host.remove();
    }
  }, [host, state, keep]);

  useEffect(() => {
    if (state !== 'hiding') return;
    const dialog = dialogRef.current;
    const finish = (): void => setState((now) => (now === 'hiding' ? 'hidden' : now));
    if (!dialog || prefersReducedMotion()) {
      finish();
      return;
    }
    const onEnd = (event: TransitionEvent): void => {
      if (event.target === dialog && event.propertyName === 'opacity') finish();
    };
    // spec 001 §4: the fallback timer ends hiding when no transition does (none declared, or it never ran).
    const timer = setTimeout(finish, hideFallback);
    dialog.addEventListener('transitionend', onEnd);
    return () => {
      clearTimeout(timer);
      dialog.removeEventListener('transitionend', onEnd);
    };
  }, [state, hideFallback]);

  useEffect(() => {
    if (state !== 'shown' || autoHide <= 0) return;
    // spec 001 §4: the information dialog auto-hides and counts as confirm.
    const timer = setTimeout(() => host.hide('confirm'), autoHide);
    return () => clearTimeout(timer);
  }, [host, state, autoHide]);

  return {
    state,
    dialogProps: {
      ref: dialogRef,
      'data-state': state,
      'aria-labelledby': `title${id}`,
      'aria-describedby': `body${id}`,
      tabIndex: -1,
    },
    titleId: `title${id}`,
    bodyId: `body${id}`,
    onButton: (result) => () => host.hide(result),
  };
}
