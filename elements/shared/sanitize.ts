/**
 * The one way HTML from a server, block data or an attribute reaches the DOM: DOMPurify (the maintained sanitizer)
 * with a named profile, returning inert nodes to append — never an HTML string for `innerHTML`. DOMPurify parses
 * through its own Trusted Types policy (`dompurify`), which a host page enforcing Trusted Types allows by name.
 */
import DOMPurify, { type Config } from 'dompurify';

// http(s), mailto, tel and relative addresses only (DOMPurify's own default also lets ftp, sms and others through).
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Sanitizer profiles by use. */
export const SANITIZE_PROFILES = {
  /**
   * Owner-written text with formatting, links and pictures (a form's submission message and post-submit HTML):
   * text-level and block formatting, lists, headings, links and images; no forms, styles, scripts, frames or event
   * handlers.
   */
  richText: {
    ALLOWED_TAGS: [
      'p',
      'br',
      'hr',
      'a',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'sub',
      'sup',
      'small',
      'mark',
      'code',
      'div',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'img',
      'figure',
      'figcaption',
      'time',
    ],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'class', 'id', 'datetime'],
    ALLOWED_URI_REGEXP: SAFE_URI,
  },
  /** One paragraph or two of owner-written text (the cookie banner's text): text formatting and links only. */
  inlineText: {
    ALLOWED_TAGS: ['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'sub', 'sup'],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URI,
  },
  /** A video provider's embed code: one `<iframe>` with the player's own attributes, nothing else. */
  providerIframe: {
    ALLOWED_TAGS: ['iframe'],
    ADD_TAGS: ['iframe'],
    ALLOWED_ATTR: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    // Parsed into the body as a whole, so leading content (a script before the iframe) is seen and reported.
    FORCE_BODY: true,
  },
} satisfies Record<string, Config>;

/** A profile's name. */
export type SanitizeProfile = keyof typeof SANITIZE_PROFILES;

/** What sanitizing left and what it took out. */
export interface Sanitized {
  /** The inert nodes, owned by the document they were sanitized for. */
  fragment: DocumentFragment;
  /** What DOMPurify removed (elements and attributes), for callers that refuse hostile input instead of trimming it. */
  removed: ReadonlyArray<{ element?: Node; attribute?: Attr | null; from?: Node }>;
}

/**
 * Keeps a link from handing the page it opens a `window.opener` (reverse tabnabbing): drops `rel="opener"` and gives
 * every link with a `target` `noopener noreferrer`, keeping its other rel tokens.
 */
function severOpener(link: Element): void {
  const rel = new Set(link.getAttribute('rel')?.toLowerCase().split(/\s+/));
  rel.delete('opener');
  rel.delete('');
  if (link.hasAttribute('target')) rel.add('noopener').add('noreferrer');
  if (rel.size) link.setAttribute('rel', [...rel].join(' '));
  else link.removeAttribute('rel');
}

/** Returns `html` sanitized with `profile` as a fragment of `doc`, with what was removed. */
export function sanitize(html: string, profile: SanitizeProfile, doc: Document = document): Sanitized {
  if (!html) return { fragment: doc.createDocumentFragment(), removed: [] };
  try {
    const fragment = DOMPurify.sanitize(html, { ...SANITIZE_PROFILES[profile], RETURN_DOM_FRAGMENT: true });
    const removed = [...DOMPurify.removed] as Sanitized['removed'];
    fragment.querySelectorAll('[rel], [target]').forEach(severOpener);
    return { fragment: doc.importNode(fragment, true), removed };
  } catch {
    // Nothing could be parsed: the page's Trusted Types allow-list refuses DOMPurify's policy.
    return { fragment: doc.createDocumentFragment(), removed: [] };
  }
}

/**
 * Returns `html` sanitized as text with formatting (`richText` or `inlineText`), a fragment of `doc` ready to append.
 * Where the page's Trusted Types allow-list refuses DOMPurify's policy, nothing can be parsed: the text is then shown
 * without its formatting rather than not at all.
 */
export function sanitizedFragment(
  html: string,
  doc: Document = document,
  profile: 'richText' | 'inlineText' = 'richText',
): DocumentFragment {
  const { fragment, removed } = sanitize(html, profile, doc);
  if (fragment.childNodes.length === 0 && removed.length === 0 && html.trim() !== '') fragment.append(plainText(html));
  return fragment;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Returns the text of an HTML fragment without a parser, in one pass: tags dropped, common entities decoded. */
export function plainText(html: string): string {
  let text = '';
  let inTag = false;
  for (const char of html) {
    if (inTag) inTag = char !== '>';
    else if (char === '<') inTag = true;
    else text += char;
  }
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
