import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { relativeTimeAttributes, SqsRelativeTimeElement } from './relative-time.element.js';
import { useRelativeTime } from './useRelativeTime.js';

/**
 * Renders the moment as a `<time>` with its relative words (its own words, slotted, while its language's are on their
 * way), or nothing when there is no valid moment.
 */
export function RelativeTime({
  host,
  ...options
}: ElementProps<typeof relativeTimeAttributes, SqsRelativeTimeElement>): ReactNode {
  const time = useRelativeTime(host, options);
  if (!time) return null;
  return (
    <time part="base" dateTime={time.dateTime} title={time.title}>
      {time.own ? <slot /> : time.text}
    </time>
  );
}
