/** The property that marks the host stand-in a server render gives a component (`sqs-elements/ssr`). */
export const SERVER_HOST = 'serverRendered';

/**
 * Returns true when the component renders on a server (its host is the server render's stand-in): it then renders
 * the markup that works without JavaScript (a native disclosure rather than a scripted button), which the browser
 * replaces on upgrade.
 */
export const rendersOnServer = (host: object): boolean => SERVER_HOST in host;

/** The property of the host stand-in holding the locale the server render chose for it (see `localeOf`). */
export const SERVER_LOCALE = 'serverLocale';

/** The property of the host stand-in holding the page's address, when the server render was given it. */
export const SERVER_URL = 'serverUrl';

/**
 * Returns the address of the page `host` is on: the document's in the browser; on a server, the one the render was
 * given (`RenderOptions.url`), or null.
 */
export const pageAddress = (host: object): URL | Location | null =>
  rendersOnServer(host) ? ((host as { [SERVER_URL]?: URL })[SERVER_URL] ?? null) : location;
