import { serverElement } from '../shared/ssr/server-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ReviewForm } from './ReviewForm.js';
import { reviewFormElement } from './review-form.element.js';
import { reviewFormStyles } from './review-form.styles.js';

/**
 * Renders `<sqs-review-form>` on a server (`sqs-elements/ssr`): the form's title and a note that reviewing needs
 * JavaScript, since the review is sent as JSON with the page's crumb (the API has no form-encoded endpoint for it); a
 * review link without a token says it is not valid, as in the browser. The script loads the request and shows the form.
 */
export const reviewFormServer = serverElement(
  ReviewForm,
  reviewFormElement,
  [visuallyHiddenStyles, reviewFormStyles],
  undefined,
  'its title and a note that reviewing needs JavaScript',
);
