import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ReviewForm } from './ReviewForm.js';
import { reviewFormStyles } from './review-form.styles.js';
import { reviewFormElement } from './review-form.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './review-form.en.js';

export type { SqsReviewFormElement } from './review-form.element.js';

define(
  reviewFormElement.tag,
  defineElementClass(ReviewForm, { ...reviewFormElement, styles: [visuallyHiddenStyles, reviewFormStyles] }),
);
