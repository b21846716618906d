import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { SearchKind, searchAttributes, SqsSearchElement } from './search.element.js';
import { useSearch } from './useSearch.js';

/**
 * Renders the search form (its field and button) and, in preview mode, the results preview below it (the listbox
 * of results by kind, or 'No results found', or 'Unable to load results'), or in page mode the results below it; a
 * status says how many results there are.
 */
export function Search({ host, ...options }: ElementProps<typeof searchAttributes, SqsSearchElement>): ReactNode {
  const {
    page,
    state,
    groups,
    count,
    expanded,
    active,
    preview,
    optionId,
    listboxId,
    formProps,
    inputProps,
    choose,
    t,
  } = useSearch(host, options);
  const kindLabel = (kind: SearchKind) => t(`search.kind-${kind}`);
  const shown = !!preview && (state === 'success' || (state === 'loading' && groups.length > 0));
  const messages = (
    <>
      {state === 'loading' && !shown ? <p part="loading">{t('search.searching')}</p> : null}
      {state === 'empty' ? <p part="empty">{t('common.no-results')}</p> : null}
      {state === 'failed' ? (
        <p part="error" role="alert">
          {t('common.unable-to-load-results')}
        </p>
      ) : null}
    </>
  );
  return (
    <>
      <form part="base" role="search" {...formProps}>
        <input part="input" type="search" name="q" autoComplete="off" spellCheck={false} {...inputProps} />
        <button part="submit" type="submit">
          {t('search.submit')}
        </button>
        {page ? null : (
          <div part="popup" hidden={!expanded} aria-busy={state === 'loading'}>
            <div role="listbox" part="listbox" id={listboxId} aria-label={t('search.results-label')} hidden={!shown}>
              {preview && shown ? (
                <preview.PreviewGroups
                  groups={groups}
                  active={active}
                  listboxId={listboxId}
                  optionId={optionId}
                  kindLabel={kindLabel}
                  choose={choose}
                />
              ) : null}
            </div>
            {messages}
          </div>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {state === 'success' && (page || expanded) ? t('search.count', { count }) : ''}
        {state === 'empty' && (page || expanded) ? t('common.no-results') : ''}
      </p>
      {page ? (
        <div part="page" aria-busy={state === 'loading'}>
          {state === 'success' ? <p part="summary">{t('search.count', { count })}</p> : null}
          {preview && shown ? <preview.ResultGroups groups={groups} kindLabel={kindLabel} /> : null}
          {messages}
        </div>
      ) : null}
    </>
  );
}
