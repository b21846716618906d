import { serverElement } from '../shared/ssr/server-element.js';
import { RelativeTime } from './RelativeTime.js';
import { relativeTimeElement } from './relative-time.element.js';
import { relativeTimeStyles } from './relative-time.styles.js';

/**
 * Renders `<sqs-relative-time>` on a server (`sqs-elements/ssr`): its moment's full date and time, which stay true
 * however late the page is read; the script words it relative to now and keeps those words up to date.
 */
export const relativeTimeServer = serverElement(
  RelativeTime,
  relativeTimeElement,
  [relativeTimeStyles],
  undefined,
  'the full date and time',
);
