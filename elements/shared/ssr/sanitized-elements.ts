import { createElement, type ReactNode } from 'react';
import { parseFragment } from 'parse5';
import { SANITIZE_PROFILES } from '../sanitize.js';

/** The part of a parse5 node the sanitizer reads. */
interface HtmlNode {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly value?: string;
  readonly attrs?: ReadonlyArray<{ name: string; value: string }>;
  readonly childNodes?: readonly HtmlNode[];
}

// Elements whose content goes with them, as DOMPurify drops it (any other element not allowed leaves its content).
const DROPPED_WITH_CONTENT = new Set(
  'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript plaintext script style svg template thead title video xmp'.split(
    ' ',
  ),
);
const VOID = new Set(['br', 'hr', 'img']);
const URL_ATTRIBUTES = new Set(['href', 'src']);
// The characters DOMPurify strips from an address before checking its scheme (`java\tscript:` is `javascript:`).
// eslint-disable-next-line no-control-regex -- the control characters are the point
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
// React's names of the allowed attributes that differ from HTML's.
const PROPERTY: Readonly<Record<string, string>> = { class: 'className', datetime: 'dateTime' };

/** Returns the rel of a link as `sanitize` leaves it: no `opener`, and `noopener noreferrer` with a target. */
function severedRel(rel: string | undefined, hasTarget: boolean): string | undefined {
  const tokens = new Set(rel?.toLowerCase().split(/\s+/));
  tokens.delete('opener');
  tokens.delete('');
  if (hasTarget) tokens.add('noopener').add('noreferrer');
  return tokens.size ? [...tokens].join(' ') : undefined;
}

/**
 * Returns `html` sanitized with `profile` as React elements, where there is no document (a server render): the
 * profile's tags, attributes and address schemes as `sanitize` keeps them in the browser, an element not allowed
 * dropped with its content where DOMPurify drops it and replaced by its content elsewhere, comments dropped. Text
 * and attribute values are React's to escape: no HTML string is written.
 */
export function sanitizedElements(html: string, profile: keyof typeof SANITIZE_PROFILES = 'richText'): ReactNode {
  const { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP } = SANITIZE_PROFILES[profile];
  const tags = new Set<string>(ALLOWED_TAGS);
  const attributes = new Set<string>(ALLOWED_ATTR);
  let key = 0;
  const convert = (node: HtmlNode): ReactNode => {
    if (node.nodeName === '#text') return node.value;
    const tag = node.tagName;
    if (!tag || DROPPED_WITH_CONTENT.has(tag)) return null;
    const children = (node.childNodes ?? []).map(convert);
    if (!tags.has(tag)) return children;
    const props: Record<string, string | number> = { key: key++ };
    for (const { name, value } of node.attrs ?? []) {
      if (!attributes.has(name)) continue;
      if (URL_ATTRIBUTES.has(name) && !ALLOWED_URI_REGEXP.test(value.replace(IGNORED_IN_URLS, ''))) continue;
      props[PROPERTY[name] ?? name] = value;
    }
    if (tag === 'a' || 'rel' in props || 'target' in props) {
      const rel = severedRel(props.rel as string | undefined, 'target' in props);
      if (rel) props.rel = rel;
      else delete props.rel;
    }
    return createElement(tag, props, ...(VOID.has(tag) ? [] : children));
  };
  return (parseFragment(html) as unknown as HtmlNode).childNodes?.map(convert) ?? null;
}
