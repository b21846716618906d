/** The element a component renders for, as far as a server render has it: its tag and its attributes. */
export interface HostStandIn {
  readonly localName: string;
  readonly tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * Returns the host a component gets on a server: it answers the attribute reads a render makes (effects, which
 * reach further into the element, never run there). Anything else a render asks of it fails, and the element is
 * left to render in the browser.
 */
export function hostStandIn(tag: string, attributes: ReadonlyMap<string, string>): HostStandIn {
  return {
    localName: tag,
    tagName: tag.toUpperCase(),
    getAttribute: (name) => attributes.get(name.toLowerCase()) ?? null,
    hasAttribute: (name) => attributes.has(name.toLowerCase()),
  };
}
