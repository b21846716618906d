import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { rendersOnServer } from '../shared/server-render.js';
import { LoadStatus } from '../shared/LoadStatus.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import type { summaryAttributes, SqsSummaryElement } from './summary.element.js';
import { useSummary } from './useSummary.js';

/**
 * Renders the block: the carousel's header (its text, Previous and Next), the sanitized items (kept, busy, while a change reloads them), the busy indicator before the
 * first items, 'No results found', or why it could not load ('Unable to load results', 'Unable to load collections',
 * 'Unable to connect. Please try again', 'Network error', 'Something went wrong') with Retry.
 */
export function Summary(props: SummaryProps): ReactNode {
  // A server has no media queries: its markup moves as by default until the browser renders.
  return rendersOnServer(props.host) ? <SummaryView {...props} reducedMotion={false} /> : <BrowserSummary {...props} />;
}

type SummaryProps = ElementProps<typeof summaryAttributes, SqsSummaryElement>;

/** Renders the block with the visitor's motion preference. */
function BrowserSummary(props: SummaryProps): ReactNode {
  return <SummaryView {...props} reducedMotion={useReducedMotion()} />;
}

/** Renders the block as `Summary` says. */
function SummaryView({ host, reducedMotion, ...options }: SummaryProps & { reducedMotion: boolean }): ReactNode {
  const { state, html, baseProps, headerText, scroll, t, retry, failure } = useSummary(host, options, reducedMotion);
  return (
    <div part="base" {...baseProps}>
      {baseProps['data-design'] === 'carousel' && state === 'success' ? (
        <div part="header">
          {headerText ? <h2 part="heading">{headerText}</h2> : null}
          <button type="button" part="previous" aria-label={t('summary.previous')} onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" part="next" aria-label={t('summary.next')} onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {html && state !== 'empty' ? <SanitizedHtml part="content" html={html} /> : null}
      <LoadStatus
        host={host}
        state={state}
        loading={
          !html && (
            <>
              <span part="loading-bar" aria-hidden="true" />
              <span part="loading-text">{t('common.loading')}</span>
            </>
          )
        }
        failure={t(failure)}
        onRetry={retry}
      />
    </div>
  );
}
