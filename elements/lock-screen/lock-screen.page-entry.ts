import { PageType } from '../../runtime/enums.js';
import type { PageEntryDeclaration } from '../page-entry-list.js';

/**
 * The lock screen's code: on a lock screen page (103), the autoloader puts `<sqs-lock-screen>` into the page's root,
 * which unlocks the page's own address (the build collects this entry). The spec names no chunk or root for it; the
 * chunk is the folder's name and the root `#sqs-lock-screen-root`.
 */
export const pageEntry: PageEntryDeclaration = {
  pageTypes: [PageType.lockScreen],
  root: '#sqs-lock-screen-root',
};
