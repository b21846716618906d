// Types only (nothing runs): gives a host page's TypeScript the tag and event maps of every element.
import '../registry.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ReviewForm } from './ReviewForm.js';
import { reviewFormStyles } from './review-form.styles.js';
import { reviewFormElement } from './review-form.element.js';

export type { SqsReviewFormElement } from './review-form.element.js';

define(
  reviewFormElement.tag,
  defineElementClass(ReviewForm, { ...reviewFormElement, styles: [visuallyHiddenStyles, reviewFormStyles] }),
);
