import { createContext, useContext } from 'react';

/** True while elements render on a server to Declarative Shadow DOM (`sqs-elements/ssr`), false in the browser. */
export const ServerRender = createContext(false);

/**
 * Returns true when the component renders on a server: it then renders the markup that works without JavaScript
 * (a native disclosure rather than a scripted button), which the browser replaces on upgrade.
 */
export function useServerRender(): boolean {
  return useContext(ServerRender);
}
