import { getSiteContext, type SiteContext } from '../../runtime/context.js';

/** The property that marks the host stand-in a server render gives a component (`sqs-elements/ssr`). */
export const SERVER_HOST = 'serverRendered';

/**
 * Returns true when the component renders on a server (its host is the server render's stand-in): it then renders
 * the markup that works without JavaScript (a native disclosure rather than a scripted button), which the browser
 * replaces on upgrade.
 */
export const rendersOnServer = (host: object): boolean => SERVER_HOST in host;

/** The part of a server render's host stand-in the page's site context is found through. */
interface TreeNode {
  readonly localName: string;
  readonly parentElement: TreeNode | null;
  readonly children: readonly TreeNode[];
  readonly textContent: string;
  getAttribute(name: string): string | null;
}

const pageContexts = new WeakMap<TreeNode, SiteContext>();

/** Returns the first element at or below `node` for which `match` is true. */
const findBelow = (node: TreeNode, match: (n: TreeNode) => boolean): TreeNode | undefined =>
  match(node) ? node : node.children.reduce<TreeNode | undefined>((hit, c) => hit ?? findBelow(c, match), undefined);

/** Returns the JSON object of the page's `#sqs-site-context` script above `host` (a server render's page), or `{}`. */
function pageContextOf(host: TreeNode): SiteContext {
  let top = host;
  while (top.parentElement) top = top.parentElement;
  let context = pageContexts.get(top);
  if (context) return context;
  const script = findBelow(top, (n) => n.localName === 'script' && n.getAttribute('id') === 'sqs-site-context');
  try {
    const value: unknown = JSON.parse(script?.textContent ?? '');
    context = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SiteContext) : {};
  } catch {
    context = {};
  }
  pageContexts.set(top, context);
  return context;
}

/**
 * Returns the site context an element renders with: the runtime's in the browser; on a server, the page's own context
 * script (`#sqs-site-context`), read through the host stand-in, since a server has no document (a context set only in
 * code is not on the page, so a server render does not see it).
 */
export function siteContextOf(host: object): SiteContext {
  return rendersOnServer(host) ? pageContextOf(host as TreeNode) : getSiteContext();
}
