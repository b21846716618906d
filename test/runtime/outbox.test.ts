import { expect, waitUntil } from '@open-wc/testing';
import { clear, createStore, set, type UseStore } from 'idb-keyval';
import {
  backoffDelay,
  createOutbox,
  LOAD_WAIT,
  MAX_AGE,
  MAX_FAILURES,
  MAX_ITEMS,
  MAX_REJECTIONS,
  type Outbox,
  type OutboxEvents,
} from '../../runtime/outbox.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import type { Transport } from '../../runtime/transport.js';
import { captureWarnings } from '../support/helpers.js';
import { inspect, manualTimers, recordingTransport } from './fakes.js';

const FORM = 'application/x-www-form-urlencoded';

/** Page events the test fires by hand. */
function pageEvents(): OutboxEvents & { hide(): void; show(): void; online(): void } {
  let state: DocumentVisibilityState = 'visible';
  const doc = Object.defineProperty(new EventTarget(), 'visibilityState', {
    get: () => state,
  }) as OutboxEvents['document'];
  const win = new EventTarget();
  return {
    window: win,
    document: doc,
    hide() {
      state = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      state = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    online: () => win.dispatchEvent(new Event('online')),
  };
}

/** A transport to the reference API that can be taken offline or made to lose responses. */
function serverTransport() {
  const state = { offline: false, loseResponse: (_n: number) => false, sent: 0 };
  const transport: Transport & typeof state = Object.assign(state, {
    async fetch(input: string, init?: RequestInit) {
      if (state.offline) throw new TypeError('Failed to fetch');
      const n = state.sent++;
      const response = await fetch(input, init);
      // The server stored the item, but the answer never reached the page.
      if (state.loseResponse(n)) throw new TypeError('Network connection lost');
      return response;
    },
    beacon: () => false,
  });
  return transport;
}

/** Returns an idb-keyval store over `name` whose deletes never commit: a page closed before removing what it sent. */
function storeThatNeverDeletes(name: string): UseStore {
  const base = createStore(name, 'items');
  return (mode, callback) =>
    base(mode, (real) =>
      callback(
        new Proxy(real, {
          get(target, key) {
            if (key === 'delete') return () => undefined;
            const value = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      ),
    );
}

/** Returns an idb-keyval store over `name` that answers nothing until `open()`: IndexedDB on a very busy machine. */
function slowStore(name: string): { store: UseStore; open(): void } {
  const base = createStore(name, 'items');
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { store: (mode, callback) => gate.then(() => base(mode, callback)), open };
}

/** Returns a census page-view request whose data.url starts with `prefix`. */
const hit = (prefix: string, i: number) => ({
  url: '/api/census/RecordHit',
  contentType: FORM,
  body: new URLSearchParams({ event: '1', data: JSON.stringify({ url: `${prefix}/${i}` }), ss_cvr: '' }).toString(),
});

interface StoredHit {
  outboxId: string;
  data: { url: string };
}

async function expectStoredExactlyOnce(prefix: string, ids: string[]): Promise<StoredHit[]> {
  const hits = await inspect<StoredHit>(`census/hits?urlPrefix=${encodeURIComponent(prefix)}`);
  expect(hits).to.have.length(ids.length);
  expect(new Set(hits.map((h) => h.outboxId))).to.deep.equal(new Set(ids));
  expect(new Set(hits.map((h) => h.data.url)).size).to.equal(ids.length);
  return hits;
}

let stores = 0;

describe('outbox', () => {
  let store: UseStore;
  let outboxes: Outbox[];
  const make = (options: Parameters<typeof createOutbox>[0]) => {
    const outbox = createOutbox({ store, ...options });
    outboxes.push(outbox);
    return outbox;
  };

  beforeEach(() => {
    store = createStore(`sqs-outbox-test-${Date.now()}-${stores++}`, 'items');
    outboxes = [];
  });
  afterEach(async () => {
    for (const outbox of outboxes) outbox.stop();
    resetConfiguration();
    await clear(store);
  });

  it('stores an item as it sends it and removes it only after a 2xx', async () => {
    let answer!: (response: Response) => void;
    const transport = recordingTransport({ respond: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents() });
    const id = await outbox.enqueue({
      url: '/api/census/form-render',
      body: 'formId=f1&visitorCookie=',
      contentType: FORM,
    });
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    await waitUntil(() => transport.requests.length === 1);
    expect((await outbox.pending()).map((item) => item.id)).to.deep.equal([id]);
    const [request] = transport.requests;
    expect(request!.method).to.equal('POST');
    expect(request!.url).to.equal(`/api/census/form-render?outboxId=${id}`);
    expect(request!.body).to.equal('formId=f1&visitorCookie=');
    expect(request!.contentType).to.equal(FORM);
    const response = new Response('{}', { status: 200 });
    answer(response);
    await waitUntil(async () => (await outbox.pending()).length === 0, 'the accepted item was not removed');
    // An unread body would keep the request open until the response is collected.
    expect(response.bodyUsed, 'the response body was read').to.equal(true);
  });

  it('adds the crumb when it sends, in the CSRF header or a form field, and never stores it', async () => {
    let answer!: () => void;
    const transport = recordingTransport({
      respond: () => new Promise<Response>((resolve) => (answer = () => resolve(new Response('{}')))),
    });
    const cookies = { cookie: 'crumb=crumb-zq42' };
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents(), cookies });
    const json = await outbox.enqueue({
      url: '/api/x?a=1',
      body: '{}',
      contentType: 'application/json',
      crumb: 'header',
    });
    const form = await outbox.enqueue({
      url: '/api/events/RecordEvent',
      body: 'event=e',
      contentType: FORM,
      crumb: 'form',
    });
    await waitUntil(() => transport.requests.length === 1);
    const stored = await outbox.pending();
    expect(stored.map((item) => item.id)).to.deep.equal([json, form]);
    expect(JSON.stringify(stored)).to.not.include('crumb-zq42');
    answer();
    await waitUntil(() => transport.requests.length === 2);
    answer();
    await waitUntil(async () => (await outbox.pending()).length === 0);
    const [first, second] = transport.requests;
    expect(first!.url).to.equal(`/api/x?a=1&outboxId=${json}`);
    expect(first!.method).to.equal('POST');
    expect(first!.headers).to.deep.equal({ 'x-csrf-token': 'crumb-zq42', 'content-type': 'application/json' });
    expect(second!.url).to.equal(`/api/events/RecordEvent?outboxId=${form}`);
    expect(second!.headers).to.deep.equal({ 'content-type': FORM });
    expect(second!.body).to.equal('event=e&crumb=crumb-zq42');
  });

  it('never lets a second origin see the crumb (the server there records what it received)', async () => {
    const key = crypto.randomUUID();
    const other = `http://127.0.0.1:${location.port}/test/seen/${key}`;
    configure({ apiBase: other });
    const cookies = { cookie: 'crumb=c-secret' };
    // One outbox each: a failed item (no CORS answer there) holds up the ones behind it.
    for (const request of [
      { url: `${other}/api/events/RecordJavascriptErrors`, body: '[]', contentType: 'text/plain', crumb: 'header' },
      { url: `${other}/api/events/RecordEvent`, body: 'event=e', contentType: FORM, crumb: 'form' },
    ] as const) {
      const outbox = make({
        store: createStore(`sqs-outbox-other-${crypto.randomUUID()}`, 'items'),
        timers: manualTimers(),
        events: pageEvents(),
        cookies,
      });
      await outbox.enqueue(request);
    }
    const log = async () =>
      (await (await fetch(`/test/seen-log/${key}`)).json()) as Array<{ url: string; [field: string]: unknown }>;
    await waitUntil(async () => (await log()).length === 2, 'the second origin did not receive both items');
    const seen = (await log()).sort((a, b) => a.url.localeCompare(b.url));
    expect(seen.map(({ url, ...rest }) => ({ path: url.split('?')[0], ...rest }))).to.deep.equal([
      {
        path: `/test/seen/${key}/api/events/RecordEvent`,
        method: 'POST',
        host: `127.0.0.1:${location.port}`,
        csrf: null,
        cookie: null,
        body: 'event=e',
      },
      {
        path: `/test/seen/${key}/api/events/RecordJavascriptErrors`,
        method: 'POST',
        host: `127.0.0.1:${location.port}`,
        csrf: null,
        cookie: null,
        body: '[]',
      },
    ]);
    expect(seen.every(({ url }) => /^[^?]*\?outboxId=[\w-]{36}$/.test(url))).to.equal(true);
  });

  it('sends cookies with its calls to the page’s origin and to a trusted API base on another origin, never to an untrusted one (spec 000 §6)', async () => {
    const credentials: Array<RequestCredentials | undefined> = [];
    const transport = recordingTransport({
      respond: (_r, init) => (credentials.push(init?.credentials), new Response('{}')),
    });
    const send = async (url: string) => {
      const outbox = make({ transport, timers: manualTimers(), events: pageEvents() });
      await outbox.enqueue({ url, body: 'a=1', contentType: FORM });
      await waitUntil(() => credentials.length === outboxes.length, `${url} was not sent`);
    };
    await send('/api/census/RecordHit');
    configure({ apiBase: 'https://api.example.com' });
    await send('https://api.example.com/api/census/RecordHit');
    configure({ trustApiBase: true });
    await send('https://api.example.com/api/census/RecordHit');
    expect(credentials).to.deep.equal(['include', 'same-origin', 'include']);
  });

  it('refuses to queue anything but a POST to the page’s origin or the API base’s', async () => {
    const transport = recordingTransport();
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents() });
    const refused = async (request: Parameters<Outbox['enqueue']>[0]) =>
      expect(await outbox.enqueue(request).catch((e: unknown) => e), request.url).to.be.instanceOf(TypeError);
    await refused({ url: '/api/x', method: 'DELETE' as 'POST' });
    await refused({ url: 'https://evil.example/api/x' });
    await refused({ url: '//evil.example/api/x' });
    expect(transport.requests).to.deep.equal([]);
    expect(await outbox.pending()).to.deep.equal([]);
  });

  it('discards what it reads back unless it is a POST to the site, and sends no stored header', async () => {
    const now = manualTimers().now();
    const item = (id: string, fields: Record<string, unknown>) =>
      set(id, { id, seq: 1, attempts: 0, notBefore: 0, url: '/api/census/overlay', body: id, ...fields }, store);
    await item('good', { created: now, headers: { 'X-SiteUser-XSRF-Token': 'stolen' } });
    await item('delete', { method: 'DELETE', url: '/api/site-users/account' });
    await item('elsewhere', { url: 'https://evil.example/collect' });
    await item('old', { created: now - MAX_AGE - 1 });
    await item('odd-body', { body: { not: 'text' } });
    await set('junk', 'not an item', store);
    const transport = recordingTransport();
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents() });
    await outbox.start();
    await waitUntil(async () => (await outbox.pending()).length === 0, 'what was discarded stayed stored');
    expect(transport.requests.map((r) => [r.url, r.body, r.headers])).to.deep.equal([
      ['/api/census/overlay?outboxId=good', 'good', {}],
    ]);
  });

  it(`keeps at most ${MAX_ITEMS} items, dropping the oldest`, async function () {
    this.timeout(30000);
    const transport = recordingTransport({ respond: () => new Promise<Response>(() => {}) });
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents() });
    const ids: string[] = [];
    for (let i = 0; i <= MAX_ITEMS; i++) ids.push(await outbox.enqueue({ url: '/api/a', body: String(i) }));
    await waitUntil(async () => (await outbox.pending()).length === MAX_ITEMS, 'the oldest item was kept');
    expect((await outbox.pending()).map((item) => item.id)).to.deep.equal(ids.slice(1));
  });

  it(`drops an item after ${MAX_FAILURES} failed tries while online, with one warning for the page`, async () => {
    const timers = manualTimers();
    let online = true;
    const transport = recordingTransport({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    const outbox = make({ transport, timers, events: pageEvents(), online: () => online });
    let tries = 1;
    const retry = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await waitUntil(() => transport.requests.length === tries && timers.pending === 1, 'no retry was scheduled');
        timers.advance(backoffDelay(MAX_FAILURES));
        tries++;
      }
    };
    const warnings = await captureWarnings(async () => {
      online = false;
      await outbox.enqueue({ url: '/api/census/overlay?x=1', body: 'first' });
      await outbox.enqueue({ url: '/api/census/overlay', body: 'second' });
      // Tries while the browser says it is offline do not count.
      await retry(MAX_FAILURES + 5);
      await waitUntil(() => transport.requests.length === tries && timers.pending === 1);
      expect(await outbox.pending()).to.have.length(2);
      online = true;
      await retry(MAX_FAILURES);
      await waitUntil(async () => (await outbox.pending()).length === 1, 'the failing item was kept');
      await retry(MAX_FAILURES);
      await waitUntil(async () => (await outbox.pending()).length === 0, 'the second failing item was kept');
    });
    expect(transport.requests.map((r) => r.body)).to.deep.equal([
      ...Array<string>(1 + MAX_FAILURES + 5 + MAX_FAILURES).fill('first'),
      ...Array<string>(MAX_FAILURES).fill('second'),
    ]);
    expect(warnings).to.deep.equal([
      `sqs-elements outbox: /api/census/overlay failed ${MAX_FAILURES} times; dropping it ` +
        '(later drops on this page are not reported).',
    ]);
  });

  it('drops tracking items unsent while tracking is not allowed, and at once when the visitor declines', async () => {
    let allowed = true;
    const transport = recordingTransport({ respond: () => new Response('', { status: 503 }) });
    const outbox = make({ transport, timers: manualTimers(), events: pageEvents(), tracking: () => allowed });
    await outbox.start();
    const census = await outbox.enqueue({ url: '/api/census/overlay', body: 'id=o', tracking: true });
    const report = await outbox.enqueue({ url: '/api/events/RecordJavascriptErrors', body: '[]' });
    await waitUntil(async () => (await outbox.pending()).length === 2);
    allowed = false;
    document.dispatchEvent(new CustomEvent('sqs-consent-change', { detail: { accepted: false } }));
    await waitUntil(async () => (await outbox.pending()).length === 1, 'the declined tracking item was kept');
    expect((await outbox.pending()).map((item) => item.id)).to.deep.equal([report]);
    const sent = transport.requests.length;
    await outbox.enqueue({ url: '/api/census/overlay', body: 'id=later', tracking: true });
    await outbox.flush();
    expect(transport.requests.slice(sent).map((r) => r.body)).to.not.include('id=later');
    expect((await outbox.pending()).map((item) => item.id)).to.deep.equal([report]);
    expect(census).to.be.a('string');
  });

  it('keeps an item after 5xx and retries the queue with exponential back-off capped at 5 minutes', async () => {
    const timers = manualTimers();
    const transport = recordingTransport({ respond: () => new Response('', { status: 503 }) });
    const outbox = make({ transport, timers, events: pageEvents() });
    await outbox.enqueue({ url: '/api/census/overlay', body: 'id=o&action=show', contentType: FORM });
    await waitUntil(() => transport.requests.length === 1);
    const waits = [1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000];
    for (const [i, wait] of waits.entries()) {
      await waitUntil(() => timers.pending === 1, 'no retry was scheduled');
      timers.advance(wait - 1);
      expect(transport.requests.length, `retry ${i + 1} came early`).to.equal(i + 1);
      timers.advance(1);
      await waitUntil(() => transport.requests.length === i + 2, `retry ${i + 1} did not come after ${wait} ms`);
    }
    expect(await outbox.pending()).to.have.length(1);
    expect(waits.map((_, i) => backoffDelay(i + 1))).to.deep.equal(waits);
  });

  it('retries at once when the page comes back online, or becomes visible', async () => {
    const timers = manualTimers();
    const events = pageEvents();
    let up = false;
    const transport = recordingTransport({ respond: () => new Response('', { status: up ? 200 : 502 }) });
    const outbox = make({ transport, timers, events });
    await outbox.start();
    await outbox.enqueue({ url: '/api/census/overlay', body: 'id=o&action=show', contentType: FORM });
    await waitUntil(() => transport.requests.length === 1 && timers.pending === 1);
    events.online();
    await waitUntil(() => transport.requests.length === 2, 'online did not retry');
    up = true;
    events.hide();
    events.show();
    await waitUntil(async () => (await outbox.pending()).length === 0, 'becoming visible did not retry');
    expect(transport.requests).to.have.length(3);
  });

  it('backs off an item the server rejects (4xx) without holding up the others', async () => {
    const timers = manualTimers();
    const transport = recordingTransport({
      respond: (r) => new Response('', { status: r.body === 'bad' ? 400 : 200 }),
    });
    const outbox = make({ transport, timers, events: pageEvents() });
    const bad = await outbox.enqueue({ url: '/api/a', body: 'bad' });
    await outbox.enqueue({ url: '/api/a', body: 'good-1' });
    await outbox.enqueue({ url: '/api/a', body: 'good-2' });
    await waitUntil(async () => (await outbox.pending()).length === 1);
    const [left] = await outbox.pending();
    expect(left!.id).to.equal(bad);
    expect(left!.attempts).to.equal(1);
    expect(transport.requests.map((r) => r.body)).to.deep.equal(['bad', 'good-1', 'good-2']);
    timers.advance(1000);
    await waitUntil(() => transport.requests.length === 4, 'the rejected item was not retried after its back-off');
  });

  it('drops an item the server rejected five times, with one warning', async () => {
    const timers = manualTimers();
    const transport = recordingTransport({ respond: () => new Response('', { status: 400 }) });
    const outbox = make({ transport, timers, events: pageEvents() });
    const warnings = await captureWarnings(async () => {
      await outbox.enqueue({ url: '/api/a', body: 'bad' });
      for (let attempt = 1; attempt < MAX_REJECTIONS; attempt++) {
        await waitUntil(() => transport.requests.length === attempt, `attempt ${attempt} was not sent`);
        timers.advance(backoffDelay(attempt));
      }
      await waitUntil(async () => (await outbox.pending()).length === 0, 'the rejected item was kept');
    });
    expect(transport.requests).to.have.length(MAX_REJECTIONS);
    expect(warnings).to.deep.equal([`sqs-elements outbox: /api/a was rejected ${MAX_REJECTIONS} times; dropping it.`]);
  });

  it('abandons an attempt after its time-out and keeps the item', async () => {
    const timers = manualTimers();
    const transport = recordingTransport({
      respond: (_r, init) =>
        new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const outbox = make({ transport, timers, events: pageEvents() });
    await outbox.enqueue({ url: '/api/census/button-click', body: 'id=b', contentType: FORM, timeout: 2500 });
    await waitUntil(() => transport.requests.length === 1);
    timers.advance(2499);
    await Promise.resolve();
    expect(timers.pending).to.equal(1);
    timers.advance(1);
    // The abort turns into a failure: the queue backs off for 1 s and the item stays.
    await waitUntil(() => timers.pending === 1);
    expect(await outbox.pending()).to.have.length(1);
  });

  it('delivers 200 items queued offline exactly once when the network comes back', async function () {
    this.timeout(60000);
    const prefix = `https://outbox.test/offline-${crypto.randomUUID()}`;
    const events = pageEvents();
    const transport = serverTransport();
    transport.offline = true;
    const outbox = make({ transport, timers: manualTimers(), events });
    await outbox.start();
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(await outbox.enqueue(hit(prefix, i)));
    expect(await outbox.pending()).to.have.length(200);
    expect(transport.sent).to.equal(0);
    transport.offline = false;
    events.online();
    await waitUntil(async () => (await outbox.pending()).length === 0, 'not everything was delivered', {
      timeout: 50000,
      interval: 100,
    });
    await expectStoredExactlyOnce(prefix, ids);
    expect(transport.sent).to.equal(200);
  });

  it('stores each of 200 items once when responses are lost and the server fails on the way', async function () {
    this.timeout(60000);
    const prefix = `https://outbox.test/flaky-${crypto.randomUUID()}`;
    const timers = manualTimers();
    const transport = serverTransport();
    // Every third answer is lost after the server stored the item: the outbox must send those again.
    transport.loseResponse = (n) => n % 3 === 0;
    const outbox = make({ transport, timers, events: pageEvents() });
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(await outbox.enqueue(hit(prefix, i)));
    await waitUntil(
      async () => {
        timers.advance(300_000);
        return (await outbox.pending()).length === 0;
      },
      'not everything was delivered',
      { timeout: 50000, interval: 50 },
    );
    await expectStoredExactlyOnce(prefix, ids);
    const receipts = await inspect<{ deliveries: number }>(`outbox/receipts?ids=${ids.join(',')}`);
    expect(receipts).to.have.length(200);
    expect(
      receipts.some((r) => r.deliveries > 1),
      'no item arrived twice, so de-duplication was not exercised',
    ).to.be.true;
    expect(transport.sent).to.be.greaterThan(200);
  });

  it('delivers what a previous page left in IndexedDB, exactly once, after a reload', async function () {
    this.timeout(60000);
    const prefix = `https://outbox.test/reload-${crypto.randomUUID()}`;
    const name = `sqs-outbox-reload-${crypto.randomUUID()}`;
    // The first page: 20 items reach the server but the page closes before their removal is committed; the other
    // 180 are queued while offline.
    const first = serverTransport();
    const before = make({
      store: storeThatNeverDeletes(name),
      transport: first,
      // Today's clock: the next page, on the real one, drops items older than seven days.
      timers: manualTimers(Date.now()),
      events: pageEvents(),
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await before.enqueue(hit(prefix, i)));
    await waitUntil(() => first.sent === 20);
    await before.flush();
    first.offline = true;
    for (let i = 20; i < 200; i++) ids.push(await before.enqueue(hit(prefix, i)));
    before.stop();
    // The next page: a fresh outbox over the same database.
    const after = make({ store: createStore(name, 'items'), transport: serverTransport(), events: pageEvents() });
    expect(await after.pending()).to.have.length(200);
    await after.start();
    await waitUntil(async () => (await after.pending()).length === 0, 'the stored items were not delivered', {
      timeout: 50000,
    });
    await expectStoredExactlyOnce(prefix, ids);
    const receipts = await inspect<{ outboxId: string; deliveries: number }>(`outbox/receipts?ids=${ids.join(',')}`);
    const twice = receipts.filter((r) => r.deliveries === 2).map((r) => r.outboxId);
    expect(new Set(twice)).to.deep.equal(new Set(ids.slice(0, 20)));
    expect(receipts.every((r) => r.deliveries <= 2)).to.be.true;
    await clear(createStore(name, 'items'));
  });

  it('sends pending POSTs by beacon when the page is hidden or unloaded, and forgets them', async () => {
    const events = pageEvents();
    const transport = recordingTransport({ respond: () => new Promise<Response>(() => {}) });
    const outbox = make({ transport, timers: manualTimers(), events });
    await outbox.start();
    const form = await outbox.enqueue({ url: '/api/census/RecordQuickView/p1', body: 'a=1', contentType: FORM });
    const text = await outbox.enqueue({ url: '/api/events/Trace', body: 'plain' });
    const withHeader = await outbox.enqueue({
      url: '/api/events/RecordJavascriptErrors',
      body: '[]',
      contentType: 'application/json',
      crumb: 'header',
    });
    // A beacon carries cookies: an API base the host did not trust gets none.
    configure({ apiBase: 'https://api.example.com' });
    const untrusted = await outbox.enqueue({ url: 'https://api.example.com/api/census/overlay', body: 'c=3' });
    events.hide();
    await transport.settled();
    const beacons = transport.requests.filter((r) => r.beacon);
    expect(beacons.map((b) => b.url)).to.deep.equal([
      `/api/census/RecordQuickView/p1?outboxId=${form}`,
      `/api/events/Trace?outboxId=${text}`,
    ]);
    expect(beacons[0]!.body).to.equal('a=1');
    expect(beacons[0]!.contentType).to.equal(FORM);
    expect(beacons[1]!.body).to.equal('plain');
    await waitUntil(async () => (await outbox.pending()).length === 2);
    // What a beacon cannot carry (the CSRF header) or may not (cookies to an untrusted origin) waits for the next page.
    expect((await outbox.pending()).map((i) => i.id).sort()).to.deep.equal([withHeader, untrusted].sort());
    const more = await outbox.enqueue({ url: '/api/census/overlay', body: 'b=2', contentType: FORM });
    events.window.dispatchEvent(new Event('pagehide'));
    expect(transport.requests.filter((r) => r.beacon).at(-1)!.url).to.equal(`/api/census/overlay?outboxId=${more}`);
  });

  it('keeps items stored when the beacon is refused, or while backing off after a failure', async () => {
    const events = pageEvents();
    const refusing = recordingTransport({ beacon: false, respond: () => new Promise<Response>(() => {}) });
    const outbox = make({ transport: refusing, timers: manualTimers(), events });
    await outbox.start();
    await outbox.enqueue({ url: '/api/a', body: 'x' });
    events.window.dispatchEvent(new Event('pagehide'));
    expect(await outbox.pending()).to.have.length(1);

    const failing = recordingTransport({ respond: () => Promise.reject(new TypeError('offline')) });
    const timers = manualTimers();
    const backingOff = make({
      store: createStore(`sqs-outbox-off-${crypto.randomUUID()}`, 'items'),
      transport: failing,
      timers,
      events: pageEvents(),
    });
    await backingOff.enqueue({ url: '/api/a', body: 'y' });
    await waitUntil(() => timers.pending === 1);
    backingOff.sendByBeacon();
    expect(failing.requests.filter((r) => r.beacon)).to.have.length(0);
    expect(await backingOff.pending()).to.have.length(1);
  });

  it('sends without waiting for a slow IndexedDB, and removes the item once its write has landed', async () => {
    const slow = slowStore(`sqs-outbox-slow-${crypto.randomUUID()}`);
    const timers = manualTimers();
    const transport = recordingTransport();
    const outbox = make({ store: slow.store, transport, timers, events: pageEvents() });
    let stored = false;
    const enqueued = outbox
      .enqueue({ url: '/api/census/form-render', body: 'formId=f2', contentType: FORM })
      .then((id) => ((stored = true), id));
    // The load of earlier pages' items has not answered: the pass waits LOAD_WAIT ms for it, then sends.
    await waitUntil(() => timers.pending === 1, 'the pass did not wait for the load');
    expect(transport.requests).to.have.length(0);
    timers.advance(LOAD_WAIT);
    await waitUntil(() => transport.requests.length === 1, 'nothing was sent while IndexedDB was slow');
    expect(stored).to.be.false;
    slow.open();
    const id = await enqueued;
    expect(transport.requests[0]!.url).to.equal(`/api/census/form-render?outboxId=${id}`);
    await waitUntil(
      async () => (await outbox.pending()).length === 0,
      'the accepted item stayed stored after its write landed',
    );
    expect(transport.requests).to.have.length(1);
  });

  it('sends the items a previous page left once a slow IndexedDB loads them', async () => {
    const name = `sqs-outbox-late-${crypto.randomUUID()}`;
    const earlier = createStore(name, 'items');
    await set(
      'left',
      { id: 'left', seq: 1, attempts: 0, notBefore: 0, url: '/api/census/overlay', body: 'id=o&action=show' },
      earlier,
    );
    const slow = slowStore(name);
    const timers = manualTimers();
    const transport = recordingTransport();
    const outbox = make({ store: slow.store, transport, timers, events: pageEvents() });
    void outbox.start();
    await waitUntil(() => timers.pending === 1);
    timers.advance(LOAD_WAIT);
    slow.open();
    await waitUntil(() => transport.requests.length === 1, 'the stored item was not sent after it loaded');
    expect(transport.requests[0]!.url).to.equal('/api/census/overlay?outboxId=left');
    await waitUntil(async () => (await outbox.pending()).length === 0);
    await clear(earlier);
  });

  it('still sends, for this page, when IndexedDB refuses to store', async () => {
    const broken: UseStore = () => Promise.reject(new DOMException('blocked', 'InvalidStateError'));
    const transport = recordingTransport();
    const outbox = make({ store: broken, transport, timers: manualTimers(), events: pageEvents() });
    const id = await outbox.enqueue({ url: '/api/a', body: 'x' });
    await waitUntil(() => transport.requests.length === 1);
    expect(transport.requests[0]!.url).to.equal(`/api/a?outboxId=${id}`);
  });
});
