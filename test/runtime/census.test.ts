import { expect, waitUntil } from '@open-wc/testing';
import { clear, createStore } from 'idb-keyval';
import {
  CENSUS_TIMEOUT,
  pageViewAllowed,
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordOverlay,
  recordPageView,
  recordQuickView,
  recordSiteSearch,
  type ButtonEvent,
  type CensusEnv,
} from '../../runtime/census.js';
import * as runtimeApi from '../../runtime/census-api.js';
import { ignoreGlobalPrivacyControl, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration, type SiteContext } from '../../runtime/context.js';
import { getCookie } from '../../runtime/lib/cookies.js';
import { createOutbox, type Outbox } from '../../runtime/outbox.js';
import { defaultTransport } from '../../runtime/transport.js';
import { attributes, clearCookies, cookieRecorder, type CookieRecorder } from './cookie-recorder.js';
import { inspect, recordingTransport } from './fakes.js';

const NOW = 1_750_000_000_000;
const FORM = 'application/x-www-form-urlencoded';
const TWO_YEARS = '63072000';
const THIRTY_MINUTES = '1800';
const RECORD = /^([0-9a-f-]{36})\|(\d+)\|(\d+)\|(\d+)\|(\d+)$/;
const CONTEXT: SiteContext = {
  websiteId: 'site-1',
  templateId: 'tpl-1',
  locale: 'en-GB',
  itemId: 'item-1',
  collectionId: 'col-1',
  recordType: 1,
  pageType: 50,
};
const quietEvents = () => ({
  window: new EventTarget(),
  document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
});
const button: ButtonEvent = {
  id: 'block-7',
  buttonText: 'Shop now',
  clickthroughUrl: '/shop',
  alignment: 'center',
  size: 'medium',
  newWindow: false,
  context: 1,
};

// WebKitGTK's document.cookie can answer with the values from before a quick burst of writes for a few
// milliseconds, so a test waits until what it wrote (or what the runtime wrote) is what the page reads.
async function writeCookies(values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  await waitUntil(
    () => Object.entries(values).every(([name, value]) => getCookie(name) === value),
    'the cookies were not written',
  );
}

async function settledCookie(name: string, value: string): Promise<void> {
  await waitUntil(() => getCookie(name) === value, `${name} is not ${value} (it is ${getCookie(name)})`);
}

describe('census', () => {
  const store = createStore('sqs-outbox-census-test', 'items');
  let transport: ReturnType<typeof recordingTransport>;
  let outbox: Outbox;
  let doc: CookieRecorder;
  let env: CensusEnv;
  const at = (path: string, now = NOW): CensusEnv => ({
    ...env,
    now: () => now,
    location: { href: `https://site.test${path}`, pathname: path.split('?')[0]! },
  });
  const sent = async (count = 1) => {
    await waitUntil(() => transport.requests.length >= count, `expected ${count} request(s)`);
    return transport.requests;
  };
  const nothingSent = async () => {
    expect(transport.requests).to.deep.equal([]);
    expect(await outbox.pending()).to.deep.equal([]);
  };
  const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

  beforeEach(() => {
    configure({ context: CONTEXT });
    // Answers never arrive, so what was queued stays inspectable in the outbox.
    transport = recordingTransport({ respond: () => new Promise<Response>(() => {}) });
    outbox = createOutbox({ store, transport, events: quietEvents() });
    doc = cookieRecorder();
    env = {
      outbox,
      doc,
      now: () => NOW,
      location: { href: 'https://site.test/blog/post-1?x=1', pathname: '/blog/post-1' },
    };
  });
  afterEach(async () => {
    outbox.stop();
    await clear(store);
    clearCookies();
    resetConfiguration();
  });

  describe('page view', () => {
    it('POSTs event, data and ss_cvr form-encoded to /api/census/RecordHit, with a 2500 ms time-out', async () => {
      const id = await recordPageView(env);
      const [request] = await sent();
      expect(request!.method).to.equal('POST');
      expect(request!.url).to.equal(`/api/census/RecordHit?outboxId=${id}`);
      expect(request!.contentType).to.equal(FORM);
      const fields = form(request!.body);
      expect(Object.keys(fields)).to.deep.equal(['event', 'data', 'ss_cvr']);
      expect(fields.event).to.equal('1');
      expect(fields.ss_cvr).to.equal(getCookie('ss_cvr'));
      const [item] = await outbox.pending();
      expect(item!.timeout).to.equal(CENSUS_TIMEOUT);
      expect(CENSUS_TIMEOUT).to.equal(2500);
    });

    it('sends every field of the visitor hit payload', async () => {
      document.title = 'Post one';
      await recordPageView(env);
      const [request] = await sent();
      const data = JSON.parse(form(request!.body).data!);
      expect(data).to.deep.equal({
        userAgent: navigator.userAgent,
        clientDate: NOW,
        viewportInnerWidth: window.innerWidth,
        viewportInnerHeight: window.innerHeight,
        screenWidth: screen.width,
        screenHeight: screen.height,
        websiteId: 'site-1',
        templateId: 'tpl-1',
        website_locale: 'en-GB',
        url: 'https://site.test/blog/post-1?x=1',
        title: 'Post one',
        itemId: 'item-1',
        recordType: 1,
        collectionId: 'col-1',
        visitorCookie: getCookie('ss_cvr'),
      });
    });

    it('is stored by the reference API', async () => {
      const prefix = `https://census.test/${crypto.randomUUID()}`;
      const live = createOutbox({ store, transport: defaultTransport, events: quietEvents() });
      const id = await recordPageView({
        ...env,
        outbox: live,
        location: { href: `${prefix}/about`, pathname: '/about' },
      });
      await waitUntil(async () => (await inspect(`census/hits?urlPrefix=${encodeURIComponent(prefix)}`)).length === 1);
      const [hit] = await inspect<{ event: number; outboxId: string; ss_cvr: string; data: Record<string, unknown> }>(
        `census/hits?urlPrefix=${encodeURIComponent(prefix)}`,
      );
      expect(hit!.event).to.equal(1);
      expect(hit!.outboxId).to.equal(id);
      expect(hit!.ss_cvr).to.equal(getCookie('ss_cvr'));
      expect(hit!.data).to.include({ websiteId: 'site-1', url: `${prefix}/about`, visitorCookie: getCookie('ss_cvr') });
      live.stop();
    });
  });

  describe('visitor cookies', () => {
    it('creates a visitor record (id and four positive integers, 2 years) and a visit cookie (30 minutes)', async () => {
      await recordPageView(env);
      const record = getCookie('ss_cvr')!;
      const [, , first, previous, current, count] = RECORD.exec(record)!;
      expect([first, previous, current, count]).to.deep.equal([`${NOW}`, `${NOW}`, `${NOW}`, '1']);
      expect(doc.lastWrite('ss_cvr')).to.equal(`ss_cvr=${record}; Max-Age=${TWO_YEARS}; Path=/; SameSite=Lax`);
      expect(getCookie('ss_cvt')).to.equal(`${NOW}`);
      expect(attributes(doc.lastWrite('ss_cvt'))['max-age']).to.equal(THIRTY_MINUTES);
    });

    it('keeps the visit count within a visit and renews both lifetimes', async () => {
      await recordPageView(env);
      const record = getCookie('ss_cvr');
      doc.writes.length = 0;
      await recordPageView(at('/next', NOW + 60_000));
      expect(getCookie('ss_cvr')).to.equal(record);
      expect(getCookie('ss_cvt')).to.equal(`${NOW + 60_000}`);
      expect(attributes(doc.lastWrite('ss_cvr'))['max-age']).to.equal(TWO_YEARS);
      expect(attributes(doc.lastWrite('ss_cvt'))['max-age']).to.equal(THIRTY_MINUTES);
    });

    it('counts a new visit when the visit cookie has expired', async () => {
      document.cookie = `ss_cvr=abc-123|${NOW - 9e8}|${NOW - 5e8}|${NOW - 1e8}|4; path=/`;
      await recordPageView(env);
      expect(getCookie('ss_cvr')).to.equal(`abc-123|${NOW - 9e8}|${NOW - 1e8}|${NOW}|5`);
      const [request] = await sent();
      expect(form(request!.body).ss_cvr).to.equal(`abc-123|${NOW - 9e8}|${NOW - 1e8}|${NOW}|5`);
    });

    for (const visit of ['abc', '0', '-5', '12.5']) {
      it(`treats a malformed visit cookie "${visit}" as expired`, async () => {
        await writeCookies({ ss_cvr: 'abc-123|1|2|3|4', ss_cvt: visit });
        await recordPageView(env);
        // WebKit shows a cookie written by script to later reads a little after the write: both are awaited.
        await settledCookie('ss_cvt', `${NOW}`);
        await settledCookie('ss_cvr', `abc-123|1|3|${NOW}|5`);
      });
    }

    for (const record of ['abc|1|2', 'abc|0|1|2|3', 'abc|1|2|3|x', 'abc|1|2|3|4|5', 'a b|1|2|3|4', '|1|2|3|4']) {
      it(`replaces an invalid visitor record "${record}"`, async () => {
        await writeCookies({ ss_cvr: record, ss_cvt: `${NOW - 1000}` });
        await recordPageView(env);
        await waitUntil(() => RECORD.test(getCookie('ss_cvr') ?? ''), 'the visitor record was not replaced');
        const [, id, , , , count] = RECORD.exec(getCookie('ss_cvr')!)!;
        expect(id).to.not.equal('abc');
        expect(count).to.equal('1');
      });
    }

    it('records nothing and sets no cookie without consent under the restrictive policy, and tracks once accepted', async () => {
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      document.cookie = 'ss_cvr=abc-123|1|2|3|4; path=/';
      expect(await recordPageView(env)).to.equal(undefined);
      expect(doc.writes).to.deep.equal([]);
      await nothingSent();
      setConsent(true, doc);
      expect(await recordPageView(env)).to.be.a('string');
      expect(getCookie('ss_cvr')).to.equal(`abc-123|1|3|${NOW}|5`);
      const [request] = await sent();
      expect(form(request!.body).ss_cvr).to.equal(`abc-123|1|3|${NOW}|5`);
    });

    it('records nothing for a browser that sends Global Privacy Control until the visitor accepts, unless told to ignore it', async () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      try {
        expect(await recordPageView(env)).to.equal(undefined);
        ignoreGlobalPrivacyControl();
        expect(await recordPageView(env)).to.be.a('string');
        ignoreGlobalPrivacyControl(false);
        setConsent(true, doc);
        expect(await recordPageView(env)).to.be.a('string');
        // Two page views queued (the transport never answers, so they stay in the outbox).
        expect(await outbox.pending()).to.have.length(2);
      } finally {
        ignoreGlobalPrivacyControl(false);
        delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
      }
    });
  });

  describe('when no page view is recorded', () => {
    const excluded: Array<[string, string, Partial<SiteContext>]> = [
      ['on /search', '/search', {}],
      ['on /search/', '/search/', {}],
      ['under /config', '/config', {}],
      ['on /config/design', '/config/design', {}],
      ['on a not-found page (100)', '/missing', { pageType: 100 }],
      ['on a lock-screen page (103)', '/locked', { pageType: 103 }],
      ['on a member-area access-denied page (106)', '/members', { pageType: 106 }],
      ['when census is disabled', '/about', { censusDisabled: true }],
      ['for an account with an admin role', '/about', { authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }],
      [
        'for an account that is a viewer and an editor',
        '/about',
        { authenticatedAccount: { id: 'a1' }, websiteRoles: [10, 4] },
      ],
      // spec 000 §6: only viewer-only accounts are tracked.
      ['for a signed-in account with no site role', '/about', { authenticatedAccount: { id: 'a1' }, websiteRoles: [] }],
      ['for a signed-in account whose roles are not given', '/about', { authenticatedAccount: { id: 'a1' } }],
    ];
    for (const [label, path, context] of excluded) {
      it(`records nothing and sets no cookie ${label}`, async () => {
        configure({ context });
        expect(pageViewAllowed({ ...CONTEXT, ...context }, path)).to.equal(false);
        expect(await recordPageView(at(path))).to.be.undefined;
        await nothingSent();
        expect(doc.writes).to.deep.equal([]);
      });
    }

    const included: Array<[string, string, Partial<SiteContext>]> = [
      ['an anonymous visitor', '/about', {}],
      ['a signed-in viewer', '/about', { authenticatedAccount: { id: 'a1' }, websiteRoles: [10] }],
      ['a path that only starts like search', '/searching', {}],
      ['a page (2) or a splash page (3)', '/splash', { pageType: 3 }],
      ['a site search results page type (102) off /search', '/shop', { pageType: 102 }],
    ];
    for (const [label, path, context] of included) {
      it(`records ${label}`, async () => {
        configure({ context });
        expect(await recordPageView(at(path))).to.be.a('string');
        expect(await sent()).to.have.length(1);
      });
    }
  });

  describe('block calls', () => {
    for (const [name, record, path] of [
      ['render', recordButtonRender, '/api/census/button-render'],
      ['click', recordButtonClick, '/api/census/button-click'],
    ] as const) {
      it(`POSTs the button ${name} with every button field and a 2500 ms time-out`, async () => {
        const id = await record(button, env);
        expect((await outbox.pending())[0]!.timeout).to.equal(2500);
        const [request] = await sent();
        expect(request!.url).to.equal(`${path}?outboxId=${id}`);
        expect(request!.contentType).to.equal(FORM);
        expect(form(request!.body)).to.deep.equal({
          id: 'block-7',
          buttonText: 'Shop now',
          clickthroughUrl: '/shop',
          alignment: 'center',
          size: 'medium',
          newWindow: 'false',
          context: '1',
        });
      });
    }

    it('POSTs form-render with formId and the visitor cookie', async () => {
      document.cookie = 'ss_cvr=abc-123|1|2|3|4; path=/';
      await recordFormRender('form-9', env);
      const [request] = await sent();
      expect(request!.url).to.match(/^\/api\/census\/form-render\?outboxId=/);
      expect(form(request!.body)).to.deep.equal({ formId: 'form-9', visitorCookie: 'abc-123|1|2|3|4' });
    });

    it('POSTs overlay events', async () => {
      await recordOverlay({ id: 'overlay-1', action: 'submit' }, env);
      const [request] = await sent();
      expect(request!.url).to.match(/^\/api\/census\/overlay\?outboxId=/);
      expect(form(request!.body)).to.deep.equal({ id: 'overlay-1', action: 'submit', visitorCookie: '' });
    });

    it("makes the same calls through the runtime's API, which loads the census's chunk first", async () => {
      const id = await runtimeApi.recordQuickView('prod-2', env);
      expect(id).to.be.a('string');
      const [request] = await sent();
      expect(request!.url).to.equal(`/api/census/RecordQuickView/prod-2?outboxId=${id}`);
    });

    it('POSTs RecordQuickView/{id} with no payload', async () => {
      const id = await recordQuickView('prod/1 a', env);
      const [request] = await sent();
      expect(request!.url).to.equal(`/api/census/RecordQuickView/prod%2F1%20a?outboxId=${id}`);
      expect(request!.body).to.equal('');
    });

    it('POSTs a site search as hit event type 2 with the query, on /search too, where no page view is recorded', async () => {
      await writeCookies({ ss_cvr: 'visitor-1|1|2|3|4' });
      const where = at('/search?q=oak');
      expect(await recordPageView(where)).to.be.undefined;
      const id = await recordSiteSearch('oak table', where);
      const [request] = await sent();
      expect(request!.url).to.equal(`/api/census/RecordHit?outboxId=${id}`);
      const fields = form(request!.body);
      expect(fields.event).to.equal('2');
      expect(fields.ss_cvr).to.equal('visitor-1|1|2|3|4');
      expect(JSON.parse(fields.data!)).to.deep.equal({
        query: 'oak table',
        clientDate: NOW,
        websiteId: 'site-1',
        templateId: 'tpl-1',
        website_locale: 'en-GB',
        url: 'https://site.test/search?q=oak',
        visitorCookie: 'visitor-1|1|2|3|4',
      });
    });

    it('sends no site search when census is disabled or before consent under the restrictive policy', async () => {
      configure({ context: { censusDisabled: true } });
      expect(await recordSiteSearch('oak', env)).to.be.undefined;
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      expect(await recordSiteSearch('oak', env)).to.be.undefined;
      await nothingSent();
    });

    it('sends nothing when census is disabled', async () => {
      configure({ context: { censusDisabled: true } });
      expect(await recordButtonClick(button, env)).to.be.undefined;
      expect(await recordFormRender('f', env)).to.be.undefined;
      expect(await recordOverlay({ id: 'o', action: 'show' }, env)).to.be.undefined;
      expect(await recordQuickView('p', env)).to.be.undefined;
      await nothingSent();
    });

    it('sends no block call before consent under the restrictive policy, and sends them once accepted', async () => {
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      expect(await recordButtonRender(button, env)).to.be.undefined;
      expect(await recordButtonClick(button, env)).to.be.undefined;
      expect(await recordFormRender('f', env)).to.be.undefined;
      expect(await recordOverlay({ id: 'o', action: 'show' }, env)).to.be.undefined;
      expect(await recordQuickView('p', env)).to.be.undefined;
      await nothingSent();
      setConsent(true, doc);
      const id = await recordFormRender('f', env);
      const [request] = await sent();
      expect(request!.url).to.equal(`/api/census/form-render?outboxId=${id}`);
    });

    it('sends no block call for a Global Privacy Control visitor who has not accepted', async () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      try {
        expect(await recordButtonClick(button, env)).to.be.undefined;
        expect(await recordOverlay({ id: 'o', action: 'close' }, env)).to.be.undefined;
        expect(await recordQuickView('p', env)).to.be.undefined;
        await nothingSent();
      } finally {
        delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
      }
    });

    it('goes to the configured apiBase', async () => {
      configure({ apiBase: 'https://census.example.com' });
      await recordButtonRender(button, env);
      expect((await sent())[0]!.url).to.match(/^https:\/\/census\.example\.com\/api\/census\/button-render\?outboxId=/);
    });

    it('are stored by the reference API, typed', async () => {
      const live = createOutbox({ store, transport: defaultTransport, events: quietEvents() });
      const subject = `block-${crypto.randomUUID()}`;
      await recordButtonClick({ ...button, id: subject, newWindow: true, context: 2 }, { ...env, outbox: live });
      await recordFormRender(subject, { ...env, outbox: live });
      await recordOverlay({ id: subject, action: 'close' }, { ...env, outbox: live });
      await recordQuickView(subject, { ...env, outbox: live });
      await waitUntil(async () => (await live.pending()).length === 0);
      const [click] = await inspect(`census/events?kind=button-click&subject=${subject}`);
      expect(click).to.include({ id: subject, buttonText: 'Shop now', newWindow: true, context: 2 });
      expect(await inspect(`census/events?kind=form-render&subject=${subject}`)).to.have.length(1);
      expect(await inspect(`census/events?kind=overlay&subject=${subject}`)).to.have.length(1);
      expect(await inspect(`census/events?kind=quick-view&subject=${subject}`)).to.have.length(1);
      live.stop();
    });
  });

  describe('failures', () => {
    it('are silent, and the outbox keeps the item', async () => {
      const failing = recordingTransport({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
      const kept = createOutbox({ store, transport: failing, events: quietEvents() });
      const id = await recordButtonClick(button, { ...env, outbox: kept });
      await waitUntil(() => failing.requests.length === 1, 'the click was not sent');
      expect((await kept.pending()).map((i) => i.id)).to.deep.equal([id]);
      kept.stop();
    });

    it('resolve with undefined when the outbox cannot take the item', async () => {
      const broken = { ...outbox, enqueue: () => Promise.reject(new Error('no outbox')) };
      expect(await recordPageView({ ...env, outbox: broken })).to.be.undefined;
      expect(await recordQuickView('p', { ...env, outbox: broken })).to.be.undefined;
    });
  });
});
