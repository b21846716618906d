/** The property that marks the host stand-in a server render gives a component (`sqs-elements/ssr`). */
export const SERVER_HOST = 'serverRendered';

/**
 * Returns true when the component renders on a server (its host is the server render's stand-in): it then renders
 * the markup that works without JavaScript (a native disclosure rather than a scripted button), which the browser
 * replaces on upgrade.
 */
export const rendersOnServer = (host: object): boolean => SERVER_HOST in host;
