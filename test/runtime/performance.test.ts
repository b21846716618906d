import { expect, waitUntil } from '@open-wc/testing';
import {
  COLLECTOR_VERSION,
  createPerformanceRecord,
  fetchPerformanceSettings,
  type PerformanceRecord,
  startPerformanceCollector,
  type PerformanceCollector,
  type WebVitals,
} from '../../runtime/performance.js';
import { startPerformanceCollector as startFromApi } from '../../runtime/collector.js';
import { inspect, manualTimers, recordingTransport } from './fakes.js';

const settings =
  (pageLoadId = 'page-load-1') =>
  () =>
    new Response(JSON.stringify({ pageLoadId }), { status: 200 });

/** A transport answering the settings call with `pageLoadId` and recording the rest. */
function collectorTransport(beacon = true) {
  return recordingTransport({
    beacon,
    respond: (r) =>
      r.url.startsWith('/api/1/performance/settings') ? settings()() : new Response('{}', { status: 200 }),
  });
}

/** web-vitals stand-in: every metric reports one value at once. */
const fakeVitals = async (): Promise<WebVitals> => {
  const report = (name: string, value: number) => (callback: (m: { name: string; value: number }) => void) =>
    callback({ name, value });
  return {
    onLCP: report('LCP', 1234.5678),
    onCLS: report('CLS', 0.0421),
    onINP: report('INP', 88),
    onTTFB: report('TTFB', 31.2),
    onFCP: report('FCP', 456),
  } as unknown as WebVitals;
};

/** A page stand-in whose visibility the test controls (its window fires pagehide). */
function fakePage(readyState: DocumentReadyState = 'complete') {
  const win = Object.assign(new EventTarget(), { location: { pathname: '/shop' } });
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
    readyState,
    defaultView: win,
  });
  return { win, doc, asDocument: doc as unknown as Document };
}

const recordsOf = (transport: ReturnType<typeof collectorTransport>) =>
  transport.requests
    .filter((r) => r.url === '/api/1/performance/records')
    .flatMap((r) => JSON.parse(r.body) as PerformanceRecord[]);

describe('performance collector', () => {
  let collector: PerformanceCollector | undefined;
  beforeEach(() => {
    performance.clearMeasures();
    performance.clearResourceTimings();
  });
  afterEach(() => {
    collector?.stop();
    collector = undefined;
  });

  describe('settings', () => {
    it('GETs /api/1/performance/settings and resolves with pageLoadId', async () => {
      const transport = recordingTransport({ respond: settings('abc') });
      expect(await fetchPerformanceSettings(transport, manualTimers())).to.equal('abc');
      expect(transport.requests.map((r) => [r.method, r.url])).to.deep.equal([['GET', '/api/1/performance/settings']]);
    });

    it('accepts only status 200', async () => {
      for (const status of [201, 404, 500]) {
        const transport = recordingTransport({
          respond: () => new Response(JSON.stringify({ pageLoadId: 'x' }), { status }),
        });
        const error = await fetchPerformanceSettings(transport, manualTimers()).catch((e: Error) => e);
        expect((error as Error).message).to.equal(`XHR request DONE with unexpected status: ${status}`);
      }
    });

    it('rejects with "Unable to resolve pageLoadId" when the answer has none', async () => {
      for (const body of ['{}', '{"pageLoadId":""}', 'not json']) {
        const transport = recordingTransport({ respond: () => new Response(body, { status: 200 }) });
        const error = await fetchPerformanceSettings(transport, manualTimers()).catch((e: Error) => e);
        expect((error as Error).message).to.equal('Unable to resolve pageLoadId');
      }
    });

    it('gives up after 30 s with "Metric settings request timeout"', async () => {
      const timers = manualTimers();
      const transport = recordingTransport({
        respond: (_r, init) =>
          new Promise<Response>((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      });
      const pending = fetchPerformanceSettings(transport, timers).catch((e: Error) => e);
      await waitUntil(() => transport.requests.length === 1);
      timers.advance(29_999);
      timers.advance(1);
      expect(((await pending) as Error).message).to.equal('Metric settings request timeout');
    });
  });

  describe('records', () => {
    it('throws "Data is empty" for an empty record', () => {
      expect(() => createPerformanceRecord('user', {}, 'id', 'app', 1)).to.throw('Data is empty');
      expect(() => createPerformanceRecord('user', null, 'id', 'app', 1)).to.throw('Data is empty');
      expect(createPerformanceRecord('image', { url: 'a.jpg' }, 'id', 'app', 1)).to.deep.equal({
        app: 'app',
        data: { url: 'a.jpg' },
        event: 'image',
        pageLoadId: 'id',
        ts: 1,
      });
      const { asDocument } = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport: collectorTransport(), timers: manualTimers(), document: asDocument },
      );
      expect(() => collector!.record('user', {})).to.throw('Data is empty');
    });

    it('queues rum-* measures as user records and flushes them by beacon as text 30 s after load', async () => {
      const timers = manualTimers();
      const transport = collectorTransport();
      const { asDocument } = fakePage();
      collector = startPerformanceCollector(
        { app: 'test-app', loadVitals: fakeVitals, memberAccountId: 'member-9' },
        { transport, timers, document: asDocument },
      );
      expect(await collector.pageLoadId).to.equal('page-load-1');
      performance.measure('rum-hero', { start: 10, duration: 25 });
      performance.measure('layout-work', { start: 0, duration: 5 });
      timers.advance(29_999);
      expect(recordsOf(transport)).to.have.length(0);
      timers.advance(1);
      await transport.settled();
      const [request] = transport.requests.filter((r) => r.url === '/api/1/performance/records');
      expect(request).to.include({ beacon: true, method: 'POST' });
      expect(request.contentType).to.equal('text/plain;charset=UTF-8');
      expect(JSON.parse(request.body)).to.deep.equal([
        {
          app: 'test-app',
          data: {
            name: 'rum-hero',
            startTime: 10,
            duration: 25,
            memberAccountId: 'member-9',
            collectorVersion: COLLECTOR_VERSION,
          },
          event: 'user',
          pageLoadId: 'page-load-1',
          ts: 1_700_000_000_000 + 30_000,
        },
      ]);
    });

    it('collects page speed 60 s after load: navigation and paint timing, LCP, CLS, INP, TTFB', async () => {
      const timers = manualTimers();
      const transport = collectorTransport();
      const { asDocument } = fakePage();
      collector = startPerformanceCollector({ loadVitals: fakeVitals }, { transport, timers, document: asDocument });
      await collector.pageLoadId;
      await waitUntil(() => collector!.vitals.TTFB !== undefined);
      timers.advance(59_999);
      expect(recordsOf(transport).filter((r) => r.event === 'page_speed')).to.have.length(0);
      timers.advance(1);
      await transport.settled();
      const [speed] = recordsOf(transport).filter((r) => r.event === 'page_speed');
      expect(speed).to.include({ app: 'sqs-site', pageLoadId: 'page-load-1', event: 'page_speed' });
      expect(speed.data).to.include({
        url: '/shop',
        LCP: 1234.568,
        CLS: 0.042,
        INP: 88,
        TTFB: 31.2,
        FCP: 456,
        collectorVersion: '4.3.0',
      });
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      expect(speed.data).to.include({
        type: nav.type,
        responseStart: Math.round(nav.responseStart),
        loadEventEnd: Math.round(nav.loadEventEnd),
      });
      for (const paint of performance.getEntriesByType('paint'))
        expect(speed.data[paint.name]).to.equal(Math.round(paint.startTime));
      // Page speed is collected once per page.
      collector.collect();
      timers.advance(60_000);
      expect(recordsOf(transport).filter((r) => r.event === 'page_speed')).to.have.length(1);
    });

    it('collects and flushes at once when the page is hidden', async () => {
      const timers = manualTimers();
      const transport = collectorTransport();
      const page = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers, document: page.asDocument },
      );
      await collector.pageLoadId;
      await waitUntil(() => collector!.vitals.LCP !== undefined);
      performance.measure('rum-early', { start: 1, duration: 2 });
      page.doc.visibilityState = 'hidden';
      page.doc.dispatchEvent(new Event('visibilitychange'));
      await transport.settled();
      expect(
        recordsOf(transport)
          .map((r) => r.event)
          .sort(),
      ).to.deep.equal(['page_speed', 'user']);
      expect(recordsOf(transport).find((r) => r.event === 'page_speed')!.data.LCP).to.equal(1234.568);
      // Hidden again later: what came since is sent, page speed is not collected twice.
      page.doc.visibilityState = 'visible';
      page.doc.dispatchEvent(new Event('visibilitychange'));
      performance.measure('rum-late', { start: 3, duration: 4 });
      page.doc.visibilityState = 'hidden';
      page.doc.dispatchEvent(new Event('visibilitychange'));
      await transport.settled();
      expect(
        recordsOf(transport)
          .map((r) => (r.event === 'user' ? r.data.name : r.event))
          .sort(),
      ).to.deep.equal(['page_speed', 'rum-early', 'rum-late']);
    });

    it('flushes on pagehide too', async () => {
      const transport = collectorTransport();
      const page = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers: manualTimers(), document: page.asDocument },
      );
      await collector.pageLoadId;
      page.win.dispatchEvent(new Event('pagehide'));
      await transport.settled();
      expect(recordsOf(transport).map((r) => r.event)).to.deep.equal(['page_speed']);
    });

    it('waits for the page load before starting its timers', async () => {
      const timers = manualTimers();
      const transport = collectorTransport();
      const page = fakePage('interactive');
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers, document: page.asDocument },
      );
      await collector.pageLoadId;
      performance.measure('rum-a', { start: 1, duration: 1 });
      timers.advance(120_000);
      expect(recordsOf(transport)).to.have.length(0);
      page.win.dispatchEvent(new Event('load'));
      timers.advance(30_000);
      await transport.settled();
      expect(recordsOf(transport).map((r) => r.event)).to.deep.equal(['user']);
    });

    it('records image loads as image records', async () => {
      const transport = collectorTransport();
      const { asDocument } = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers: manualTimers(), document: asDocument },
      );
      await collector.pageLoadId;
      const img = new Image();
      const src = new URL(`/test/runtime/pixel.svg?${crypto.randomUUID()}`, location.href).href;
      const loaded = new Promise((resolve) => (img.onload = resolve));
      img.src = src;
      await loaded;
      await waitUntil(() => performance.getEntriesByName(src).length > 0, 'no resource timing for the image');
      collector.flush();
      await transport.settled();
      const [image] = recordsOf(transport).filter((r) => r.event === 'image');
      expect(image.data).to.include({ url: src, collectorVersion: '4.3.0' });
      expect(image.data.duration).to.be.a('number');
    });

    it('sends by a keep-alive text POST where there is no beacon', async () => {
      const transport = collectorTransport(false);
      const { asDocument } = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers: manualTimers(), document: asDocument },
      );
      await collector.pageLoadId;
      collector.record('image', { url: 'a.jpg', duration: 3 });
      collector.flush();
      await waitUntil(() => recordsOf(transport).length === 1);
      const request = transport.requests.find((r) => r.url === '/api/1/performance/records')!;
      expect(request).to.include({ beacon: false, method: 'POST', contentType: 'text/plain;charset=UTF-8' });
    });

    it('holds records until the page load id is known', async () => {
      let answer: (r: Response) => void = () => {};
      const transport = recordingTransport({
        respond: (r) =>
          r.url.startsWith('/api/1/performance/settings')
            ? new Promise<Response>((resolve) => (answer = resolve))
            : new Response('{}'),
      });
      const { asDocument } = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers: manualTimers(), document: asDocument },
      );
      collector.record('user', { name: 'rum-x', duration: 1 });
      collector.flush();
      await transport.settled();
      expect(recordsOf(transport)).to.have.length(0);
      answer(settings('late-id')());
      await collector.pageLoadId;
      await transport.settled();
      expect(recordsOf(transport).map((r) => r.pageLoadId)).to.deep.equal(['late-id']);
    });

    it('reports a settings failure as a collector error and sends nothing', async () => {
      const errors: string[] = [];
      const transport = recordingTransport({ respond: () => new Response('{}', { status: 503 }) });
      const { asDocument } = fakePage();
      const timers = manualTimers();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals, onError: (e) => errors.push(e.message) },
        { transport, timers, document: asDocument },
      );
      expect(await collector.pageLoadId).to.equal(undefined);
      expect(errors).to.deep.equal(['XHR request DONE with unexpected status: 503']);
      collector.record('user', { name: 'rum-x', duration: 1 });
      timers.advance(60_000);
      expect(transport.requests).to.have.length(1);
    });

    it('stops its timers and listeners', async () => {
      const timers = manualTimers();
      const transport = collectorTransport();
      const page = fakePage();
      collector = startPerformanceCollector(
        { loadVitals: fakeVitals },
        { transport, timers, document: page.asDocument },
      );
      await collector.pageLoadId;
      collector.stop();
      expect(timers.pending).to.equal(0);
      page.doc.visibilityState = 'hidden';
      page.doc.dispatchEvent(new Event('visibilitychange'));
      expect(recordsOf(transport)).to.have.length(0);
    });
  });

  it('loads web-vitals on demand and keeps its values', async () => {
    collector = startPerformanceCollector(
      {},
      { transport: collectorTransport(), timers: manualTimers(), document: fakePage().asDocument },
    );
    await waitUntil(() => collector!.vitals.TTFB !== undefined, 'web-vitals never reported TTFB');
    expect(collector.vitals.TTFB).to.be.a('number').at.least(0);
  });

  it('is stored by the reference API under the page load id it issued', async () => {
    const { asDocument } = fakePage();
    collector = startPerformanceCollector({ loadVitals: fakeVitals }, { timers: manualTimers(), document: asDocument });
    const id = await collector.pageLoadId;
    expect(id).to.match(/^[\w-]{36}$/);
    collector.record('image', { url: 'hero.jpg', duration: 42 });
    collector.collect();
    await waitUntil(
      async () =>
        (await inspect<PerformanceRecord>('performance-records')).filter((r) => r.pageLoadId === id).length === 2,
      'never stored',
    );
    const mine = (await inspect<PerformanceRecord>('performance-records')).filter((r) => r.pageLoadId === id);
    expect(mine.map((r) => r.event)).to.deep.equal(['image', 'page_speed']);
    expect(mine[0]).to.include({ app: 'sqs-site' });
  });
});

describe('performance reference API', () => {
  const post = (body: string) =>
    fetch('/api/1/performance/records', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });

  it('answers 400 with a JSON error to malformed records', async () => {
    const { pageLoadId } = (await (await fetch('/api/1/performance/settings')).json()) as { pageLoadId: string };
    const record = { app: 'a', data: { x: 1 }, event: 'user', pageLoadId, ts: 1 };
    const cases: Array<[unknown, string]> = [
      ['{nope', 'Body is not valid JSON'],
      [[], 'Expected a JSON list of performance records'],
      [[{ ...record, data: {} }], 'records[0].data must be a non-empty object'],
      [[{ ...record, event: 'other' }], 'records[0].event must be page_speed, user or image'],
      [[{ ...record, pageLoadId: 'never-issued' }], 'records[0].pageLoadId is unknown'],
      [[{ ...record, ts: 'now' }], 'records[0].ts must be a number'],
    ];
    for (const [body, error] of cases) {
      const response = await post(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status, error).to.equal(400);
      expect(await response.json()).to.deep.equal({ error });
    }
    expect((await post(JSON.stringify([record]))).status).to.equal(200);
  });
});

describe("the performance collector as the runtime's API starts it (its code a chunk of its own)", () => {
  let collector: PerformanceCollector | undefined;
  afterEach(() => collector?.stop());

  it('returns it at once, checks a record at once, and does what was asked before its code arrived once it has', async () => {
    const transport = collectorTransport();
    const { asDocument } = fakePage();
    collector = startFromApi({ loadVitals: fakeVitals }, { transport, timers: manualTimers(), document: asDocument });
    expect(() => collector!.record('user', {})).to.throw('Data is empty');
    collector.record('user', { name: 'rum-early' });
    collector.flush();
    expect(await collector.pageLoadId).to.equal('page-load-1');
    await waitUntil(() => recordsOf(transport).length > 0, 'the early record was never sent');
    expect(recordsOf(transport).map((r) => r.data.name)).to.deep.equal(['rum-early']);
    await waitUntil(() => collector!.vitals.LCP !== undefined, 'the collector never took the vitals');
  });

  it('never starts when stopped before its code arrived: no settings call, no page load id', async () => {
    const transport = collectorTransport();
    const { asDocument } = fakePage();
    collector = startFromApi({ loadVitals: fakeVitals }, { transport, timers: manualTimers(), document: asDocument });
    collector.stop();
    expect(await collector.pageLoadId).to.equal(undefined);
    expect(transport.requests).to.deep.equal([]);
  });
});
