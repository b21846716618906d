import { expect } from '@open-wc/testing';
import {
  ANALYTICS_COOKIE,
  ANALYTICS_MAX_AGE,
  analyticsCommonData,
  analyticsContext,
  cleanCommonData,
  getAnalyticsId,
  MOUSE_SAMPLE_MS,
  startMouseTracking,
  trackAnalyticsEvent,
} from '../../runtime/analytics.js';
import { enforceConsent, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { getSessionInfo } from '../../runtime/storage.js';
import { captureWarnings } from '../support/helpers.js';
import { attributes, clearCookies, cookieRecorder } from './cookie-recorder.js';
import { inspect, recordingTransport } from './fakes.js';
import { useSiteContext } from '../support/site-context.js';

const EVENT = {
  analyticsId: 'analytics-1',
  commonData: { actor: 'visitor', action: 'click', object_id: null },
  customData: { size: 'L' },
  customSchemaName: 'product_click',
};
const CONTEXT = { locale: 'en-US', memberAccountId: 'member-1' };
/** The analytics context of a page whose site context names none of its fields. */
const NO_CONTEXT = {
  account_id: null,
  website_id: null,
  member_id: null,
  template_id: null,
  page_type: null,
  collection_type: null,
  language: null,
  time_zone: null,
  platform: null,
  website_type: null,
};
const RESTRICTIVE = { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } };

const accepting = () => recordingTransport({ respond: () => new Response(null, { status: 202 }) });
const sentBody = (transport: ReturnType<typeof accepting>, n = 0) => JSON.parse(transport.requests[n]!.body);

describe('analytics', () => {
  useSiteContext();
  afterEach(() => {
    resetConfiguration();
    clearCookies();
  });

  describe('events', () => {
    it('POSTs JSON analyticsId, commonData (the automatic fields, then its own), customData and customSchemaName to /api/v1/events', async () => {
      configure({ context: CONTEXT });
      const transport = accepting();
      await trackAnalyticsEvent(EVENT, transport);
      const [request] = transport.requests;
      expect(request).to.include({ method: 'POST', url: '/api/v1/events', contentType: 'application/json' });
      expect(sentBody(transport)).to.deep.equal({
        ...EVENT,
        commonData: {
          user_session_id: getSessionInfo().sessionId,
          browser_locale: navigator.language,
          website_locale: 'en-US',
          user_member_account_id: 'member-1',
          ...NO_CONTEXT,
          member_id: 'member-1',
          language: 'en-US',
          ...EVENT.commonData,
        },
      });
    });

    it('fills user_session_id, browser_locale, website_locale and user_member_account_id, null when unknown; the caller’s fields win', async () => {
      expect(analyticsCommonData({ language: '' })).to.deep.equal({
        user_session_id: getSessionInfo().sessionId,
        browser_locale: null,
        website_locale: null,
        user_member_account_id: null,
        ...NO_CONTEXT,
      });
      const transport = accepting();
      await trackAnalyticsEvent({ ...EVENT, commonData: { browser_locale: 'de-DE' } }, transport);
      expect(sentBody(transport).commonData.browser_locale).to.equal('de-DE');
    });

    it('carries the analytics context of the site context in every event, null where a field is missing or not the spec’s form', async () => {
      configure({
        context: {
          authenticatedAccount: { id: 'account-7' },
          websiteId: 'site-1',
          memberAccountId: 'member-2',
          templateId: 'template-3',
          pageType: 2,
          collectionType: 1,
          locale: 'fr-FR',
          templateVersion: '7.1',
          website: { timeZone: 'Europe/Paris', websiteType: 4 },
        },
      });
      const transport = accepting();
      await trackAnalyticsEvent(EVENT, transport);
      expect(sentBody(transport).commonData).to.include({
        account_id: 'account-7',
        website_id: 'site-1',
        member_id: 'member-2',
        template_id: 'template-3',
        page_type: '2',
        collection_type: '1',
        language: 'fr-FR',
        time_zone: 'Europe/Paris',
        platform: '7.1',
        website_type: '4',
      });
      // Out of the spec's ranges: a collection type past 24, platform 9, website type 6, a page type that is text.
      expect(
        analyticsContext({
          pageType: 'x' as never,
          collectionType: 25,
          templateVersion: '9',
          website: { websiteType: 6 as never },
        }),
      ).to.deep.equal(NO_CONTEXT);
    });

    it('goes to the events service the host configured, apart from the API base, with cookies only when trusted', async () => {
      const inits: RequestInit[] = [];
      const transport = recordingTransport({
        respond: (_r, init) => (inits.push(init!), new Response(null, { status: 202 })),
      });
      configure({
        apiBase: 'https://api.example.com',
        trustApiBase: true,
        eventsBase: 'https://events.example.com/v2/',
      });
      await trackAnalyticsEvent(EVENT, transport);
      expect(transport.requests[0]!.url).to.equal('https://events.example.com/v2/api/v1/events');
      expect(inits[0]!.credentials).to.equal('same-origin');
      configure({ eventsBase: 'https://api.example.com' });
      await trackAnalyticsEvent(EVENT, transport);
      expect(inits[1]!.credentials).to.equal('include');
      expect(() => configure({ eventsBase: 'javascript:alert(1)' })).to.throw(TypeError, /eventsBase/);
      configure({ eventsBase: '' });
      await trackAnalyticsEvent(EVENT, transport);
      expect(transport.requests[2]!.url).to.equal('https://api.example.com/api/v1/events');
    });

    it('succeeds on 200 and 202 and rejects any other status with its code', async () => {
      for (const status of [200, 202]) {
        await trackAnalyticsEvent(EVENT, recordingTransport({ respond: () => new Response(null, { status }) }));
      }
      for (const status of [204, 400, 500]) {
        const failed = await trackAnalyticsEvent(
          EVENT,
          recordingTransport({ respond: () => new Response(null, { status }) }),
        ).then(
          () => null,
          (e: Error) => e,
        );
        expect(failed?.message).to.equal(`Error tracking event: HTTP Status ${status}`);
      }
    });

    it('drops common fields that are not a string or null, with a warning for each', async () => {
      const transport = accepting();
      const warnings = await captureWarnings(() =>
        trackAnalyticsEvent(
          { ...EVENT, commonData: { ...EVENT.commonData, object_value: 5, user_session_id: { x: 1 } } as never },
          transport,
        ),
      );
      const { commonData } = sentBody(transport);
      expect(commonData).to.include(EVENT.commonData);
      expect(commonData).not.to.have.property('object_value');
      // The dropped field does not replace the automatic one.
      expect(commonData.user_session_id).to.equal(getSessionInfo().sessionId);
      expect(warnings).to.deep.equal([
        'Analytics common field "object_value" must be a string or null; it was dropped.',
        'Analytics common field "user_session_id" must be a string or null; it was dropped.',
      ]);
      expect(cleanCommonData({ a: 'x', b: null })).to.deep.equal({ a: 'x', b: null });
    });

    it('sends cookies only to the page’s origin and a trusted API base', async () => {
      const inits: RequestInit[] = [];
      const spy = recordingTransport({
        respond: (_r, init) => (inits.push(init!), new Response(null, { status: 202 })),
      });
      await trackAnalyticsEvent(EVENT, spy);
      configure({ apiBase: 'https://analytics.example.com' });
      await trackAnalyticsEvent(EVENT, spy);
      configure({ trustApiBase: true });
      await trackAnalyticsEvent(EVENT, spy);
      expect(inits.map((init) => init.credentials)).to.deep.equal(['include', 'same-origin', 'include']);
    });

    it('is accepted (202) and stored by the reference API with the stored analytics id', async () => {
      const schema = `schema-${crypto.randomUUID()}`;
      await trackAnalyticsEvent({ customSchemaName: schema, commonData: { actor: 'visitor' } });
      const stored = (await inspect<{ analyticsId: string; customSchemaName: string }>('analytics-events')).filter(
        (e) => e.customSchemaName === schema,
      );
      expect(stored).to.have.length(1);
      expect(stored[0]!.analyticsId).to.equal(getAnalyticsId());
    });
  });

  describe('analytics id', () => {
    it(`is a random id kept in the first-party cookie ${ANALYTICS_COOKIE} for 390 days, sent with every event`, async () => {
      const jar = cookieRecorder();
      const transport = accepting();
      await trackAnalyticsEvent({ customSchemaName: 'a' }, transport, jar);
      await trackAnalyticsEvent({ customSchemaName: 'b' }, transport, jar);
      const id = document.cookie.match(/(?:^|; )ss_cid=([^;]+)/)?.[1];
      expect(id).to.match(/^[0-9a-f-]{36}$/);
      expect([sentBody(transport, 0).analyticsId, sentBody(transport, 1).analyticsId]).to.deep.equal([id, id]);
      expect(jar.writes.filter((w) => w.startsWith('ss_cid='))).to.have.length(1);
      expect(ANALYTICS_MAX_AGE).to.equal(390 * 24 * 60 * 60);
      expect(attributes(jar.lastWrite('ss_cid'))).to.include({ 'max-age': '33696000', path: '/', samesite: 'Lax' });
    });

    it('replaces a malformed cookie with a new id', () => {
      document.cookie = 'ss_cid=not%20an%20id!; path=/';
      const id = getAnalyticsId();
      expect(id).to.match(/^[0-9a-f-]{36}$/);
      expect(document.cookie).to.include(`ss_cid=${id}`);
    });

    it("warns 'Unable to store analyticsId' once when cookies are blocked, and keeps one id for the page", async () => {
      const blocked = {
        get cookie() {
          return '';
        },
        set cookie(_value: string) {
          // The browser drops it.
        },
      };
      const transport = accepting();
      const warnings = await captureWarnings(async () => {
        await trackAnalyticsEvent({ customSchemaName: 'a' }, transport, blocked);
        await trackAnalyticsEvent({ customSchemaName: 'b' }, transport, blocked);
      });
      expect(warnings).to.deep.equal(['Unable to store analyticsId']);
      const [first, second] = [sentBody(transport, 0).analyticsId, sentBody(transport, 1).analyticsId];
      expect(first).to.match(/^[0-9a-f-]{36}$/);
      expect(second).to.equal(first);
    });
  });

  describe('consent', () => {
    afterEach(() => localStorage.clear());

    it('under the restrictive policy, before consent: no id cookie, no call; once accepted both; a decline clears the cookie', async () => {
      configure({ context: { ...RESTRICTIVE, ...CONTEXT } });
      const jar = cookieRecorder();
      const transport = accepting();
      await trackAnalyticsEvent({ customSchemaName: 'a' }, transport, jar);
      expect(getAnalyticsId(jar)).to.be.undefined;
      expect(transport.requests).to.deep.equal([]);
      expect(jar.writes).to.deep.equal([]);

      setConsent(true, jar);
      await trackAnalyticsEvent({ customSchemaName: 'a' }, transport, jar);
      const id = sentBody(transport).analyticsId;
      expect(document.cookie).to.include(`ss_cid=${id}`);
      expect(sentBody(transport).commonData.user_member_account_id).to.equal('member-1');

      setConsent(false, jar);
      enforceConsent(jar);
      expect(document.cookie).not.to.include('ss_cid=');
    });
  });

  describe('Global Privacy Control', () => {
    afterEach(() => delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl);

    it('with the signal and no choice: no id cookie, no call, no mouse sample', async () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      configure({ context: { authenticatedAccount: { id: 'a1' }, websiteRoles: [10] } });
      const jar = cookieRecorder();
      const transport = accepting();
      await trackAnalyticsEvent({ customSchemaName: 'a' }, transport, jar);
      expect([getAnalyticsId(jar), transport.requests, jar.writes]).to.deep.equal([undefined, [], []]);
      const samples: unknown[] = [];
      const stop = startMouseTracking({ log: (...sample) => samples.push(sample), now: () => 1e9 });
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 1, clientY: 2, pointerType: 'mouse' }));
      stop();
      expect(samples).to.deep.equal([]);
    });
  });

  describe('mouse-position tracking', () => {
    /** A move of the mouse (or another pointer) at (x, y). */
    const move = (x: number, y: number, pointerType = 'mouse') =>
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType }));

    function tracker() {
      let now = 0;
      const samples: Array<[string, unknown]> = [];
      const stop = startMouseTracking({ log: (type, data) => samples.push([type, data]), now: () => now });
      return { samples, stop, advance: (ms: number) => (now += ms) };
    }

    it('records the mouse position at most once a second for a logged-in account', () => {
      configure({ context: { authenticatedAccount: { id: 'a1' }, websiteRoles: [10] } });
      const { samples, stop, advance } = tracker();
      advance(MOUSE_SAMPLE_MS);
      move(10, 20);
      move(11, 21);
      advance(MOUSE_SAMPLE_MS - 1);
      move(12, 22);
      advance(1);
      move(13, 23);
      move(14, 24, 'touch');
      stop();
      advance(MOUSE_SAMPLE_MS);
      move(15, 25);
      const size = { width: innerWidth, height: innerHeight };
      expect(samples).to.deep.equal([
        ['mousePosition', { x: 10, y: 20, ...size }],
        ['mousePosition', { x: 13, y: 23, ...size }],
      ]);
    });

    it('records nothing for a visitor, or for an account while tracking is not allowed', () => {
      const { samples, stop, advance } = tracker();
      advance(MOUSE_SAMPLE_MS);
      move(10, 20);
      configure({ context: { authenticatedAccount: { id: 'a1' }, ...RESTRICTIVE } });
      advance(MOUSE_SAMPLE_MS);
      move(10, 20);
      stop();
      expect(samples).to.deep.equal([]);
    });
  });
});
