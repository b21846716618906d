import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { Search } from './Search.js';
import { searchElement } from './search.element.js';
import { searchStyles } from './search.styles.js';

/** Returns why the search is left to the browser: the search page's query is its address's, read there. */
const leftToBrowser = (host: HostStandIn): string | undefined =>
  host.getAttribute('mode') === 'page' ? "its query is the page address's, read there" : undefined;

/**
 * Renders `<sqs-search>` on a server (`sqs-elements/ssr`): its field and button as the browser renders them before
 * anything is typed, in a form that goes to the search page (`action`, `?q=…`) without a script too; the results
 * preview is the script's.
 */
export const searchServer = serverElement(Search, searchElement, [visuallyHiddenStyles, searchStyles], leftToBrowser);
