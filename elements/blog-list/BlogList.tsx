import { createElement, type ReactNode, type RefObject } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadStatus } from '../shared/LoadStatus.js';
import type { blogListAttributes, SqsBlogListElement } from './blog-list.element.js';
import { useBlogList, type BlogListBindings, type BlogListItem, type FilterLink } from './useBlogList.js';

/** Renders a post's category or tag links as a labelled list, or nothing when it has none. */
function Links({ part, label, links }: { part: string; label: string; links: FilterLink[] }): ReactNode {
  if (!links.length) return null;
  return (
    <ul part={part} aria-label={label}>
      {links.map(({ name, href }) => (
        <li key={name}>
          <a href={href}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

/** Renders one post: its title link, author and date, excerpt, categories and tags. */
function Post({ item, list }: { item: BlogListItem; list: BlogListBindings }): ReactNode {
  const Heading = `h${list.headingLevel}` as 'h2';
  // <sqs-relative-time> by its tag (its code loads on its own), with the locale's date inside until it renders.
  const date = list.relative ? (
    createElement('sqs-relative-time', { part: 'date', datetime: item.dateTime }, item.dateText)
  ) : (
    <time part="date" dateTime={item.dateTime.slice(0, 10)}>
      {item.dateText}
    </time>
  );
  return (
    <article part="post">
      <Heading part="title">
        <a href={item.href}>{item.title}</a>
      </Heading>
      <p part="meta">
        {item.author ? <span part="author">{list.t('blog-list.by', { author: item.author })}</span> : null}
        {date}
      </p>
      {item.excerpt ? <p part="excerpt">{item.excerpt}</p> : null}
      <Links part="categories" label={list.t('blog-list.categories')} links={item.categories} />
      <Links part="tags" label={list.t('blog-list.tags')} links={item.tags} />
    </article>
  );
}

/** Renders the navigation between pages: Newer, the numbers (the current one `aria-current`), Older. */
function Pagination({ list }: { list: BlogListBindings }): ReactNode {
  const { page, pages, numbers, go, t } = list;
  if (pages < 2) return null;
  return (
    <nav part="pagination" aria-label={t('blog-list.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <button type="button" part="newer" onClick={() => go(page - 1)}>
              {t('blog-list.newer')}
            </button>
          </li>
        ) : null}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                part="page"
                aria-label={t('blog-list.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <button type="button" part="older" onClick={() => go(page + 1)}>
              {t('blog-list.older')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * Renders the list: the filter shown and the link back to all posts, the posts (kept, busy, while another page
 * loads) and the pages, or 'Loading…' before the first posts, 'No results found', or the failure with Retry.
 */
export function BlogList({ host, ...options }: ElementProps<typeof blogListAttributes, SqsBlogListElement>): ReactNode {
  const list = useBlogList(host, options);
  const { state, t } = list;
  const focusRef = list.focusRef as RefObject<HTMLDivElement & HTMLButtonElement>;
  return (
    <div part="base" aria-busy={list.busy}>
      {list.notices.length ? (
        <p part="filter">
          {list.notices.join(' · ')}
          {list.allHref ? (
            <>
              {' '}
              <a part="all" href={list.allHref}>
                {t('blog-list.all')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {list.items.length && state !== 'failed' && state !== 'empty' ? (
        <>
          <div part="list" tabIndex={-1} ref={focusRef}>
            {list.items.map((item) => (
              <Post key={item.key} item={item} list={list} />
            ))}
          </div>
          <Pagination list={list} />
        </>
      ) : null}
      <LoadStatus
        host={host}
        state={state}
        loading={list.items.length ? false : undefined}
        failure={list.errorText}
        onRetry={list.retry}
        retryRef={focusRef}
      />
    </div>
  );
}
