import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { sanitizedFragment } from './sanitize.js';

/** What `SanitizedHtml` renders. */
export interface SanitizedHtmlProps {
  /** Owner-written HTML. */
  html: string;
  /** How much formatting it keeps (default `richText`). */
  profile?: 'richText' | 'inlineText';
  /** The container's `part`. */
  part?: string;
  /** The container's tag (default `div`). */
  as?: 'div' | 'span' | 'p';
  /** The container's id (for `aria-describedby`). */
  id?: string;
}

/**
 * Where there is no document (a server render, `sqs-elements/ssr`, which sets it): renders `html` sanitized as
 * elements, as the browser's sanitizer leaves it.
 */
export const serverSanitizer: { render?: (html: string, profile: 'richText' | 'inlineText') => ReactNode } = {};

/**
 * Puts sanitized `html` into a container as nodes (never an HTML string), replacing what was there; on a server, its
 * sanitized elements as the container's children.
 */
export function SanitizedHtml({
  html,
  part,
  as: Tag = 'div',
  id,
  profile = 'richText',
}: SanitizedHtmlProps): ReactNode {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(sanitizedFragment(html, box.current.ownerDocument, profile));
  }, [html, profile]);
  return html ? (
    <Tag part={part} id={id} ref={box as never}>
      {serverSanitizer.render?.(html, profile)}
    </Tag>
  ) : null;
}
