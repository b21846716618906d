/**
 * The network seam of the runtime: every request goes through a `Transport`, so tests and hosts can swap it.
 */

/** Sends requests: `fetch` for everything, `beacon` for what must leave while the page goes away. */
export interface Transport {
  /** Sends a request and resolves with the response (rejects on network failure). */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Queues a POST that survives the page being unloaded; returns false when it could not be queued. */
  beacon(url: string, body: BodyInit): boolean;
}

/** The browser's own transport: `window.fetch` and `navigator.sendBeacon` (false where there is no beacon). */
export const defaultTransport: Transport = {
  fetch: (input, init) => fetch(input, init),
  beacon(url, body) {
    try {
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
    } catch {
      // Some engines throw (instead of returning false) for bodies over their beacon quota.
      return false;
    }
  },
};

/**
 * Reads and drops the body of a response the caller needs only the status of, and returns the response. An unread
 * body keeps its request open (in the browser's network panel and for anything waiting for the network to go quiet)
 * until the response is collected.
 */
export function withoutBody(response: Response): Response {
  if (!response.bodyUsed) response.arrayBuffer().catch(() => {});
  return response;
}
