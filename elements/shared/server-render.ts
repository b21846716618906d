import { getSiteContext, type SiteContext } from '../../runtime/context.js';

/** The property that marks the host stand-in a server render gives a component (`sqs-elements/ssr`). */
export const SERVER_HOST = 'serverRendered';

/**
 * Returns true when the component renders on a server (its host is the server render's stand-in): it then renders
 * the markup that works without JavaScript (a native disclosure rather than a scripted button), which the browser
 * replaces on upgrade.
 */
export const rendersOnServer = (host: object): boolean => SERVER_HOST in host;

/** The host stand-in of a server render as `siteContextOf` reads it. */
interface SiteContextHost {
  /** The page's site context, from its context script (`#sqs-site-context`), or `{}`. */
  readonly siteContext: SiteContext;
}

/**
 * Returns the site context an element renders with: the runtime's in the browser; on a server, the page's own context
 * script (`#sqs-site-context`), as the host stand-in reads it, since a server has no document (a context set only in
 * code is not on the page, so a server render does not see it).
 */
export function siteContextOf(host: object): SiteContext {
  return rendersOnServer(host) ? (host as SiteContextHost).siteContext : getSiteContext();
}
