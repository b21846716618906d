import { define, defineElementClass } from '../shared/define-element.js';
import { FollowButton } from './FollowButton.js';
import { followButtonStyles } from './follow-button.styles.js';
import { followButtonElement, type SqsFollowButtonElement } from './follow-button.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './follow-button.en.js';

export type { SqsFollowButtonElement } from './follow-button.element.js';

define(
  followButtonElement.tag,
  defineElementClass<typeof followButtonElement.attributes, SqsFollowButtonElement>(FollowButton, {
    ...followButtonElement,
    styles: [followButtonStyles],
  }),
);
