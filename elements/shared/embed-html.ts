/**
 * An owner's embed code (a video block's or an embed block's `html`) made into one inert iframe: sanitized by the
 * shared sanitizer, with the forms published pages carry taken as the platform takes them — a protocol-relative
 * source is https, line breaks and white space around or inside the iframe are nothing, and a known embed service's
 * wrapper page is replaced by the provider's own page it wraps. What comes out is still only an iframe of an http(s)
 * source; the callers decide which sources they play.
 */
import { sanitize, type Sanitized } from './sanitize.js';

/** Spec 001 §9: the box's height as a percentage of its width when the embed gives no width and height. */
export const EMBED_FALLBACK_ASPECT_RATIO = 56.3;

/**
 * The embed services whose wrapper page carries the provider's page in its `src` query parameter (the platform's
 * embed resolver writes `cdn.embedly.com/widgets/media.html?src=…&url=…` around a provider's player).
 */
const WRAPPER_PAGES: ReadonlyArray<{ host: string; path: string }> = [
  { host: 'cdn.embedly.com', path: '/widgets/media.html' },
];

/** An embed page (spec 001 §3: a rich embed of a provider other than a video player): one sandboxed iframe. */
export interface PageEmbed {
  /** The iframe, sandboxed, ready to be adopted into a document. */
  iframe: HTMLIFrameElement;
  /** Height as a percentage of width, from the embed's width and height, else the fallback. */
  aspectRatio: number;
}

/**
 * What a page may do inside an embed page's frame: run its script, open links in a new window, go full screen. Not
 * same-origin (its origin is opaque, so even an embed of the site's own page cannot reach this one), no top
 * navigation, no forms.
 */
export const PAGE_EMBED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** The parsed-document wrappers DOMPurify reports as removed (and FORCE_BODY's `<remove>` marker). */
const WRAPPERS = new Set(['HTML', 'HEAD', 'BODY', 'REMOVE']);

/**
 * Returns `html` with the fallback text inside each `<iframe>` taken out: published embed code carries a line break
 * (`\n`, `<br/>`) there, which no browser shows and which the sanitizer would take for markup hidden in raw text.
 * Only characters are removed; the result still goes through the sanitizer.
 */
function emptyIframes(html: string): string {
  return html.replace(/(<iframe\b[^>]*>)[\s\S]*?(<\/iframe\s*>)/gi, '$1$2');
}

/**
 * Sanitizes embed html with the provider-iframe profile, its iframes emptied first; what was removed is reported as
 * the sanitizer reports it.
 */
export function sanitizeEmbedHtml(html: string, doc: Document = document): Sanitized {
  return sanitize(emptyIframes(html), 'providerIframe', doc);
}

/** The nodes of a sanitized fragment, without white space between them. */
export const contentOf = (fragment: DocumentFragment): ChildNode[] =>
  [...fragment.childNodes].filter((n) => n.nodeType !== Node.TEXT_NODE || n.textContent!.trim());

/**
 * Whether a part the sanitizer removed is harmless: the document wrapper it parses into, a line break around the
 * embed, or a layout attribute the allow-list drops on purpose (style, class, id …). Any other element, and any
 * event handler, is hostile.
 */
export function isHarmless(removed: Sanitized['removed'][number]): boolean {
  if (removed.element) return WRAPPERS.has(removed.element.nodeName) || removed.element.nodeName === 'BR';
  return !!removed.attribute && !/^on/i.test(removed.attribute.name);
}

/**
 * Returns the one iframe a sanitized fragment holds, with its source made https and unwrapped from a known embed
 * service, or null when it holds more, less, or had hostile parts removed.
 */
export function onlyIframe(fragment: DocumentFragment, removed: Sanitized['removed']): HTMLIFrameElement | null {
  const [node, ...more] = contentOf(fragment);
  if (more.length || !(node instanceof Element) || node.localName !== 'iframe') return null;
  // The removed parts of hostile html (scripts, handlers) make it invalid, not silently trimmed.
  if (removed.some((part) => !isHarmless(part))) return null;
  const iframe = node as HTMLIFrameElement;
  const src = providerSource(iframe.getAttribute('src') ?? '');
  if (src === null) return null;
  iframe.setAttribute('src', src);
  return iframe;
}

/**
 * Returns the address an embed's iframe shows: a protocol-relative one as https, and a known embed service's
 * wrapper page replaced by the provider's page in its `src` parameter (itself https, or protocol-relative). Null for
 * a wrapper page without a provider page of http(s).
 */
export function providerSource(src: string): string | null {
  const address = withHttps(src.trim());
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const wrapper = WRAPPER_PAGES.some((w) => url.hostname === w.host && url.pathname === w.path);
  if (!wrapper) return address;
  const inner = withHttps(url.searchParams.get('src')?.trim() ?? '');
  try {
    return ['https:', 'http:'].includes(new URL(inner).protocol) ? inner : null;
  } catch {
    return null;
  }
}

/** Returns a protocol-relative address (`//host/…`) as https; any other address as it is. */
const withHttps = (address: string): string => (address.startsWith('//') ? `https:${address}` : address);

/** Height as a percentage of width from the iframe's width and height, else the fallback (spec 001 §9). */
export function ratioOf(iframe: Element): number {
  const width = Number(iframe.getAttribute('width'));
  const height = Number(iframe.getAttribute('height'));
  return width > 0 && height > 0 ? (height / width) * 100 : EMBED_FALLBACK_ASPECT_RATIO;
}

/**
 * Sanitizes the embed html of a provider that is not a video player (a map, a slide deck, a form) to one iframe of
 * an https page (or a page of this site), sandboxed, with no permissions; null for anything else.
 */
export function sanitizePageEmbed(html: string, doc: Document = document): PageEmbed | null {
  if (!html.trim()) return null;
  const { fragment, removed } = sanitizeEmbedHtml(html, doc);
  const iframe = onlyIframe(fragment, removed);
  const src = iframe?.getAttribute('src')?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(src, doc.baseURI);
  } catch {
    return null;
  }
  if (!iframe || !src || (url.protocol !== 'https:' && url.origin !== new URL(doc.baseURI).origin)) return null;
  if (url.username || url.password) return null;
  iframe.setAttribute('sandbox', PAGE_EMBED_SANDBOX);
  iframe.removeAttribute('allow');
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  return { iframe, aspectRatio: ratioOf(iframe) };
}

/**
 * Returns the embed code of a block's rendered markup in `host`'s light DOM: the `data-html` the platform keeps on
 * its wrapper (`.sqs-video-wrapper`), else the rendered iframe itself (without its content), else ''. Either is only
 * read here; it reaches the page through the sanitizer like any other embed code.
 */
export function renderedEmbedHtml(host: HTMLElement): string {
  const wrapper = host.querySelector('[data-html]');
  if (wrapper) return wrapper.getAttribute('data-html') ?? '';
  const iframe = host.querySelector('iframe');
  return iframe ? (iframe.cloneNode(false) as Element).outerHTML : '';
}

/** Returns the text of `block[key]` when it is a string, else ''. */
export const blockText = (block: Record<string, unknown>, key: string): string =>
  typeof block[key] === 'string' ? block[key] : '';
