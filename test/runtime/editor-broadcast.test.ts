import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { configure, resetConfiguration, type SiteContext } from '../../runtime/context.js';
import {
  EDITOR_BROADCAST_CHANNEL,
  EDITOR_BROADCAST_EVENT,
  EDITOR_EVENTS,
  MAX_EDITOR_BROADCAST_CHARS,
  startEditorBroadcast,
  type EditorBroadcastDetail,
} from '../../runtime/editor-broadcast.js';
import { PermissionRole } from '../../runtime/enums.js';

const ADMIN: Partial<SiteContext> = { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [PermissionRole.admin] };

/** Another tab of the site: a same-origin frame with its own window, document and channels. */
async function tab(): Promise<{ frame: HTMLIFrameElement; doc: Document; opened: string[] }> {
  const frame = document.createElement('iframe');
  frame.title = 'another tab';
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const opened: string[] = [];
  // Counts the channels the relay opens in this tab.
  const Channel = win.BroadcastChannel;
  win.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      opened.push(name);
    }
  };
  return { frame, doc: frame.contentDocument!, opened };
}

/** Collects the `sqs-editor-broadcast` details that reach `doc`. */
function arrivals(doc: Document): EditorBroadcastDetail[] {
  const seen: EditorBroadcastDetail[] = [];
  doc.addEventListener(EDITOR_BROADCAST_EVENT, (event) => seen.push(event.detail));
  return seen;
}

/** A channel of the test's own on the relay's name, with the messages it receives. */
function listener(): { channel: BroadcastChannel; messages: unknown[] } {
  const channel = new BroadcastChannel(EDITOR_BROADCAST_CHANNEL);
  const messages: unknown[] = [];
  channel.onmessage = ({ data }) => messages.push(data);
  return { channel, messages };
}

/** Dispatches `type` (bubbling, composed) from inside a shadow root in `doc`, as an owner tool does. */
function emitFromTool(doc: Document, type: string, detail?: unknown): void {
  const host = doc.createElement('div');
  doc.body.append(host);
  const inner = doc.createElement('span');
  host.attachShadow({ mode: 'open' }).append(inner);
  inner.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  host.remove();
}

describe('the cross-tab broadcast of editor events (spec 000 §9)', () => {
  const stops: Array<() => void> = [];
  const cleanup: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const done of cleanup.splice(0)) done();
    resetConfiguration();
  });
  const open = async () => {
    const t = await tab();
    cleanup.push(() => t.frame.remove());
    return t;
  };
  const listen = () => {
    const l = listener();
    cleanup.push(() => l.channel.close());
    return l;
  };

  it('names one channel, one arrival event and the event each owner tool dispatches once it saved', () => {
    expect(EDITOR_BROADCAST_CHANNEL).to.equal('sqs-editor-events');
    expect(EDITOR_BROADCAST_EVENT).to.equal('sqs-editor-broadcast');
    expect(EDITOR_EVENTS).to.have.members([
      'sqs-code-editor-change',
      'sqs-data-table-save',
      'sqs-file-manager-change',
      'sqs-font-picker-save',
      'sqs-form-builder-save',
      'sqs-tag-editor-change',
      'sqs-time-zone-picker-save',
    ]);
  });

  const notAdmins: Array<[string, Partial<SiteContext>]> = [
    ['a visitor', {}],
    ['an editor', { authenticatedAccount: { id: 'e' }, websiteRoles: [PermissionRole.editor] }],
    ['a viewer', { authenticatedAccount: { id: 'v' }, websiteRoles: [PermissionRole.viewer] }],
    ['admin roles without a signed-in account', { websiteRoles: [PermissionRole.admin] }],
  ];
  for (const [who, context] of notAdmins)
    it(`opens no channel for ${who}`, async () => {
      configure({ context });
      const other = await open();
      stops.push(startEditorBroadcast({ document: other.doc }));
      expect(other.opened).to.deep.equal([]);
      configure({ context: { ...context, ...ADMIN } });
      stops.push(startEditorBroadcast({ document: other.doc }));
      expect(other.opened).to.deep.equal([EDITOR_BROADCAST_CHANNEL]);
    });

  it('relays an owner tool’s change event to the other tab, which re-dispatches it as sqs-editor-broadcast', async () => {
    configure({ context: ADMIN });
    const other = await open();
    stops.push(startEditorBroadcast(), startEditorBroadcast({ document: other.doc }));
    const here = arrivals(document);
    const there = arrivals(other.doc);
    const arrived = oneEvent(other.doc, EDITOR_BROADCAST_EVENT);
    // A handler that stops the event on its way up does not keep it from the other tabs.
    const stopper = (event: Event) => event.stopPropagation();
    document.body.addEventListener('sqs-tag-editor-change', stopper);
    cleanup.push(() => document.body.removeEventListener('sqs-tag-editor-change', stopper));
    emitFromTool(document, 'sqs-tag-editor-change', { tags: ['rye', 'spelt'], saved: true });
    await arrived;
    expect(there).to.deep.equal([{ type: 'sqs-tag-editor-change', detail: { tags: ['rye', 'spelt'], saved: true } }]);
    // And the way back, from the frame's own realm.
    const back = oneEvent(document, EDITOR_BROADCAST_EVENT);
    emitFromTool(other.doc, 'sqs-font-picker-save', { family: 'Serif' });
    await back;
    expect(here).to.deep.equal([{ type: 'sqs-font-picker-save', detail: { family: 'Serif' } }]);
    expect(there, 'a tab does not hear itself').to.have.length(1);
  });

  it('sends a detail that is not JSON data or is over the size limit as null, and only the named events', async () => {
    configure({ context: ADMIN });
    const { messages } = listen();
    stops.push(startEditorBroadcast());
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    emitFromTool(document, 'sqs-something-else-change', { ignored: true });
    emitFromTool(document, 'sqs-form-builder-save', cyclic);
    emitFromTool(document, 'sqs-file-manager-change', { name: 'x'.repeat(MAX_EDITOR_BROADCAST_CHARS) });
    emitFromTool(document, 'sqs-data-table-save', () => {});
    emitFromTool(document, 'sqs-time-zone-picker-save');
    emitFromTool(document, 'sqs-code-editor-change', { at: new Date(0), skip: undefined });
    await waitUntil(() => messages.length === 5, 'the relay sent too few messages');
    expect(messages).to.deep.equal([
      { type: 'sqs-form-builder-save', detail: null },
      { type: 'sqs-file-manager-change', detail: null },
      { type: 'sqs-data-table-save', detail: null },
      { type: 'sqs-time-zone-picker-save', detail: null },
      { type: 'sqs-code-editor-change', detail: { at: '1970-01-01T00:00:00.000Z' } },
    ]);
  });

  it('re-dispatches only well-formed messages of a known type within the size limit', async () => {
    configure({ context: ADMIN });
    const { channel } = listen();
    stops.push(startEditorBroadcast());
    const here = arrivals(document);
    const wrong: unknown[] = [
      'sqs-tag-editor-change',
      null,
      [{ type: 'sqs-tag-editor-change', detail: null }],
      { type: 'sqs-tag-editor-change' },
      { type: 'sqs-tag-editor-change', detail: null, extra: 1 },
      { type: 'sqs-unknown-change', detail: null },
      { type: 42, detail: null },
      { type: 'sqs-tag-editor-change', detail: 'x'.repeat(MAX_EDITOR_BROADCAST_CHARS) },
      { type: 'sqs-tag-editor-change', detail: 10n },
    ];
    for (const message of wrong) channel.postMessage(message);
    const last = oneEvent(document, EDITOR_BROADCAST_EVENT);
    channel.postMessage({ type: 'sqs-time-zone-picker-save', detail: { title: 'New' } });
    await last;
    expect(here).to.deep.equal([{ type: 'sqs-time-zone-picker-save', detail: { title: 'New' } }]);
  });

  it('relays the events a page names in place of the default ones', async () => {
    configure({ context: ADMIN });
    const { messages } = listen();
    stops.push(startEditorBroadcast({ events: ['sqs-pages-change'] }));
    emitFromTool(document, 'sqs-tag-editor-change', {});
    emitFromTool(document, 'sqs-pages-change', { id: 'p1' });
    await waitUntil(() => messages.length === 1, 'nothing was relayed');
    expect(messages).to.deep.equal([{ type: 'sqs-pages-change', detail: { id: 'p1' } }]);
  });

  it('stops listening and closes the channel when stopped', async () => {
    configure({ context: ADMIN });
    const { messages } = listen();
    const stop = startEditorBroadcast();
    stop();
    // A listener left on a closed channel would throw here (InvalidStateError), and a second message would arrive.
    stops.push(startEditorBroadcast());
    emitFromTool(document, 'sqs-tag-editor-change', { href: '/a' });
    await waitUntil(() => messages.length === 1, 'nothing was relayed');
    emitFromTool(document, 'sqs-tag-editor-change', { href: '/b' });
    await waitUntil(() => messages.length === 2, 'the second change was not relayed');
    expect(messages).to.deep.equal([
      { type: 'sqs-tag-editor-change', detail: { href: '/a' } },
      { type: 'sqs-tag-editor-change', detail: { href: '/b' } },
    ]);
  });
});
