import type { ReactNode } from 'react';
import { useMessages } from './use-messages.js';

const NONE = {};

/**
 * What an element shows where a part of it could not be loaded: 'Unable to load. Try again.' (spec 000 §8, spec 001
 * §8) as a button that loads it again, announced when it appears. An element with a message of its own for the
 * failure ('Unable to load fonts') gives it as `message`, shown before the button, and the button's text as `retry`.
 */
export function LoadFailed({
  host,
  onRetry,
  message,
  retry,
}: {
  host: Element;
  onRetry: () => void;
  message?: string;
  retry?: string;
}): ReactNode {
  const t = useMessages(host, NONE);
  return (
    <div part="load-failed" role="alert">
      {message ? <p part="load-failed-text">{message}</p> : null}
      <button type="button" part="retry" onClick={onRetry}>
        {retry ?? t('common.unable-to-load-try-again')}
      </button>
    </div>
  );
}
