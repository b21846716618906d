import { renderWith, type RenderOptions } from './render-elements.js';
import type { DataRequest } from './server-data.js';
import type { ServerElement } from './server-element.js';

/** How `renderElementsWithData` fetches the data it renders with. */
export interface FetchRenderOptions extends Omit<RenderOptions, 'data'> {
  /** The API's origin, which each request's path is resolved against (`https://www.example.com`). */
  origin: string;
  /** The fetch it calls (the global `fetch` by default): given the host's own headers, cookies or cache. */
  fetch?: typeof fetch;
}

/** Returns the text that tells two requests apart: method, path with query and body. */
const requestText = ({ method, path, body }: DataRequest): string => `${method} ${path}\n${body ?? ''}`;

/**
 * Returns the API requests the elements of `html` would make for their content (each once), found by rendering
 * them without data, with the page's address and locale of `options`.
 */
export function requestsOf(
  elements: readonly ServerElement[],
  html: string,
  { url, locale }: Pick<RenderOptions, 'url' | 'locale'> = {},
): DataRequest[] {
  const found = new Map<string, DataRequest>();
  const data = (request: DataRequest): undefined => void found.set(requestText(request), request);
  renderWith(elements, html, { data, url, locale, onWarning: () => {} });
  return [...found.values()];
}

/**
 * Fetches, from `options.origin`, every request the elements of `html` make for their content, then renders `html`
 * with the answers as `renderWith` does. A request that fails, answers an error status or no JSON is not given: its
 * element is left to the browser, with a warning. A path that would leave the origin is not fetched.
 */
export async function renderWithFetched(
  elements: readonly ServerElement[],
  html: string,
  { origin, fetch: send = fetch, ...options }: FetchRenderOptions,
): Promise<string> {
  const answers = new Map<string, unknown>();
  const api = new URL(origin).origin;
  await Promise.all(
    requestsOf(elements, html, options).map(async (request) => {
      const url = new URL(request.path, api);
      if (url.origin !== api) return;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.body !== undefined)
        headers['content-type'] = request.body.startsWith('{')
          ? 'application/json'
          : 'application/x-www-form-urlencoded';
      try {
        const response = await send(url, { method: request.method, headers, body: request.body });
        if (response.ok) answers.set(requestText(request), await response.json());
      } catch {
        // Not given: the element renders (and requests it) in the browser.
      }
    }),
  );
  return renderWith(elements, html, { ...options, data: (request) => answers.get(requestText(request)) });
}
