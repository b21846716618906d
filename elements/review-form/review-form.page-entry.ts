import { PageType } from '../../runtime/enums.js';
import type { PageEntryDeclaration } from '../page-entry-list.js';

/**
 * The reviews request page's code: on reviews request (209), the autoloader puts `<sqs-review-form>` into the page's
 * root (the build collects this entry).
 */
export const pageEntry: PageEntryDeclaration = {
  pageTypes: [PageType.reviewsRequest],
  chunk: 'async-commerce-product-reviews',
  root: '#sqs-reviews-request-root',
  // The review request's token: the root's `data-token` (rendered by the server) or else the page's `?token=`; the
  // element checks its pattern.
  mount: (root, url) => ({ token: root.getAttribute('data-token') ?? url.searchParams.get('token') ?? '' }),
};
