import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import type { summaryAttributes, SqsSummaryElement } from './summary.element.js';
import { useSummary } from './useSummary.js';

/**
 * Renders the block: the sanitized items (kept, busy, while a change reloads them), the busy indicator before the
 * first items, 'No results found', or 'Unable to load results' with Retry.
 */
export function Summary({ host, ...options }: ElementProps<typeof summaryAttributes, SqsSummaryElement>): ReactNode {
  const { state, html, baseProps, t, retry } = useSummary(host, options);
  return (
    <div part="base" {...baseProps}>
      {html && state !== 'empty' ? <SanitizedHtml part="content" html={html} /> : null}
      {state === 'loading' && !html ? (
        <div part="loading" role="status">
          <span part="loading-bar" aria-hidden="true" />
          <span part="loading-text">{t('summary.loading')}</span>
        </div>
      ) : null}
      {state === 'empty' ? (
        <p part="empty" role="status">
          {t('common.no-results')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div part="error" role="alert">
          <p part="error-text">{t('common.unable-to-load-results')}</p>
          <button type="button" part="retry" onClick={retry}>
            {t('summary.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
