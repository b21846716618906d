import { createElement as h, Fragment, type ReactNode } from 'react';
import { css } from '../shared/css.js';
import type { AttributeValues } from '../shared/element-types.js';
import { localeOf } from '../shared/messages.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { RelativeTime } from './RelativeTime.js';
import {
  parseDateTime,
  relativeTimeElement,
  type relativeTimeAttributes,
  type SqsRelativeTimeElement,
} from './relative-time.element.js';
import { relativeTimeStyles } from './relative-time.styles.js';
import { relativeSpan, relativeText } from './useRelativeTime.js';

type Props = AttributeValues<typeof relativeTimeAttributes> & { host: HostStandIn };

/** True when the element names no valid moment (a page's script may set it later): its own text shows meanwhile. */
const withoutMoment = (host: HostStandIn): boolean => Number.isNaN(Date.parse(host.getAttribute('datetime') ?? ''));

/**
 * Where scripts run, the words relative to the render's now show in place of the full date: the script words the
 * moment the same way a moment later, so the line keeps its length when it takes over.
 */
const relativeStyles = css`
  [data-relative] {
    display: none;
  }
  @media (scripting: enabled) {
    [data-relative] {
      display: inline;
    }
    [part~='base'] {
      display: none;
    }
  }
`;

/** Renders the moment's full date and time, and its words relative to now for where scripts run. */
function RelativeTimeServer(props: Props): ReactNode {
  const { host, datetime } = props;
  const then = parseDateTime(datetime);
  const time = h(RelativeTime, { ...props, host: host as unknown as SqsRelativeTimeElement });
  if (then === null) return time;
  const words = relativeText(relativeSpan(then, Date.now()), localeOf(host as unknown as Element));
  return h(Fragment, null, time, h('span', { 'data-relative': '' }, words));
}

/**
 * Renders `<sqs-relative-time>` on a server (`sqs-elements/ssr`): its moment's full date and time, which stay true
 * however late the page is read; where scripts run, its words relative to the render's now, which the script keeps
 * up to date.
 */
export const relativeTimeServer = serverElement(
  RelativeTimeServer,
  relativeTimeElement,
  [relativeTimeStyles, relativeStyles],
  (host) => (withoutMoment(host) ? 'it names no moment yet, and shows its own text' : undefined),
  'the full date and time',
);
