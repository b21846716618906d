import { getSiteContext, type SiteContext } from '../../runtime/context.js';
import { rendersOnServer } from './server-render.js';

// Apart from server-render.ts, which every element loads: this reads the runtime's context, and goes with the few
// elements that read it (rollup.config.mjs KIT_FEW), so the platform chunk does not import the runtime's.

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
