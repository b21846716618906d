/** What a server render left in an element's shadow root, as its first commit finds it. */
export interface ServerRender {
  /** The server's nodes, out of the shadow root: read them as its content (a form's values, an open disclosure). */
  readonly nodes: DocumentFragment;
  /** The node among them that had focus, if any: the element moves focus to its own counterpart. */
  readonly focused: Element | null;
}

interface Declared {
  readonly root: ShadowRoot;
  readonly nodes: ChildNode[];
  /** Adopts the element's sheets (held back until the server's nodes are out, so those are never restyled). */
  readonly adopt: () => void;
  taken?: ServerRender;
}

/** The elements holding a server-rendered (declarative) shadow root, until their first commit has ended. */
const declared = new WeakMap<Element, Declared>();

/**
 * Keeps the nodes of `host`'s declared shadow root `root` until its first commit, and `adopt`, which gives the root
 * its sheets once they are out.
 */
export function keepServerRender(host: Element, root: ShadowRoot, adopt: () => void): void {
  declared.set(host, { root, nodes: [...root.childNodes], adopt });
}

/** Returns true when `host` has a server render its first commit has yet to take over. */
export const hasServerRender = (host: Element): boolean => declared.has(host);

/**
 * Takes the server's nodes out of `host`'s shadow root (once; the element's own are beside them) and returns them,
 * with the one that had focus, for the rest of the first commit; undefined when there is no server render. Called
 * as soon as the commit has added the element's own nodes (before its layout effects), its layout effects then see
 * and lay out only their own markup, as in a client render: no frame shows the element empty or twice, since nothing
 * paints before the commit ends.
 */
export function serverRender(host: Element): ServerRender | undefined {
  const server = declared.get(host);
  if (!server || server.taken) return server?.taken;
  const { root, nodes, adopt } = server;
  const active = root.activeElement;
  const focused = active && nodes.some((node) => node.contains(active)) ? active : null;
  const fragment = document.createDocumentFragment();
  fragment.append(...nodes.filter((node) => node.parentNode === root));
  adopt();
  server.taken = { nodes: fragment, focused };
  return server.taken;
}

/**
 * Readies `host`'s server render to be hydrated rather than rendered again, and returns true; false when it has none.
 * The stylesheet links or `<style>`s (which no component renders) go and the element's sheets are adopted in the same
 * task, so no frame shows the nodes unstyled; the nodes themselves stay, for React to adopt as its own. The take-over
 * is then over: `serverRender` finds nothing to take out.
 */
export function readyHydration(host: Element): boolean {
  const server = declared.get(host);
  if (!server || server.taken) return false;
  for (const node of server.nodes)
    if ((node instanceof HTMLLinkElement || node instanceof HTMLStyleElement) && node.parentNode === server.root)
      node.remove();
  server.adopt();
  declared.delete(host);
  return true;
}

/** Ends the take-over of `host` once its first commit has ended: its server's nodes are out for good. */
export function endTakeOver(host: Element): void {
  serverRender(host);
  declared.delete(host);
}
