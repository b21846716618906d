import { define, defineElementClass } from '../shared/define-element.js';
import { RelativeTime } from './RelativeTime.js';
import { relativeTimeStyles } from './relative-time.styles.js';
import { relativeTimeElement } from './relative-time.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './relative-time.en.js';

export type { SqsRelativeTimeElement } from './relative-time.element.js';

define(
  relativeTimeElement.tag,
  defineElementClass(RelativeTime, {
    ...relativeTimeElement,
    styles: [relativeTimeStyles],
    // Text only: hundreds on a page (a comment list) mount without React's event listeners.
    reactEvents: false,
  }),
);
