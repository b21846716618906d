import { SERVER_HOST } from '../server-render.js';

/** An element as the HTML parser gives it: its tag, attributes, parent and children. */
export interface ParsedElement {
  readonly tagName: string;
  readonly attrs: ReadonlyArray<{ name: string; value: string }>;
  readonly parentNode?: Partial<ParsedElement> | null;
  readonly childNodes?: ReadonlyArray<Partial<ParsedElement>>;
  /** A text node's text. */
  readonly value?: string;
}

/** The element a component renders for, as far as a server render has it: its tag, attributes, parent and children. */
export interface HostStandIn {
  /** Marks the stand-in (`rendersOnServer`). */
  readonly [SERVER_HOST]: true;
  readonly localName: string;
  readonly tagName: string;
  readonly parentElement: HostStandIn | null;
  readonly children: HostStandIn[];
  /** The text of its descendant text nodes, in order (a child JSON script's text). */
  readonly textContent: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

const standIns = new WeakMap<ParsedElement, HostStandIn>();

const isElement = (node: Partial<ParsedElement> | null | undefined): node is ParsedElement =>
  typeof node?.tagName === 'string' && Array.isArray(node.attrs);

/** Returns the text of `node`'s descendant text nodes, in order, as `Node.textContent` does. */
const textOf = (node: Partial<ParsedElement>): string =>
  (node.childNodes ?? []).map((child) => (typeof child.value === 'string' ? child.value : textOf(child))).join('');

/**
 * Returns the host a component gets on a server (one per parsed element, so identity holds): it answers the reads a
 * render makes of tags, attributes, parent, children and text (effects, which reach further into the element, never run
 * there). Anything else a render asks of it fails, and the element is left to render in the browser.
 */
export function hostStandIn(node: ParsedElement): HostStandIn {
  let standIn = standIns.get(node);
  if (standIn) return standIn;
  const attributes = new Map(node.attrs.map((a) => [a.name, a.value]));
  standIn = {
    [SERVER_HOST]: true,
    localName: node.tagName,
    tagName: node.tagName.toUpperCase(),
    get parentElement() {
      return isElement(node.parentNode) ? hostStandIn(node.parentNode) : null;
    },
    get children() {
      return (node.childNodes ?? []).filter(isElement).map(hostStandIn);
    },
    get textContent() {
      return textOf(node);
    },
    getAttribute: (name) => attributes.get(name.toLowerCase()) ?? null,
    hasAttribute: (name) => attributes.has(name.toLowerCase()),
  };
  standIns.set(node, standIn);
  return standIn;
}
