import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'parse5';
import { attributeName, readAttribute } from '../attributes.js';
import { SERVER_RENDERED } from '../pre-upgrade-sheet.js';
import { hostStandIn, type ParsedElement } from './host-stand-in.js';
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

/** Escapes text for a double-quoted attribute value. */
const attributeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** True when the element already holds a declarative shadow root (a page rendered twice keeps the first). */
const hasDeclaredRoot = (node: ParsedNode): boolean =>
  (node.childNodes ?? []).some(
    (child) => child.tagName === 'template' && child.attrs?.some((a) => a.name === 'shadowrootmode'),
  );

/** Returns an element's stylesheet file below `dist/`: the base sheet and its own, as its shadow root adopts them. */
export const stylesheetPath = (tag: string): string => `styles/elements/${tag.replace(/^sqs-/, '')}.css`;

/**
 * Returns the language an element speaks as the page marks it (the nearest `lang`, `<html lang>` included), or ''. The
 * server renders English messages only; a page in another language (or whose site context names one) is rendered in
 * the browser, where its catalogue loads.
 */
function languageOf(node: ParsedElement): string {
  for (let at: Partial<ParsedElement> | null | undefined = node; at?.attrs; at = at.parentNode) {
    const lang = at.attrs.find((a) => a.name === 'lang')?.value.trim();
    if (lang) return lang;
  }
  return '';
}

/**
 * Returns one element's declarative shadow root, rendered from its component with its typed attributes, followed by
 * the answers it rendered from (see `heldDataScript`); throws `LeftToBrowser` when it asked for data not given.
 */
function renderShadowRoot(element: ServerElement, node: ParsedElement, base: string, data?: ServerData): string {
  const host = hostStandIn(node);
  const session = dataSession(host, data);
  const props: Record<string, unknown> = { host };
  for (const [property, kind] of Object.entries(element.attributes))
    props[property] = readAttribute(host, attributeName(property), kind);
  const markup = renderToStaticMarkup(createElement(element.Component, props));
  checkSession(session);
  // A linked file, not a <style>: a page under `style-src 'self'` applies it, and every root shares one download.
  const link = `<link rel="stylesheet" href="${attributeText(base + stylesheetPath(element.tag))}">`;
  return `<template shadowrootmode="open">${link}${markup}</template>${heldDataScript(session)}`;
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
        const language = languageOf(node as ParsedElement);
        const left =
          language && !/^en(-|$)/i.test(language)
            ? `its language (${language}) has its messages in the browser`
            : element?.leftToBrowser?.(hostStandIn(node as ParsedElement));
        if (!element) warn(tag, 'it has no server render');
        else if (left) warn(tag, left);
        else {
          try {
            const shadowRoot = renderShadowRoot(element, node as ParsedElement, base, options.data);
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
export function stylesheetsOf(elements: readonly ServerElement[], baseSheet: string): Record<string, string> {
  return Object.fromEntries(
    elements.map((element) => [
      stylesheetPath(element.tag),
      [baseSheet, ...element.styles.map((sheet) => sheet.cssText)].join('\n'),
    ]),
  );
}
