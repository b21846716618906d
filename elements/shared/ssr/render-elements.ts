import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { parse } from 'parse5';
import { attributeName, readAttribute } from '../attributes.js';
import { baseStyles } from '../base.styles.js';
import { chooseLocale, contextLocales, hasCatalogue } from '../messages.js';
import { SERVER_RENDERED } from '../pre-upgrade-sheet.js';
import { SERVER_LOCALE, SERVER_URL } from '../server-render.js';
import type { LocaleFields, LocalePage } from '../../../runtime/page-locale.js';
import { hostStandIn, type ParsedElement } from './host-stand-in.js';
import { SERVER_ON_STYLE } from './instance-style.js';
import { serverSanitizer } from '../SanitizedHtml.js';
import { sanitizedElements } from './sanitized-elements.js';
import { checkSession, dataSession, heldDataScript, LeftToBrowser, type ServerData } from './server-data.js';
import type { ServerElement } from './server-element.js';

/** How `renderElements` renders. */
export interface RenderOptions {
  /**
   * The address of the package's `dist/` folder as the page reaches it, ending in `/` (default `/dist/`): each shadow
   * root links `<base>styles/elements/<name>.css`.
   */
  base?: string;
  /**
   * How each shadow root gets its element's styles (the same CSS either way):
   * - `'link'` (default): a `<link rel="stylesheet">` to the element's file below `base`. A page under
   *   `style-src 'self'` applies it as it is, and every root on the page shares one cached download; the page's first
   *   paint waits for each kind of element's file.
   * - `'inline'`: a `<style>` holding the file's text. The page paints without another request (on a slow network, a
   *   page holding several kinds of element paints sooner), at the price of the CSS in every root's markup. A policy
   *   without `'unsafe-inline'` applies it only when its `style-src` lists the hashes of the page's sheets
   *   (`elementStyleHashes`).
   */
  styles?: 'link' | 'inline';
  /**
   * Receives the text of each `<style>` of an element's own that the render writes: given it, an element whose layout
   * needs numbers of its own (a gallery's gap and proportions, an autorows gallery's rows at each width) holds them in
   * a `<style>` in its shadow root, drawn as its script draws it in every browser; a page under a policy without
   * `'unsafe-inline'` lists their sources (`await styleHashes(texts)`) beside its sheets'. Without it, those numbers
   * are written as attributes that the element's sheet reads where the browser can (typed `attr()`, else the
   * defaults until the script runs), and autorows and autocolumns galleries are drawn as rows at the rows' height
   * and as CSS columns, which their script lays out again.
   */
  onStyle?: (css: string) => void;
  /**
   * Receives the warning naming each element left to render in the browser, once per tag (default `console.warn`); a
   * component's own warnings (a bad attribute value) go to the console, as in the browser.
   */
  onWarning?: (message: string) => void;
  /**
   * The API's answers to the requests the page's elements make for their content (see `ServerData`): an element
   * given its data renders it and carries it into the page, so the browser does not request it again; one that asks
   * for data it is not given is left to the browser.
   */
  data?: ServerData;
  /**
   * The locale of the page the HTML is shown in, when the HTML names none (a fragment without `<html lang>` or a site
   * context): what the browser would read from that page. An element is rendered in the locale the browser picks for
   * it — the nearest `lang`, else the site context's `memberLocale`, then `locale`, then `<html lang>` — then this one,
   * else English; one whose language has no catalogue on the server (only English and French have) is left to the
   * browser, where a catalogue the host registers may give it its messages.
   */
  locale?: string;
  /**
   * The page's address as the visitor asked for it (`https://www.example.com/journal?category=Oak`, or a path with its
   * query): elements that read the address in the browser (a blog list's filter) render what they show there.
   */
  url?: string | URL;
}

/** The part of a parse5 node the render reads. */
export interface ParsedNode {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly attrs?: ReadonlyArray<{ name: string; value: string }>;
  readonly childNodes?: readonly ParsedNode[];
  readonly content?: ParsedNode;
  readonly parentNode?: ParsedNode | null;
  readonly sourceCodeLocation?: { startOffset: number; startTag?: { startOffset: number; endOffset: number } };
}

/** Text to insert into the page at an offset of its source. */
export interface Insert {
  readonly at: number;
  readonly text: string;
}

/** The origin a page address given as a path is read against (only its path and query are read). */
const PAGE_ORIGIN = 'http://server.invalid/';

/** Escapes text for a double-quoted attribute value. */
const attributeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** True when the element already holds a declarative shadow root (a page rendered twice keeps the first). */
const hasDeclaredRoot = (node: ParsedNode): boolean =>
  (node.childNodes ?? []).some(
    (child) => child.tagName === 'template' && child.attrs?.some((a) => a.name === 'shadowrootmode'),
  );

/** Returns an element's stylesheet file below `dist/`: the base sheet and its own, as its shadow root adopts them. */
export const stylesheetPath = (tag: string): string => `styles/elements/${tag.replace(/^sqs-/, '')}.css`;

/** Returns the text of an element's stylesheet file: the base sheet, then its own, as its shadow root adopts them. */
export const stylesheetText = (element: ServerElement): string =>
  [baseStyles.cssText, ...element.styles.map((sheet) => sheet.cssText)].join('\n');

/** Each element's `<style>`, made once per process (the text of an element's sheets never changes). */
const inlineStyles = new WeakMap<ServerElement, string>();

/**
 * Returns what a rendered shadow root starts with to get `element`'s styles (see `RenderOptions.styles`). A `<style>`'s
 * text ends at the first `</style`: none of the project's sheets holds one, and one that did would be refused here
 * (the element left to the browser) rather than end the element early.
 */
function styleMarkup(element: ServerElement, base: string, styles: RenderOptions['styles']): string {
  if (styles !== 'inline') return `<link rel="stylesheet" href="${attributeText(base + stylesheetPath(element.tag))}">`;
  let markup = inlineStyles.get(element);
  if (markup === undefined) {
    const text = stylesheetText(element);
    if (/<\/style/i.test(text)) throw new Error('its stylesheet cannot be inlined (it holds `</style`)');
    inlineStyles.set(element, (markup = `<style>${text}</style>`));
  }
  return markup;
}

/** The site context script's element, as `localeOf` finds it in a document. */
const isSiteContext = (node: ParsedNode): boolean =>
  node.tagName === 'script' &&
  node.attrs!.some((a) => a.name === 'id' && a.value === 'sqs-site-context') &&
  node.attrs!.some((a) => a.name === 'type' && a.value === 'application/json');

/** Returns the first node of `node`'s tree (in document order, templates' content left out) that `test` accepts. */
function findNode(node: ParsedNode, test: (node: ParsedNode) => boolean): ParsedNode | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return undefined;
}

/** What the choice of a locale reads of a parsed page: its site context's locales and its root element. */
interface ParsedLocalePage {
  readonly context: LocaleFields | null;
  readonly page: LocalePage;
}

/** Returns the locale fields and root element of the page `root` (a parsed document) holds, as `localeOf` reads them. */
function localePageOf(root: ParsedNode): ParsedLocalePage {
  const script = findNode(root, isSiteContext);
  const html = root.childNodes?.find((child) => child.tagName === 'html');
  return {
    context: script ? contextLocales(hostStandIn(script as ParsedElement).textContent) : null,
    page: { documentElement: html ? hostStandIn(html as ParsedElement) : null },
  };
}

/** Yields the `lang` attributes of a parsed element and its ancestors below the page's root, nearest first. */
function* parsedLangs(node: ParsedNode): Generator<string | null> {
  for (let at: ParsedNode | null | undefined = node; at?.attrs && at.parentNode?.attrs; at = at.parentNode)
    yield at.attrs.find((a) => a.name === 'lang')?.value ?? null;
}

/** Returns the document node a parsed node is in (the top of its tree). */
function documentOf(node: ParsedNode): ParsedNode {
  let at = node;
  while (at.parentNode) at = at.parentNode;
  return at;
}

/**
 * Returns one element's declarative shadow root, rendered from its component with its typed attributes, followed by
 * the answers it rendered from (see `heldDataScript`); throws `LeftToBrowser` when it asked for data not given.
 */
function renderShadowRoot(
  element: ServerElement,
  node: ParsedElement,
  base: string,
  locale: string,
  { data, url, styles, onStyle }: RenderOptions,
): string {
  const host = hostStandIn(node);
  Object.assign(host, {
    [SERVER_LOCALE]: locale,
    [SERVER_URL]: url === undefined ? undefined : new URL(url, PAGE_ORIGIN),
    [SERVER_ON_STYLE]: onStyle,
  });
  const session = dataSession(host, data);
  const props: Record<string, unknown> = { host };
  for (const [property, kind] of Object.entries(element.attributes))
    props[property] = readAttribute(host, attributeName(property), kind);
  // An element the browser hydrates gets React's text separators (`<!-- -->`), which hydration reads.
  const render = element.hydrate ? renderToString : renderToStaticMarkup;
  const markup = render(createElement(element.Component, props));
  checkSession(session);
  const root = `<template shadowrootmode="open">${styleMarkup(element, base, styles)}${markup}</template>`;
  return root + heldDataScript(session);
}

/**
 * Returns the render of parsed nodes for `elements`: called with a node of a page parsed with its source locations, and
 * `source(from, to)`, the page's text between two offsets, it returns what to insert into the page's text for each
 * element in that node's tree. The elements of the page are found in document order; one call per page, or several on
 * its parts in document order, find the same (and warn once per tag across them).
 */
export function renderer(
  elements: readonly ServerElement[],
  options: RenderOptions = {},
): (root: ParsedNode, source: (from: number, to: number) => string) => Insert[] {
  const base = options.base ?? '/dist/';
  const onWarning = options.onWarning ?? ((message: string) => console.warn(message));
  // Owner and API HTML (a summary's items) is sanitized here as elements: the browser's sanitizer needs a document.
  serverSanitizer.render = sanitizedElements;
  const known = new Map<string, ServerElement>(elements.map((element) => [element.tag, element]));
  const warned = new Set<string>();
  const pages = new WeakMap<ParsedNode, ParsedLocalePage>();
  /** Returns the locale the browser picks for a parsed element (see `chooseLocale`). */
  const localeOf = (node: ParsedNode): string => {
    const root = documentOf(node);
    let page = pages.get(root);
    if (!page) pages.set(root, (page = localePageOf(root)));
    return chooseLocale(parsedLangs(node), page.context, page.page, options.locale);
  };
  const warn = (tag: string, why: string): void => {
    if (warned.has(tag)) return;
    warned.add(tag);
    onWarning(`<${tag}> is left to render in the browser: ${why}.`);
  };
  return (root, source) => {
    const inserts: Insert[] = [];
    const visit = (node: ParsedNode): void => {
      const tag = node.tagName;
      const start = node.sourceCodeLocation?.startTag;
      if (tag?.startsWith('sqs-') && start && !hasDeclaredRoot(node)) {
        const element = known.get(tag);
        const locale = localeOf(node);
        const left = !hasCatalogue(locale)
          ? `its language (${locale}) has no catalogue on the server`
          : element?.leftToBrowser?.(hostStandIn(node as ParsedElement));
        if (!element) warn(tag, 'it has no server render');
        else if (left) warn(tag, left);
        else {
          try {
            const shadowRoot = renderShadowRoot(element, node as ParsedElement, base, locale, options);
            // The marker goes at the end of the start tag (`>`, or `/>` as a page may write it), the root right after.
            const end = source(start.startOffset, start.endOffset).endsWith('/>') ? 2 : 1;
            inserts.push(
              { at: start.endOffset - end, text: ` ${SERVER_RENDERED}` },
              { at: start.endOffset, text: shadowRoot },
            );
          } catch (error) {
            if (error instanceof LeftToBrowser) warn(tag, error.message);
            else warn(tag, `its server render failed (${error instanceof Error ? error.message : String(error)})`);
          }
        }
      }
      // An inert <template>'s content is not rendered by the browser either.
      for (const child of node.childNodes ?? []) visit(child);
    };
    visit(root);
    return inserts;
  };
}

/** Returns `text`, the page's source from its offset `from`, with `inserts` (sorted by offset, all within it) made. */
export function withInserts(text: string, inserts: readonly Insert[], from = 0): string {
  let out = '';
  let at = from;
  for (const insert of inserts) {
    out += text.slice(at - from, insert.at - from) + insert.text;
    at = insert.at;
  }
  return out + text.slice(at - from);
}

/**
 * Returns `html` (a page or a fragment) with a declarative shadow root (`<template shadowrootmode="open">`) rendered
 * as the first child of each element `elements` knows, from the component the browser renders, with the attributes
 * it would read; the element is marked `data-server-rendered`, which turns its pre-upgrade rules off. The rest of the
 * text is kept byte for byte. An `sqs-*` element it does not know, or whose render fails, is left as it is and named
 * in one console warning.
 */
export function renderWith(elements: readonly ServerElement[], html: string, options: RenderOptions = {}): string {
  // The page is parsed as a document even when it is a fragment: only the offsets of start tags are read.
  const page = parse(html, { sourceCodeLocationInfo: true }) as unknown as ParsedNode;
  const inserts = renderer(elements, options)(page, (from, to) => html.slice(from, to));
  return withInserts(
    html,
    inserts.sort((a, b) => a.at - b.at),
  );
}

/** Returns each element's stylesheet file (below `dist/`) with its text: the base sheet, then the element's own. */
export function stylesheetsOf(elements: readonly ServerElement[]): Record<string, string> {
  return Object.fromEntries(elements.map((element) => [stylesheetPath(element.tag), stylesheetText(element)]));
}
