import { expect, waitUntil } from '@open-wc/testing';
import { clear, createStore } from 'idb-keyval';
import { configure, resetConfiguration } from '../../runtime/context.js';
import {
  createTraceLogger,
  recordEvent,
  track,
  trackAnalyticsEvent,
  TRACE_FLUSH_MS,
  trackFields,
} from '../../runtime/events.js';
import { createOutbox } from '../../runtime/outbox.js';
import { defaultTransport } from '../../runtime/transport.js';
import { inspect, issueCrumb, manualTimers, recordingTransport } from './fakes.js';
import { useSiteContext } from '../support/site-context.js';

const quietEvents = () => ({
  window: new EventTarget(),
  document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
});
const CONTEXT = {
  websiteId: 'site-1',
  templateId: 'template-1',
  variantId: 'variant-1',
  memberAccountId: 'member-1',
  memberLocale: 'fr-FR',
  locale: 'en-US',
};

describe('events', () => {
  useSiteContext();
  const store = createStore('sqs-outbox-events-test', 'items');
  afterEach(async () => {
    resetConfiguration();
    document.cookie = 'crumb=; Max-Age=0; path=/';
    await clear(store);
  });

  describe('recordEvent', () => {
    it('POSTs form-encoded crumb, event and data with the page fields to /api/events/RecordEvent', async () => {
      configure({ context: CONTEXT });
      document.cookie = 'crumb=crumb-1; path=/';
      const transport = recordingTransport();
      const outbox = createOutbox({ store, transport, events: quietEvents() });
      await recordEvent('page_action', { requestedUrl: '/shop' }, outbox);
      await outbox.flush();
      const [request] = transport.requests;
      expect(request.method).to.equal('POST');
      expect(request.url).to.match(/^\/api\/events\/RecordEvent\?outboxId=[\w-]{36}$/);
      expect(request.contentType).to.equal('application/x-www-form-urlencoded');
      const form = new URLSearchParams(request.body);
      // The outbox adds the crumb as it sends: it is never stored with the item.
      expect([...form.keys()]).to.deep.equal(['event', 'data', 'crumb']);
      expect(form.get('crumb')).to.equal('crumb-1');
      expect(form.get('event')).to.equal('page_action');
      expect(JSON.parse(form.get('data')!)).to.deep.equal({
        pageHash: location.hash,
        pagePath: location.pathname,
        websiteId: 'site-1',
        templateId: 'template-1',
        variantId: 'variant-1',
        memberAccountId: 'member-1',
        member_locale: 'fr-FR',
        website_locale: 'en-US',
        requestedUrl: '/shop',
      });
    });

    it('stays on the site’s own origin when an API base is configured', async () => {
      configure({ apiBase: 'https://api.example.com' });
      const transport = recordingTransport();
      const outbox = createOutbox({ store, transport, events: quietEvents() });
      await recordEvent('x', {}, outbox);
      await outbox.flush();
      expect(transport.requests[0].url).to.match(/^\/api\/events\/RecordEvent\?/);
    });

    it('sends nulls for context fields the page does not have', async () => {
      const transport = recordingTransport();
      const outbox = createOutbox({ store, transport, events: quietEvents() });
      await recordEvent('bare', undefined, outbox);
      await outbox.flush();
      const data = JSON.parse(new URLSearchParams(transport.requests[0].body).get('data')!);
      expect(data).to.include({
        websiteId: null,
        templateId: null,
        variantId: null,
        memberAccountId: null,
        member_locale: null,
        website_locale: null,
      });
    });

    it('is stored by the reference API exactly once', async () => {
      configure({ context: CONTEXT });
      await issueCrumb();
      const transport = recordingTransport({ respond: (_r, init) => defaultTransport.fetch(_r.url, init) });
      const outbox = createOutbox({ store, transport, events: quietEvents() });
      const marker = crypto.randomUUID();
      await recordEvent('stored_event', { marker }, outbox);
      await outbox.flush();
      // The same item delivered again (a lost response) is accepted but not stored twice.
      const [first] = transport.requests;
      const again = await fetch(first.url, {
        method: 'POST',
        body: first.body,
        headers: { 'content-type': first.contentType },
      });
      expect(await again.json()).to.deep.equal({ duplicate: true });
      const mine = (
        await inspect<{ event: string; data: { marker?: string; websiteId: string } }>('record-events')
      ).filter((e) => e.data.marker === marker);
      expect(mine).to.have.length(1);
      expect(mine[0].event).to.equal('stored_event');
      expect(mine[0].data.websiteId).to.equal('site-1');
    });
  });

  describe('trace logger', () => {
    it('sends its page-hide batch by beacon only to a trusted origin', async () => {
      configure({ apiBase: 'https://trace.example.com' });
      const transport = recordingTransport();
      const win = new EventTarget();
      const logger = createTraceLogger({ transport, timers: manualTimers(), window: win });
      logger.log('hide');
      win.dispatchEvent(new Event('pagehide'));
      await waitUntil(() => transport.requests.length === 1);
      expect(transport.requests.map((r) => [r.url, r.beacon])).to.deep.equal([
        ['https://trace.example.com/api/events/Trace', false],
      ]);
      logger.stop();
    });

    it('POSTs the waiting records as form field data, a JSON list of { pageUrl, type, data }, after 30 s', async () => {
      const transport = recordingTransport();
      const timers = manualTimers();
      const logger = createTraceLogger({ transport, timers, window: new EventTarget() });
      logger.log('render', { block: 'gallery' });
      logger.log('click');
      timers.advance(TRACE_FLUSH_MS - 1);
      expect(transport.requests).to.have.length(0);
      timers.advance(1);
      await waitUntil(() => transport.requests.length === 1);
      const [request] = transport.requests;
      expect(request).to.include({ method: 'POST', url: '/api/events/Trace' });
      expect(request.contentType).to.match(/^application\/x-www-form-urlencoded/);
      const form = new URLSearchParams(request.body);
      expect([...form.keys()]).to.deep.equal(['data']);
      expect(JSON.parse(form.get('data')!)).to.deep.equal([
        { pageUrl: location.href, type: 'render', data: '{"block":"gallery"}' },
        { pageUrl: location.href, type: 'click', data: 'null' },
      ]);
      logger.stop();
    });

    it('flushes every 30 s while records keep coming', async () => {
      const transport = recordingTransport();
      const timers = manualTimers();
      const logger = createTraceLogger({ transport, timers, window: new EventTarget() });
      logger.log('a');
      timers.advance(TRACE_FLUSH_MS);
      logger.log('b');
      timers.advance(TRACE_FLUSH_MS);
      timers.advance(TRACE_FLUSH_MS);
      await waitUntil(() => transport.requests.length === 2);
      expect(timers.pending).to.equal(0);
      logger.stop();
    });

    it('ignores failures', async () => {
      let calls = 0;
      const transport = recordingTransport({
        respond: () => {
          calls++;
          throw new TypeError('Failed to fetch');
        },
      });
      const timers = manualTimers();
      const logger = createTraceLogger({ transport, timers, window: new EventTarget() });
      logger.log('lost');
      timers.advance(TRACE_FLUSH_MS);
      await waitUntil(() => calls === 1);
      logger.log('next');
      timers.advance(TRACE_FLUSH_MS);
      await waitUntil(() => calls === 2);
      expect(JSON.parse(new URLSearchParams(transport.requests[1].body).get('data')!)).to.have.length(1);
      logger.stop();
    });

    it('sends what is waiting by beacon when the page is hidden away', async () => {
      const transport = recordingTransport();
      const win = new EventTarget();
      const logger = createTraceLogger({ transport, timers: manualTimers(), window: win });
      logger.log('leaving', { at: 1 });
      win.dispatchEvent(new Event('pagehide'));
      await transport.settled();
      expect(transport.requests.map((r) => [r.beacon, r.url])).to.deep.equal([[true, '/api/events/Trace']]);
      expect(transport.requests[0].contentType).to.match(/^application\/x-www-form-urlencoded/);
      logger.stop();
    });

    it('is stored by the reference API', async () => {
      const timers = manualTimers();
      const logger = createTraceLogger({ timers, window: new EventTarget() });
      const type = `trace-${crypto.randomUUID()}`;
      logger.log(type, { n: 1 });
      logger.flush();
      await waitUntil(
        async () => (await inspect<{ type: string }>('traces')).some((t) => t.type === type),
        'never stored',
      );
      const [stored] = (await inspect<{ type: string; pageUrl: string; data: string }>('traces')).filter(
        (t) => t.type === type,
      );
      expect(stored).to.deep.equal({ pageUrl: location.href, type, data: '{"n":1}' });
      logger.stop();
    });
  });

  describe('external analytics events', () => {
    it('loads runtime/analytics.js on first use and sends the event through it (accepted and stored by the reference API)', async () => {
      const analyticsId = crypto.randomUUID();
      const event = { analyticsId, commonData: { actor: 'visitor' }, customData: { size: 'L' }, customSchemaName: 'x' };
      await trackAnalyticsEvent(event);
      const stored = (
        await inspect<{ analyticsId: string; commonData: Record<string, unknown> }>('analytics-events')
      ).filter((e) => e.analyticsId === analyticsId);
      expect(stored).to.have.length(1);
      expect(stored[0]!.commonData).to.include({ actor: 'visitor', browser_locale: navigator.language });
    });

    it('sends nothing while tracking is not allowed', async () => {
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      const transport = recordingTransport({ respond: () => new Response(null, { status: 202 }) });
      await trackAnalyticsEvent({ customSchemaName: 'x' }, transport);
      await track({}, transport);
      expect(transport.requests).to.deep.equal([]);
    });
  });

  describe('Track', () => {
    const original = location.href;
    afterEach(() => history.replaceState(null, '', original));

    it('GETs /api/track/Track with landing, refer, lang, screen and the marketing fields of the landing url', async () => {
      history.replaceState(
        null,
        '',
        `${location.pathname}?source=news&campaign=spring&subcampaign=a&channel=email&subchannel=b&variation=2&mkwid=k1&rk=r9&other=1`,
      );
      const transport = recordingTransport();
      await track({}, transport);
      const [request] = transport.requests;
      expect(request.method).to.equal('GET');
      const url = new URL(request.url, location.origin);
      expect(url.pathname).to.equal('/api/track/Track');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({
        landing: location.href,
        refer: document.referrer,
        lang: navigator.language,
        screen: `${screen.width}x${screen.height}`,
        source: 'news',
        campaign: 'spring',
        subcampaign: 'a',
        channel: 'email',
        subchannel: 'b',
        variation: '2',
        mkwid: 'k1',
        rk: 'r9',
      });
    });

    it('sends cookies to a trusted API base on another origin (spec 000 §6), as the trace logger does, and not to an untrusted one', async () => {
      const inits: RequestInit[] = [];
      const transport = recordingTransport({ respond: (_r, init) => (inits.push(init!), new Response('{}')) });
      const timers = manualTimers();
      configure({ apiBase: 'https://api.example.com' });
      await track({}, transport);
      configure({ trustApiBase: true });
      await track({}, transport);
      const logger = createTraceLogger({ transport, timers, window: new EventTarget() });
      logger.log('t');
      logger.flush();
      logger.stop();
      await waitUntil(() => inits.length === 3, 'the trace was not sent');
      expect(transport.requests.map((r) => new URL(r.url).origin)).to.deep.equal(
        Array(3).fill('https://api.example.com'),
      );
      expect(inits.map((init) => init.credentials)).to.deep.equal(['same-origin', 'include', 'include']);
    });

    it('lets the caller set fields', () => {
      expect(trackFields({ refer: 'https://search.example/', campaign: 'fall' })).to.include({
        refer: 'https://search.example/',
        campaign: 'fall',
      });
    });

    it('ignores failures', async () => {
      const transport = recordingTransport({ respond: () => Promise.reject(new TypeError('offline')) });
      await track({}, transport);
      expect(transport.requests).to.have.length(1);
    });

    it('is stored by the reference API with only its named fields', async () => {
      const campaign = crypto.randomUUID();
      await track({ campaign });
      const stored = (await inspect<Record<string, string>>('track')).filter((t) => t.campaign === campaign);
      expect(stored).to.have.length(1);
      expect(stored[0]).to.deep.equal({
        landing: location.href,
        refer: document.referrer,
        lang: navigator.language,
        screen: `${screen.width}x${screen.height}`,
        campaign,
      });
    });
  });
});

describe('events reference API', () => {
  let crumb = '';
  beforeEach(async () => {
    crumb = await issueCrumb();
  });
  afterEach(() => {
    document.cookie = 'crumb=; Max-Age=0; path=/';
  });

  const post = (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
    fetch(path, { method: 'POST', body, headers: { 'content-type': type, ...headers } });
  const errorsPost = (body: string) =>
    post('/api/events/RecordJavascriptErrors', body, 'application/json', { 'X-CSRF-Token': crumb });
  const event = (message: unknown, stack: unknown = null) => ({
    event: 'error',
    data: { message, stack },
    timestamp: 1,
  });

  it('answers crumbFail (401, with a fresh crumb) to error reports without a valid CSRF header', async () => {
    const response = await post(
      '/api/events/RecordJavascriptErrors',
      JSON.stringify([event('x')]),
      'application/json',
      {
        'X-CSRF-Token': 'forged',
      },
    );
    expect(response.status).to.equal(401);
    expect(await response.json())
      .to.include({ crumbFail: true })
      .and.have.property('crumb')
      .that.is.a('string');
  });

  it('answers 400 with a JSON error to malformed error reports', async () => {
    const cases: Array<[string, string]> = [
      ['{not json', 'Malformed JSON body'],
      ['{}', 'Expected a JSON list of error events'],
      ['[]', 'Expected a JSON list of error events'],
      [JSON.stringify(Array.from({ length: 21 }, () => event('x'))), 'At most 20 error events per request'],
      [JSON.stringify([event(5)]), 'events[0].data.message must be a string'],
      [JSON.stringify([event('x', 'y'.repeat(5001))]), 'events[0].data.stack is longer than 5000 characters'],
      [JSON.stringify([{ event: 'error', data: { message: 'x' } }]), 'events[0].timestamp must be a number'],
    ];
    for (const [body, error] of cases) {
      const response = await errorsPost(body);
      expect(response.status, body.slice(0, 40)).to.equal(400);
      expect(await response.json()).to.deep.equal({ error });
    }
  });

  it('answers 400 with a JSON error to a malformed RecordEvent, Trace or analytics event', async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const checks: Array<[Promise<Response>, string]> = [
      [
        post(
          '/api/events/RecordEvent',
          form({ crumb, event: 'e', data: '{oops' }),
          'application/x-www-form-urlencoded',
        ),
        'data is not valid JSON',
      ],
      [
        post('/api/events/RecordEvent', form({ crumb, event: '', data: '{}' }), 'application/x-www-form-urlencoded'),
        'event is required',
      ],
      [
        post('/api/events/Trace', form({ data: '{}' }), 'application/x-www-form-urlencoded'),
        'data must be a JSON list of trace records',
      ],
      [
        post('/api/events/Trace', form({ data: '[{"pageUrl":1}]' }), 'application/x-www-form-urlencoded'),
        'data[0] must have pageUrl, type and data strings',
      ],
      [
        post(
          '/api/v1/events',
          JSON.stringify({ analyticsId: 'a', commonData: { actor: 1 }, customData: {}, customSchemaName: 's' }),
          'application/json',
        ),
        'commonData.actor must be a string or null',
      ],
      [post('/api/v1/events', '[]', 'application/json'), 'Expected a JSON object'],
    ];
    for (const [answer, error] of checks) {
      const response = await answer;
      expect(response.status, error).to.equal(400);
      expect(await response.json()).to.deep.equal({ error });
    }
  });
});
