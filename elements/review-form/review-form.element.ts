import type { AttributeKind } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The form of a review request's token (the reference API's): 8 to 64 letters, digits, `-` or `_`. */
export const REVIEW_TOKEN = /^[\w-]{8,64}$/;

/** A review request's token: empty when absent; any other text not of `REVIEW_TOKEN`'s form is invalid. */
function reviewToken(): AttributeKind<string> {
  return {
    default: '',
    type: 'string',
    parse: (text) => (!text ? '' : REVIEW_TOKEN.test(text) ? text : undefined),
    stringify: (value) => (value ? String(value) : null),
  };
}

/** The attributes of `<sqs-review-form>`. */
export const reviewFormAttributes = {
  /**
   * The review request's token (8 to 64 letters, digits, `-` or `_`). On the reviews request page (page type 209)
   * the autoloader sets it from the root's `data-token`, else from the page's `?token=`.
   */
  token: reviewToken(),
};

/**
 * The product review form of a review request (spec 000 §2, the reviews request page): it loads the request named by
 * `token` and shows the form ('Rate your purchase': five stars that are a native radio group, 'Describe your
 * experience', 'Submit'), or that the request has expired or was already reviewed. A review sent without a rating
 * says 'Please select a star rating'; a sent review shows the thanks; a failed one says 'Something went wrong' and
 * keeps the rating and text. The host's `data-state` is `loading`, `form`, `thanks`, `expired`, `reviewed`,
 * `invalid` (no such request, or a malformed token) or `unavailable` (the request could not be loaded).
 *
 * @summary The product review form of a review request: a star rating, a text and the request's states.
 * @tag sqs-review-form
 *
 * @csspart base - The wrapper of every state; carries `data-state` too.
 * @csspart heading - The heading of the state shown (the product's name on the form).
 * @csspart message - The text of a state.
 * @csspart form - The review form.
 * @csspart rating - The star rating's group (a fieldset).
 * @csspart star - One star's label; `data-filled` when at or below the rating chosen.
 * @csspart text - The review's text area.
 * @csspart submit - The submit button.
 * @csspart error - The rating's or the submission's error.
 *
 * @cssproperty --sqs-review-form-gap - The space between the form's parts.
 * @cssproperty --sqs-review-form-star-size - The size of a star.
 * @cssproperty --sqs-review-form-star-color - The colour of a chosen star.
 * @cssproperty --sqs-review-form-star-empty-color - The colour of a star not chosen.
 * @cssproperty --sqs-review-form-error-color - The colour of the error texts.
 */
export type SqsReviewFormElement = ElementOf<typeof reviewFormAttributes>;

/** The contract of `<sqs-review-form>`. */
export const reviewFormElement = defineContract('sqs-review-form', reviewFormAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-review-form': SqsReviewFormElement;
  }
}
