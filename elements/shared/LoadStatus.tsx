import type { ReactNode, Ref } from 'react';
import { useMessages } from './use-messages.js';

const NONE = {};

/** What a list or block loaded from the API is doing: the states `LoadStatus` has something to say about. */
export type LoadState = 'loading' | 'empty' | 'failed' | (string & {});

/**
 * What a list or block loaded from the API shows in place of its items: while loading, 'Loading…' (or `loading`)
 * announced politely; when empty, 'No results found' (spec 001 §8); when failed, `failure` with a Retry button, as
 * an alert. Nothing in any other state, or while loading when `loading` is false (items already shown stay).
 */
export function LoadStatus({
  host,
  state,
  loading,
  failure,
  onRetry,
  retryRef,
}: {
  host: Element;
  state: LoadState;
  /** What to show while loading; by default 'Loading…'; false while earlier items stay on show. */
  loading?: ReactNode;
  /** The failure's message. */
  failure: ReactNode;
  onRetry: () => void;
  /** The Retry button, for an element that moves focus to it. */
  retryRef?: Ref<HTMLButtonElement>;
}): ReactNode {
  const t = useMessages(host, NONE);
  if (state === 'loading')
    return loading === false ? null : (
      <div part="loading" role="status">
        {loading ?? t('common.loading')}
      </div>
    );
  if (state === 'empty')
    return (
      <p part="empty" role="status">
        {t('common.no-results')}
      </p>
    );
  if (state !== 'failed') return null;
  return (
    <div part="error" role="alert">
      <p part="error-text">{failure}</p>
      <button type="button" part="retry" ref={retryRef} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
