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
   * Owner-written text with formatting and links (the cookie banner's text, a form's submission message and
   * post-submit HTML): text-level and block formatting, lists, headings, links and pictures; no forms, styles,
   * scripts, frames or event handlers.
   */
  richText: {
    ALLOWED_TAGS: [
      'p', 'br', 'hr', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'sub', 'sup', 'small', 'mark', 'code', 'div',
      'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'img', 'figure', 'figcaption',
    ],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'class', 'id'],
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

/** Returns `html` sanitized with `profile` as a fragment of `doc`, with what was removed. */
export function sanitize(html: string, profile: SanitizeProfile, doc: Document = document): Sanitized {
  if (!html) return { fragment: doc.createDocumentFragment(), removed: [] };
  const fragment = DOMPurify.sanitize(html, { ...SANITIZE_PROFILES[profile], RETURN_DOM_FRAGMENT: true });
  const removed = [...DOMPurify.removed] as Sanitized['removed'];
  return { fragment: doc.importNode(fragment, true), removed };
}

/** Returns `html` sanitized as rich text, a fragment of `doc` ready to append. */
export function sanitizedFragment(html: string, doc: Document = document): DocumentFragment {
  return sanitize(html, 'richText', doc).fragment;
}
