import { PageType } from '../../runtime/enums.js';
import type { PageEntryDeclaration } from '../page-entry-list.js';

/**
 * The member-area access-denied page's code: on such a page (106), the autoloader puts `<sqs-access-denied>` into the
 * page's root, which offers sign-in (the build collects this entry). The spec names no chunk or root for it; the
 * chunk is the folder's name and the root `#sqs-access-denied-root`.
 */
export const pageEntry: PageEntryDeclaration = {
  pageTypes: [PageType.memberAreaAccessDenied],
  root: '#sqs-access-denied-root',
};
