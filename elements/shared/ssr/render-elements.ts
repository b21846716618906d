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
   * The API's answers to the requests the page's elements make for their content (see `ServerData`): an element
   * given its data renders it and carries it into the page, so the browser does not request it again; one that asks
   * for data it is not given is left to the browser.
   */
  data?: ServerData;
}

/** The part of a parse5 node the render reads. */
interface ParsedNode {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly attrs?: ReadonlyArray<{ name: string; value: string }>;
  readonly childNodes?: readonly ParsedNode[];
  readonly content?: ParsedNode;
  readonly sourceCodeLocation?: { startTag?: { startOffset: number; endOffset: number } };
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
 * Returns `html` (a page or a fragment) with a declarative shadow root (`<template shadowrootmode="open">`) rendered
 * as the first child of each element `elements` knows, from the component the browser renders, with the attributes
 * it would read; the element is marked `data-server-rendered`, which turns its pre-upgrade rules off. The rest of the
 * text is kept byte for byte. An `sqs-*` element it does not know, or whose render fails, is left as it is and named
 * in one console warning.
 */
export function renderWith(
  elements: readonly ServerElement[],
  html: string,
  options: RenderOptions = {},
  report: (message: string) => void = console.warn,
): string {
  const base = options.base ?? '/dist/';
  // Owner and API HTML (a summary's items) is sanitized here as elements: the browser's sanitizer needs a document.
  serverSanitizer.render = sanitizedElements;
  const known = new Map<string, ServerElement>(elements.map((element) => [element.tag, element]));
  const warned = new Set<string>();
  const warn = (tag: string, why: string): void => {
    if (warned.has(tag)) return;
    warned.add(tag);
    report(`<${tag}> is left to render in the browser: ${why}.`);
  };
  const inserts: Array<{ at: number; text: string }> = [];
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
          const root = renderShadowRoot(element, node as ParsedElement, base, options.data);
          // The marker goes at the end of the start tag (`>`, or `/>` as a page may write it), the root right after it.
          const end = html.slice(start.startOffset, start.endOffset).endsWith('/>') ? 2 : 1;
          inserts.push({ at: start.endOffset - end, text: ` ${SERVER_RENDERED}` }, { at: start.endOffset, text: root });
        } catch (error) {
          if (error instanceof LeftToBrowser) warn(tag, error.message);
          else warn(tag, `its server render failed (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    }
    // An inert <template>'s content is not rendered by the browser either.
    for (const child of node.childNodes ?? []) visit(child);
  };
  // The page is parsed as a document even when it is a fragment: only the offsets of start tags are read.
  visit(parse(html, { sourceCodeLocationInfo: true }) as unknown as ParsedNode);
  let out = '';
  let from = 0;
  for (const { at, text } of inserts.sort((a, b) => a.at - b.at)) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return out + html.slice(from);
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
