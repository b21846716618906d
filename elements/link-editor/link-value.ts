import {
  checkLink,
  checkLoginEmail,
  checkPageUrl,
  EXAMPLE_LINKS,
  linkKind,
  type ValidationKey,
  type ValidationResult,
} from '../../runtime/validation.js';
import type { LinkKind } from './link-editor.element.js';

/** The validation messages the link editor shows (the runtime's catalogue ids). */
export type LinkMessageKey = Extract<
  ValidationKey,
  | 'validation.email'
  | 'validation.email-format'
  | 'validation.link-format'
  | 'validation.page-url'
  | 'validation.link-phone'
  | 'validation.link-too-long'
>;

/** What a field makes: the link, or the message saying what is wrong (the phone's own, or a validation one). */
export type LinkCheck =
  | { ok: true; href: string }
  | { ok: false; key: LinkMessageKey | 'link-editor.phone-format'; values: Record<string, string | number> };

/** The tab and field text an href opens the editor on. */
export interface OpenedLink {
  /** The tab; a path is `page` until the site's pages say otherwise. */
  kind: LinkKind;
  /** The field's text: the address without its scheme for email and phone, else the href. */
  text: string;
}

// The platform serves an uploaded file under /s/ (its file links).
const FILE_PATH = '/s/';
// spec 000 §5 "Link checks" counts digits and plus signs; the field also takes spaces and dashes between them.
const PHONE = /^\+?[\d -]+$/;
// A field's text is read up to this length: longer is never a link the checks accept (the longest, mailto, is 1000).
const MAX_TEXT = 2000;

/** Returns the failed check for `result`, which failed. */
function failed(result: ValidationResult): LinkCheck {
  return result.ok
    ? { ok: false, key: 'validation.link-format', values: EXAMPLE_LINKS }
    : { ok: false, key: result.key as LinkMessageKey, values: result.values };
}

/** Returns the decoded `text`, or `text` itself when it is not valid percent-encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Returns the tab and field text `href` (an attribute value, already safe) opens the editor on. */
export function openLink(href: string): OpenedLink {
  const kind = linkKind(href);
  if (kind === 'mailto') return { kind: 'email', text: decoded(href.slice(7).split('?', 1)[0]!) };
  if (kind === 'tel') return { kind: 'phone', text: decoded(href.slice(4)) };
  if (kind === 'internal') return { kind: href.startsWith(FILE_PATH) ? 'file' : 'page', text: href };
  return { kind: href ? 'url' : 'page', text: href };
}

/**
 * Checks a web address: an http(s) address with a host (spec 000 §5's link check, then the browser's URL parser),
 * or a path of the site from `/` (the page URL check). Nothing else becomes a link: no `javascript:`, `data:`, `//host`
 * or other scheme, whatever its case or the spaces around it.
 */
export function checkWebAddress(text: string): LinkCheck {
  const value = text.slice(0, MAX_TEXT).trim();
  const kind = linkKind(value);
  if (kind === 'internal') {
    const page = checkPageUrl(value.split(/[?#]/, 1)[0]!);
    return page.ok ? { ok: true, href: value } : failed(page);
  }
  if ((kind === 'http' || kind === 'https') && !/\s/.test(value) && checkLink(value).ok) {
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return { ok: true, href: value };
    } catch {
      // not an address: refused below
    }
  }
  return { ok: false, key: 'validation.link-format', values: EXAMPLE_LINKS };
}

/** Checks an email address and returns its `mailto:` link, the address percent-encoded but for its `@`. */
export function checkEmailLink(text: string): LinkCheck {
  const value = text.slice(0, MAX_TEXT).trim();
  const checked = checkLoginEmail(value);
  if (!checked.ok) return failed(checked);
  const href = `mailto:${encodeURIComponent(value).replace('%40', '@')}`;
  const link = checkLink(href);
  return link.ok ? { ok: true, href } : failed(link);
}

/**
 * Checks a phone number — digits, spaces and dashes, with an optional leading `+` — and returns its `tel:` link
 * without the spaces and dashes; the link then follows spec 000 §5 (at least four digits or `+`, under 50 characters).
 */
export function checkPhoneLink(text: string): LinkCheck {
  const value = text.slice(0, MAX_TEXT).trim();
  if (!PHONE.test(value)) return { ok: false, key: 'link-editor.phone-format', values: {} };
  const href = `tel:${value.replace(/[ -]/g, '')}`;
  const link = checkLink(href);
  return link.ok ? { ok: true, href } : failed(link);
}
