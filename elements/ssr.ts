/**
 * Server rendering for Node (`sqs-elements/ssr`, `dist/ssr.js`): an HTML page in, the same page out with each
 * element's shadow root rendered as Declarative Shadow DOM from the components the browser runs. One line per
 * element it renders (each element folder with a `<name>.server.ts`); any other `sqs-*` element renders in the browser as
 * before.
 */
import { addBundledCatalogue } from './shared/messages.js';
import french from './shared/messages/fr.js';
import { renderWith, stylesheetsOf, stylesheetText, type RenderOptions } from './shared/ssr/render-elements.js';
import { renderStreamWith, type HtmlChunks } from './shared/ssr/render-stream.js';
import type { DataRequest } from './shared/ssr/server-data.js';
import { renderWithFetched, requestsOf, type FetchRenderOptions } from './shared/ssr/render-with-data.js';
// Every element folder's `<name>.server.ts`, gathered by the build (scripts/element-folders.mjs).
import { SERVER_ELEMENTS as ELEMENTS } from './server-elements.js';

// The locales bundled with the elements, at once: a render is synchronous, so a page in French renders in French.
addBundledCatalogue('fr', french);

export type { RenderOptions } from './shared/ssr/render-elements.js';
export type { HtmlChunks } from './shared/ssr/render-stream.js';
export type { DataRequest, ServerData } from './shared/ssr/server-data.js';
export type { FetchRenderOptions } from './shared/ssr/render-with-data.js';

/**
 * Returns `html` (a page or a fragment) with every element this entry renders given its shadow root as a
 * `<template shadowrootmode="open">` first child, which links the element's stylesheet from `options.base`
 * (default `/dist/`), or holds it (`options.styles: 'inline'`, see `elementStyleHashes`). Elements it does not render,
 * or whose render fails, are left as they are with one warning.
 */
export function renderElements(html: string, options?: RenderOptions): string {
  return renderWith(ELEMENTS, html, options);
}

/**
 * Renders a page as it arrives (a Node `Readable`, a web `ReadableStream` or any iterable of text or UTF-8 bytes) and
 * yields the rendered text as soon as it is known: the text before an element at once, an element once its end tag
 * has arrived. Put together, the chunks are what `renderElements` returns for the whole page.
 */
export function renderElementsStream(input: string | HtmlChunks, options?: RenderOptions): AsyncGenerator<string> {
  return renderStreamWith(ELEMENTS, input, options);
}

/**
 * Returns the tags this entry renders (each element folder with a `<name>.server.ts`), sorted.
 */
export function renderedTags(): string[] {
  return ELEMENTS.map((element) => element.tag).sort();
}

/**
 * Returns, by tag, what the elements whose markup without a script is their own show then (every tab as a section, a
 * still marquee…): their script replaces it when it takes them over. The others render as their script does.
 */
export function noScriptMarkup(): Record<string, string> {
  return Object.fromEntries(ELEMENTS.flatMap((element) => (element.noScript ? [[element.tag, element.noScript]] : [])));
}

/**
 * Returns the stylesheet files the rendered shadow roots link, by path below `dist/`, with their CSS (the build writes
 * them).
 */
export function elementStylesheets(): Record<string, string> {
  return stylesheetsOf(ELEMENTS);
}

/**
 * Resolves with, by tag, the Content-Security-Policy source of the `<style>` a shadow root rendered with
 * `styles: 'inline'` holds (`'sha256-…'`, from the Web Crypto API Node and edge runtimes share): a page under
 * `style-src 'self'` applies those styles when its `style-src` also lists the sources of the elements it holds, and
 * still refuses any other inline style.
 */
export async function elementStyleHashes(): Promise<Record<string, string>> {
  const sources = await styleHashes(ELEMENTS.map(stylesheetText));
  return Object.fromEntries(ELEMENTS.map((element, i) => [element.tag, sources[i]!]));
}

/**
 * Resolves with the Content-Security-Policy source (`'sha256-…'`) of each style text in `texts`, in order: the
 * `<style>`s of an element's own that a render handed to `options.onStyle`, for the page's `style-src`.
 */
export async function styleHashes(texts: readonly string[]): Promise<string[]> {
  const encoder = new TextEncoder();
  return Promise.all(
    texts.map(async (text) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
}

/**
 * Returns the API requests the elements of `html` make for their content (each once): what `options.data` answers. Give
 * it the page's address (`options.url`) and locale as the render will have them: a blog list filtered by the address
 * requests its filtered posts.
 */
export function elementRequests(html: string, options?: Pick<RenderOptions, 'url' | 'locale'>): DataRequest[] {
  return requestsOf(ELEMENTS, html, options);
}

/**
 * Fetches from `options.origin` the content the elements of `html` request from the API, then resolves with `html`
 * rendered as `renderElements` renders it with that data.
 */
export function renderElementsWithData(html: string, options: FetchRenderOptions): Promise<string> {
  return renderWithFetched(ELEMENTS, html, options);
}
