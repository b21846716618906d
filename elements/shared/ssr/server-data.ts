import { withParams, type DataLayerMethod, type RequestOptions } from '../../../runtime/data-layer.js';
import { SERVER_DATA, type HeldRequest, type ServerAnswerer } from '../hooks/useRequest.js';
import type { HostStandIn } from './host-stand-in.js';

/** A request an element makes of the API for its content, as a server render gives it to `data`. */
export interface DataRequest {
  method: DataLayerMethod;
  /** The API path with its query, as the data layer sends it below the API base (`/api/blog/…/posts?…`). */
  path: string;
  /** The body a POST sends (form-encoded or JSON text), or undefined. */
  body?: string;
}

/**
 * The API's answers for a server render: a function of the request returning the JSON the API answers (undefined:
 * not given), or an object of those answers by the path with query of each GET.
 */
export type ServerData = ((request: DataRequest) => unknown) | Readonly<Record<string, unknown>>;

/** Raised by a render whose element asked for data it was not given (or that was not usable): left to the browser. */
export class LeftToBrowser extends Error {}

/** What one element's render asked and what it holds: the answers its page then carries. */
export interface DataSession {
  /** The requests it asked that `data` did not answer. */
  readonly missing: DataRequest[];
  /** Why an answer given was not usable (the element's own checks refused it), or ''. */
  refused: string;
  /** The answers it used, by request key: the text of its `<script type="application/json" data-sqs-data>`. */
  readonly held: Record<string, unknown>;
}

/** Returns the body text `options` sends, as the data layer writes it. */
function bodyText({ json, form }: RequestOptions): string | undefined {
  if (json !== undefined) return JSON.stringify(json);
  return form ? new URLSearchParams(form).toString() : undefined;
}

/** Returns the answer `data` gives `request`, or undefined. */
function answerOf(data: ServerData | undefined, request: DataRequest): unknown {
  if (typeof data === 'function') return data(request);
  return data && request.method === 'GET' && Object.hasOwn(data, request.path) ? data[request.path] : undefined;
}

/**
 * Gives `host` (a server render's stand-in) an answerer of its requests from `data`, and returns what the render then
 * asks and holds. An answer is read by the element's own `parse` (the checks its API answers pass in the browser).
 */
export function dataSession(host: HostStandIn, data: ServerData | undefined): DataSession {
  const session: DataSession = { missing: [], refused: '', held: {} };
  const answer: ServerAnswerer = (key, { method, path, options, parse }: HeldRequest) => {
    const request: DataRequest = { method, path: withParams(path, options.params ?? {}) };
    const body = bodyText(options);
    if (body !== undefined) request.body = body;
    const given = answerOf(data, request);
    if (given === undefined) return void session.missing.push(request);
    try {
      const parsed = parse ? parse(given) : given;
      session.held[key] = given;
      return { data: parsed };
    } catch (error) {
      session.refused = `its data for ${method} ${request.path} is not usable (${error instanceof Error ? error.message : String(error)})`;
      return undefined;
    }
  };
  Object.assign(host, { [SERVER_DATA]: answer });
  return session;
}

/**
 * Returns the light-DOM child that carries a rendered element's answers into the page, or '' when it holds none: a
 * JSON script the browser never runs (`script-src` does not apply to it, nor Trusted Types to reading its text), with
 * every `<` escaped so no text in it can end the script or open a comment.
 */
export function heldDataScript(session: DataSession): string {
  if (!Object.keys(session.held).length) return '';
  const json = JSON.stringify(session.held).replace(/</g, '\\u003c');
  return `<script type="application/json" data-sqs-data>${json}</script>`;
}

/**
 * Throws `LeftToBrowser` when the render asked for data it was not given or could not use: its element is then left
 * to render (and request) in the browser rather than sent half-rendered.
 */
export function checkSession(session: DataSession): void {
  if (session.refused) throw new LeftToBrowser(session.refused);
  const [first] = session.missing;
  if (first) throw new LeftToBrowser(`its data (${first.method} ${first.path}) was not given`);
}
