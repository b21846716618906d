import { createElement, Fragment, type ReactNode } from 'react';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import english from './search.en.js';
import { searchElement, type searchAttributes } from './search.element.js';
import { searchStyles } from './search.styles.js';

/**
 * Renders `<sqs-search>` on a server: its field and button, as the browser renders them before anything is typed, in a
 * plain HTML form that goes to the search page (`action`, `?q=…`) without a script. The results preview is the
 * script's (a search field with no popup until then).
 */
function SearchOnServer({
  host,
  label,
  action,
}: AttributeValues<typeof searchAttributes> & { host: HostStandIn }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const name = label || t('search.label');
  return createElement(
    Fragment,
    null,
    createElement(
      'form',
      { part: 'base', role: 'search', method: 'get', action: action || '/search' },
      createElement('input', {
        part: 'input',
        type: 'search',
        name: 'q',
        autoComplete: 'off',
        spellCheck: false,
        'aria-label': name,
        placeholder: name,
      }),
      createElement('button', { part: 'submit', type: 'submit' }, t('search.submit')),
    ),
    createElement('p', { className: 'visually-hidden', role: 'status' }),
  );
}

/**
 * Renders `<sqs-search>` on a server (`sqs-elements/ssr`); the search page's mode, whose query is the page address's,
 * is left to the browser.
 */
export const searchServer = serverElement(
  SearchOnServer,
  searchElement,
  [visuallyHiddenStyles, searchStyles],
  (host) => (host.getAttribute('mode') === 'page' ? "its query is the page address's, read there" : undefined),
);
