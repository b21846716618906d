import Parser from 'parse5/lib/parser/index.js';
import defaultTreeAdapter from 'parse5/lib/tree-adapters/default.js';
import { renderer, withInserts, type Insert, type ParsedNode, type RenderOptions } from './render-elements.js';
import type { ServerElement } from './server-element.js';

/** A page in chunks, as a stream gives it: text, or UTF-8 bytes (a Node `Readable`, a web `ReadableStream`…). */
export type HtmlChunks =
  AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | ReadableStream<string | Uint8Array>;

/** The parts of parse5's parser a page parsed chunk by chunk reads (the parser its `parse` runs, fed as it arrives). */
interface ChunkParser {
  readonly tokenizer: { write(chunk: string, isLastChunk: boolean): void };
  readonly openElements: { readonly items: readonly ParsedNode[]; readonly stackTop: number };
  readonly activeFormattingElements: { readonly entries: ReadonlyArray<{ readonly element?: ParsedNode }> };
  readonly framesetOk: boolean;
  _bootstrap(document: ParsedNode, fragmentContext: null): void;
  _runParsingLoop(scriptHandler: null): void;
}

/** Returns the text of `input`, chunk by chunk (bytes decoded as UTF-8, a byte-order mark kept as a string keeps it). */
async function* textOf(input: string | HtmlChunks): AsyncGenerator<string> {
  if (typeof input === 'string') {
    yield input;
    return;
  }
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const chunks =
    Symbol.asyncIterator in input || Symbol.iterator in input
      ? (input as AsyncIterable<string | Uint8Array>)
      : readerChunks(input as ReadableStream<string | Uint8Array>);
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Returns the chunks of a web stream that is not async iterable (older runtimes), through its reader. */
async function* readerChunks<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

/** Returns the outermost `sqs-*` element holding `node` (itself included), or undefined when it is outside the page's tree. */
function outermostOf(node: ParsedNode): ParsedNode | undefined {
  let top = node;
  for (let at: ParsedNode | null | undefined = node; at; at = at.parentNode) {
    if (at.nodeName === '#document') return top;
    if (at.tagName?.startsWith('sqs-')) top = at;
  }
  // An inert <template>'s content, which no render visits.
  return undefined;
}

/**
 * Returns whether the parser is done with `node`: it is closed (off the stack of open elements), no formatting element
 * still open holds it (the end tag of one that is misnested moves what it holds), and the page can no longer become a
 * frameset (which drops its body).
 */
function isSettled(parser: ChunkParser, node: ParsedNode): boolean {
  const open = parser.openElements;
  for (let i = 0; i <= open.stackTop; i++) if (open.items[i] === node) return false;
  if (parser.framesetOk) return false;
  const formatting = new Set(parser.activeFormattingElements.entries.map((entry) => entry.element));
  for (let at = node.parentNode; at; at = at.parentNode) if (formatting.has(at)) return false;
  return true;
}

/**
 * Renders the page `input` arrives as, chunk by chunk, and yields its rendered text as soon as it is known: the text
 * before an element streams through at once; an element (with the elements inside it) is rendered once the parser has
 * closed it, its end tag arrived. What it yields, put together, is what `renderWith` returns for the whole text (the
 * same HTML parser, fed in chunks; a render reads its element's own tree and the attributes of its ancestors, both
 * complete by then), save where a second `<html>` or `<body>` tag lends the first an attribute it lacked.
 */
export async function* renderStreamWith(
  elements: readonly ServerElement[],
  input: string | HtmlChunks,
  options: RenderOptions = {},
): AsyncGenerator<string> {
  const render = renderer(elements, options);
  const created: ParsedNode[] = [];
  const treeAdapter = {
    ...defaultTreeAdapter,
    createElement(tagName: string, namespaceURI: string, attrs: unknown[]): ParsedNode {
      const element = defaultTreeAdapter.createElement(tagName, namespaceURI, attrs) as ParsedNode;
      if (tagName.startsWith('sqs-')) created.push(element);
      return element;
    },
  };
  const parser = new Parser({ sourceCodeLocationInfo: true, treeAdapter }) as unknown as ChunkParser;
  parser._bootstrap(treeAdapter.createDocument() as ParsedNode, null);
  // The source not sent yet, from the page's offset `sent`; the outermost elements not rendered yet, in page order;
  // what the rendered ones insert into it.
  let text = '';
  let sent = 0;
  const waiting: ParsedNode[] = [];
  const known = new Set<ParsedNode>();
  let inserts: Insert[] = [];
  // A start tag may have begun in text already sent: its end (`>` or `/>`), what the render reads of it, has not.
  const source = (from: number, to: number): string => text.slice(Math.max(0, from - sent), to - sent);

  /** Returns the rendered text that is known now, up to the end of the page once `last`. */
  const take = (last: boolean): string => {
    for (const node of created.splice(0)) {
      const top = outermostOf(node);
      if (!top || known.has(top)) continue;
      known.add(top);
      waiting.push(top);
    }
    while (waiting[0] && (last || isSettled(parser, waiting[0]))) inserts.push(...render(waiting.shift()!, source));
    const end = sent + text.length;
    // A start tag ending in the next chunk may end with the last character here (`/`, then `>`): it waits too.
    const next = waiting[0]?.sourceCodeLocation?.startOffset ?? end;
    const upTo = last ? end : Math.max(sent, Math.min(next, end - 1));
    const ready = inserts.filter((insert) => insert.at < upTo).sort((a, b) => a.at - b.at);
    inserts = inserts.filter((insert) => insert.at >= upTo);
    const out = withInserts(text.slice(0, upTo - sent), ready, sent);
    text = text.slice(upTo - sent);
    sent = upTo;
    return out;
  };

  for await (const chunk of textOf(input)) {
    text += chunk;
    parser.tokenizer.write(chunk, false);
    parser._runParsingLoop(null);
    const out = take(false);
    if (out) yield out;
  }
  parser.tokenizer.write('', true);
  parser._runParsingLoop(null);
  const out = take(true);
  if (out) yield out;
}
