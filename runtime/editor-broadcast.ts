/**
 * The cross-tab broadcast of editor events (spec 000 §9: "Admin access permission enables cross-tab broadcast of
 * editor events"): in a page of a signed-in admin, the owner tools' change events that reach the document are posted
 * on one `BroadcastChannel`, and every other tab of the site with the same relay re-dispatches them on its document as
 * `sqs-editor-broadcast`, so an open editor, list or preview can refresh. Nobody else opens the channel. The start-up
 * loads this entry only for an admin account.
 */
import { getSiteContext, siteAdmin } from './context.js';
import { registerInitializer } from './lifecycle.js';

/** The name of the channel every tab of the site shares (one per origin, as every `BroadcastChannel` is). */
export const EDITOR_BROADCAST_CHANNEL = 'sqs-editor-events';

/** The event other tabs re-dispatch a relayed editor event as, on their document. */
export const EDITOR_BROADCAST_EVENT = 'sqs-editor-broadcast';

/**
 * The editor events relayed by default: the event each owner tool dispatches (bubbling and composed) once a change is
 * saved — the code, a dataset, the files, a font, a form, a post's tags or categories, the time zone. An edit not yet
 * saved stays in its tab; the link editor saves nothing (its link goes to the page that asked for it).
 */
export const EDITOR_EVENTS: readonly string[] = [
  'sqs-code-editor-change',
  'sqs-data-table-save',
  'sqs-file-manager-change',
  'sqs-font-picker-save',
  'sqs-form-builder-save',
  'sqs-tag-editor-change',
  'sqs-time-zone-picker-save',
];

/** The longest message, in characters of its JSON, sent or taken from the channel. */
export const MAX_EDITOR_BROADCAST_CHARS = 16_384;

/** The detail of `sqs-editor-broadcast`: the relayed event's name and its detail (JSON data, or null). */
export interface EditorBroadcastDetail {
  /** The name of the event dispatched in the other tab. */
  type: string;
  /** Its detail as JSON data; null when it had none, was not JSON data or was over the size limit. */
  detail: unknown;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sqs-editor-broadcast': CustomEvent<EditorBroadcastDetail>;
  }
}

/** What the relay reads, each with the page's own as the default (tests inject them). */
export interface EditorBroadcastEnv {
  /** The document whose events are relayed and where relayed events arrive; its window's `BroadcastChannel` is used. */
  document?: Document;
  /** The event names relayed (default `EDITOR_EVENTS`); every tab must name the same ones. */
  events?: readonly string[];
}

/** Returns `value` as JSON text when it is JSON data within the size limit, else undefined. */
function json(value: unknown): string | undefined {
  try {
    const text = JSON.stringify(value);
    return text !== undefined && text.length <= MAX_EDITOR_BROADCAST_CHARS ? text : undefined;
  } catch {
    // A cycle or a BigInt: not JSON data.
    return undefined;
  }
}

/** Returns the message as the other tab may take it, or undefined for anything else (the channel is the origin's). */
function valid(data: unknown, events: readonly string[]): EditorBroadcastDetail | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  if (keys.length !== 2 || !keys.includes('type') || !keys.includes('detail')) return undefined;
  const { type, detail } = data as EditorBroadcastDetail;
  if (typeof type !== 'string' || !events.includes(type) || json(data) === undefined) return undefined;
  return { type, detail };
}

/**
 * Starts the relay for a signed-in admin (`siteAdmin`) where `BroadcastChannel` exists: each of `events` reaching the
 * document is posted on `EDITOR_BROADCAST_CHANNEL` as `{ type, detail }` (a detail that is not JSON data or would
 * pass `MAX_EDITOR_BROADCAST_CHARS` goes as null), and each well-formed message of a known type from another tab is
 * dispatched on the document as `sqs-editor-broadcast` ({ type, detail }). Returns the function that closes the
 * channel; for anyone else it opens nothing and returns a no-op.
 */
export function startEditorBroadcast(env: EditorBroadcastEnv = {}): () => void {
  const doc = env.document ?? document;
  const events = env.events ?? EDITOR_EVENTS;
  const Channel = doc.defaultView?.BroadcastChannel;
  if (!siteAdmin(getSiteContext()) || !Channel) return () => {};
  const channel = new Channel(EDITOR_BROADCAST_CHANNEL);
  const relay = (event: Event): void => {
    // Read as a field: an event made in a frame is another realm's CustomEvent.
    const text = json({ type: event.type, detail: (event as Partial<CustomEvent>).detail ?? null });
    // A detail that is not JSON data or too long stays behind; the type still tells the other tabs what changed.
    const detail = text === undefined ? null : ((JSON.parse(text) as Partial<EditorBroadcastDetail>).detail ?? null);
    channel.postMessage({ type: event.type, detail });
  };
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = valid(data, events);
    if (message) doc.dispatchEvent(new CustomEvent<EditorBroadcastDetail>(EDITOR_BROADCAST_EVENT, { detail: message }));
  };
  // Capture at the document: a handler that stops the event on its way up does not keep it from the other tabs.
  for (const type of events) doc.addEventListener(type, relay, true);
  return () => {
    for (const type of events) doc.removeEventListener(type, relay, true);
    channel.close();
  };
}

let _registered = false;

/** Runs `startEditorBroadcast` on every ready of the site (lifecycle.ts), from now on; a second call does nothing. */
export function registerEditorBroadcast(): void {
  if (_registered) return;
  _registered = true;
  registerInitializer(() => startEditorBroadcast());
}
