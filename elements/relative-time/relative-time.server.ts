import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { RelativeTime } from './RelativeTime.js';
import { relativeTimeElement } from './relative-time.element.js';
import { relativeTimeStyles } from './relative-time.styles.js';

/** True when the element names no valid moment (a page's script may set it later): its own text shows meanwhile. */
const withoutMoment = (host: HostStandIn): boolean => Number.isNaN(Date.parse(host.getAttribute('datetime') ?? ''));

/**
 * Renders `<sqs-relative-time>` on a server (`sqs-elements/ssr`): its moment's full date and time, which stay true
 * however late the page is read; the script words it relative to now and keeps those words up to date.
 */
export const relativeTimeServer = serverElement(
  RelativeTime,
  relativeTimeElement,
  [relativeTimeStyles],
  (host) => (withoutMoment(host) ? 'it names no moment yet, and shows its own text' : undefined),
  'the full date and time',
);
