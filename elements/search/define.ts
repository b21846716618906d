import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { Search } from './Search.js';
import { searchStyles } from './search.styles.js';
import { searchElement, type SqsSearchElement } from './search.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './search.en.js';

export type { SearchResult, SqsSearchElement, SqsSearchEvents } from './search.element.js';

/** Registers `<sqs-search>`. */
class SearchElement
  extends defineElementClass(Search, {
    ...searchElement,
    styles: [visuallyHiddenStyles, searchStyles],
    focusPart: 'input',
  })
  implements SqsSearchElement
{
  /** How results are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(searchElement.tag, SearchElement);
