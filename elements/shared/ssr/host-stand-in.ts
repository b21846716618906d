import type { SiteContext } from '../../../runtime/context.js';
import { SERVER_HOST } from '../server-render.js';

/** An element as the HTML parser gives it: its tag, attributes, parent and children. */
export interface ParsedElement {
  readonly tagName: string;
  /** A text node's text (parse5's `#text` nodes). */
  readonly value?: string;
  readonly attrs: ReadonlyArray<{ name: string; value: string }>;
  readonly parentNode?: Partial<ParsedElement> | null;
  readonly childNodes?: ReadonlyArray<Partial<ParsedElement>>;
}

/** The element a component renders for, as far as a server render has it: its tag, attributes, parent and children. */
export interface HostStandIn {
  /** Marks the stand-in (`rendersOnServer`). */
  readonly [SERVER_HOST]: true;
  readonly localName: string;
  readonly tagName: string;
  readonly parentElement: HostStandIn | null;
  readonly children: HostStandIn[];
  /** The address relative ones resolve against: none is known, so an http one (the schemes `safeUrl` checks alike). */
  readonly baseURI: string;
  /** The text of its descendants, as the page wrote it. */
  readonly textContent: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  /** The page's site context: the JSON object of its `#sqs-site-context` script, or `{}` (see `siteContextOf`). */
  readonly siteContext: SiteContext;
}

const standIns = new WeakMap<ParsedElement, HostStandIn>();
const pageContexts = new WeakMap<Partial<ParsedElement>, SiteContext>();

const isElement = (node: Partial<ParsedElement> | null | undefined): node is ParsedElement =>
  typeof node?.tagName === 'string' && Array.isArray(node.attrs);

/** Returns a parsed element's attribute named `name` (any case), or undefined: a few to look through, no map to build. */
const attributeOf = (node: ParsedElement, name: string): { name: string; value: string } | undefined => {
  const lower = name.toLowerCase();
  return node.attrs.find((a) => a.name === lower);
};

/** Returns the text of a parsed node's descendant text nodes, in order. */
const textOf = (node: Partial<ParsedElement>): string =>
  (node.childNodes ?? []).map((child) => (typeof child.value === 'string' ? child.value : textOf(child))).join('');

/** Returns the first element at or below `node` that is the page's site context script, or undefined. */
const contextScript = (node: Partial<ParsedElement>): Partial<ParsedElement> | undefined =>
  node.tagName === 'script' && node.attrs?.some((a) => a.name === 'id' && a.value === 'sqs-site-context')
    ? node
    : (node.childNodes ?? []).reduce<Partial<ParsedElement> | undefined>(
        (hit, c) => hit ?? contextScript(c),
        undefined,
      );

/** Returns the site context of the page `node` is in: its context script's JSON object (read once a page), or `{}`. */
function pageContextOf(node: Partial<ParsedElement>): SiteContext {
  let top = node;
  while (top.parentNode) top = top.parentNode;
  let context = pageContexts.get(top);
  if (context) return context;
  try {
    const value: unknown = JSON.parse(textOf(contextScript(top) ?? {}));
    context = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SiteContext) : {};
  } catch {
    context = {};
  }
  pageContexts.set(top, context);
  return context;
}

/**
 * The stand-in of one parsed element. Its readers live on the prototype and it keeps the one node (a render stands in
 * every element a walk of the page passes); the page does not change while it renders, so its children and text are
 * read once.
 */
class ParsedHost implements HostStandIn {
  declare readonly [SERVER_HOST]: true;
  declare readonly baseURI: string;
  readonly localName: string;
  private _children: HostStandIn[] | undefined;
  private _text: string | undefined;

  constructor(private readonly _node: ParsedElement) {
    this.localName = _node.tagName;
  }

  get tagName(): string {
    return this.localName.toUpperCase();
  }

  get parentElement(): HostStandIn | null {
    return isElement(this._node.parentNode) ? hostStandIn(this._node.parentNode) : null;
  }

  get children(): HostStandIn[] {
    this._children ??= (this._node.childNodes ?? []).filter(isElement).map(hostStandIn);
    // A copy, as the DOM's own collection cannot be changed through its reader.
    return [...this._children];
  }

  get textContent(): string {
    return (this._text ??= textOf(this._node));
  }

  getAttribute(name: string): string | null {
    return attributeOf(this._node, name)?.value ?? null;
  }

  hasAttribute(name: string): boolean {
    return attributeOf(this._node, name) !== undefined;
  }

  get siteContext(): SiteContext {
    return pageContextOf(this._node);
  }
}
Object.defineProperties(ParsedHost.prototype, {
  [SERVER_HOST]: { value: true },
  baseURI: { value: 'http://server.invalid/' },
});

/**
 * Returns the host a component gets on a server (one per parsed element, so identity holds): it answers the reads a
 * render makes of tags, attributes, parent, children and text (effects, which reach further into the element, never run
 * there). Anything else a render asks of it fails, and the element is left to render in the browser.
 */
export function hostStandIn(node: ParsedElement): HostStandIn {
  let standIn = standIns.get(node);
  if (!standIn) {
    standIn = new ParsedHost(node);
    standIns.set(node, standIn);
  }
  return standIn;
}
