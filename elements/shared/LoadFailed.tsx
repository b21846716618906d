import type { ReactNode } from 'react';
import { useMessages } from './use-messages.js';

const NONE = {};

/**
 * What an element shows where a part of it could not be loaded: 'Unable to load. Try again.' (spec 000 §8, spec 001
 * §8) as a button that loads it again, announced when it appears.
 */
export function LoadFailed({ host, onRetry }: { host: Element; onRetry: () => void }): ReactNode {
  const t = useMessages(host, NONE);
  return (
    <div part="load-failed" role="alert">
      <button type="button" part="retry" onClick={onRetry}>
        {t('common.unable-to-load-try-again')}
      </button>
    </div>
  );
}
