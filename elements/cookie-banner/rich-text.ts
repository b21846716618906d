import { createElement, type ReactNode } from 'react';

// The banner text is site-owner HTML (spec 000 §3 cookieBannerText). It is parsed into an inert document and only
// these tags are rebuilt as React elements; anything else is unwrapped to its text, and these are dropped whole.
const KEPT = new Set(['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'sub', 'sup']);
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Returns `href` when it resolves to an http(s), mailto or tel address, else undefined. */
function safeHref(href: string | null, base: string): string | undefined {
  if (!href) return undefined;
  try {
    return SAFE_PROTOCOLS.has(new URL(href, base).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

function convert(nodes: NodeListOf<ChildNode>, base: string, prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${prefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) return;
    const children = convert(element.childNodes, base, `${key}.`);
    if (!KEPT.has(tag)) return void out.push(...children);
    if (tag === 'br') return void out.push(createElement('br', { key }));
    const props: Record<string, unknown> = { key };
    if (tag === 'a') props.href = safeHref(element.getAttribute('href'), base);
    out.push(createElement(tag, props, ...children));
  });
  return out;
}

/** The part of the Trusted Types API the parser needs. */
interface TrustedTypePolicyFactoryLike {
  createPolicy(name: string, rules: { createHTML(input: string): string }): { createHTML(input: string): unknown };
}

/** The Trusted Types policy name a host page's `trusted-types` CSP directive must allow. */
export const TRUSTED_TYPES_POLICY = 'sqs-cookie-banner';

let _policy: { createHTML(input: string): unknown } | null | undefined;

/**
 * Returns `html` as the parser's input: under `require-trusted-types-for 'script'` DOMParser only takes TrustedHTML.
 * The policy passes the text through unchanged because it only ever feeds an inert DOMParser document, from which
 * `convert` rebuilds the allowed tags; it stays private to this module. Returns null when the page's CSP refuses
 * the policy.
 */
function parserInput(html: string): unknown {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  if (!factory) return html;
  if (_policy === undefined) {
    try {
      _policy = factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input });
    } catch {
      console.warn(`<sqs-cookie-banner>: the page's Trusted Types policy refuses "${TRUSTED_TYPES_POLICY}"; the banner text is shown without its formatting.`);
      _policy = null;
    }
  }
  return _policy ? _policy.createHTML(html) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Returns the text of an HTML fragment without a parser: tags removed, common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** Returns the React nodes of an HTML fragment, keeping only text formatting and links with safe addresses. */
export function richText(html: string, base: string = document.baseURI): ReactNode[] {
  const input = parserInput(html);
  if (input === null) return [plainText(html)];
  const doc = new DOMParser().parseFromString(input as string, 'text/html');
  return convert(doc.body.childNodes, base, '');
}
