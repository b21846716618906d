import { token } from '../../styles/tokens.js';

/**
 * Reserves room for the form's heading while the request loads (one line in the heading's type, and the gap under
 * it, which the form's box holds): the room of its loading state and of each message it may show instead. On the
 * reviews request page the autoloader puts the form into the page's root (review-form.page-entry.ts), which keeps
 * that room until it does.
 */
export const reviewFormPreUpgrade = `sqs-review-form:not(:defined),
#sqs-reviews-request-root:empty {
  display: block;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-xl')};
  min-block-size: calc(1lh + var(--sqs-review-form-gap, ${token('space-4')}));
}`;
