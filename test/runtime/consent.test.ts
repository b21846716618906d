import { expect, oneEvent } from '@open-wc/testing';
import {
  enforceConsent,
  getConsent,
  normalizeCookieBannerSettings,
  onConsentChange,
  setConsent,
  toApiSettings,
  toEditorSettings,
  trackingAllowed,
  type CookieBannerApiSettings,
} from '../../runtime/consent.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { getCookie } from '../../runtime/lib/cookies.js';
import { captureWarnings } from '../support/helpers.js';
import { addSiteContext } from '../support/site-context.js';
import { attributes, clearCookies, cookieRecorder } from './cookie-recorder.js';

const TRACKING = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_sid'];
const restrictive = (on: boolean) =>
  configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: on } } } });
const setTrackingCookies = () => {
  for (const name of TRACKING) document.cookie = `${name}=v; path=/`;
  document.cookie = 'crumb=keep; path=/';
};

const DEFAULTS: CookieBannerApiSettings = {
  cookieBannerText:
    'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  isCookieBannerEnabled: false,
  isActivityLogEnabled: false,
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
};

describe('consent', () => {
  afterEach(() => {
    clearCookies();
    resetConfiguration();
  });

  describe('the visitor choice', () => {
    it('is undefined until the visitor chooses', () => {
      expect(getConsent()).to.be.undefined;
    });

    it('stores accept as ss_cookieAllowed for 30 days under banner version 2', () => {
      const doc = cookieRecorder();
      setConsent(true, doc);
      expect(doc.lastWrite('ss_cookieAllowed')).to.equal('ss_cookieAllowed=2|1; Max-Age=2592000; Path=/; SameSite=Lax');
      expect(getConsent()).to.equal(true);
    });

    it('stores decline the same way', () => {
      const doc = cookieRecorder();
      setConsent(false, doc);
      expect(doc.lastWrite('ss_cookieAllowed')).to.equal('ss_cookieAllowed=2|0; Max-Age=2592000; Path=/; SameSite=Lax');
      expect(getConsent()).to.equal(false);
    });

    for (const value of ['1|1', '3|1', '2|yes', 'true', '']) {
      it(`treats "${value}" (another banner version or malformed) as no choice`, () => {
        document.cookie = `ss_cookieAllowed=${value}; path=/`;
        expect(getConsent()).to.be.undefined;
      });
    }

    it('dispatches sqs-consent-change and calls onConsentChange listeners until they unsubscribe', async () => {
      const seen: boolean[] = [];
      const stop = onConsentChange((accepted) => seen.push(accepted));
      const event = oneEvent(document, 'sqs-consent-change');
      setConsent(true);
      expect((await event).detail).to.deep.equal({ accepted: true });
      setConsent(false);
      stop();
      setConsent(true);
      expect(seen).to.deep.equal([true, false]);
    });
  });

  describe('the restrictive cookie policy', () => {
    it('clears every tracking cookie when it is on and the visitor has not chosen, and keeps the others', () => {
      restrictive(true);
      setTrackingCookies();
      const doc = cookieRecorder();
      expect(trackingAllowed()).to.equal(false);
      expect(enforceConsent(doc)).to.equal(false);
      for (const name of TRACKING) {
        expect(getCookie(name), name).to.be.undefined;
        expect(attributes(doc.lastWrite(name))['max-age'], name).to.equal('0');
      }
      expect(getCookie('crumb')).to.equal('keep');
      // Cleared, and nothing set: every write was a deletion.
      expect(doc.writes.every((w) => w.includes('Max-Age=0'))).to.be.true;
    });

    it('clears them when the visitor declines', () => {
      restrictive(true);
      setTrackingCookies();
      setConsent(false);
      for (const name of TRACKING) expect(getCookie(name), name).to.be.undefined;
    });

    it('allows tracking once the visitor accepts, and clears nothing', () => {
      restrictive(true);
      setTrackingCookies();
      setConsent(true);
      expect(trackingAllowed()).to.equal(true);
      for (const name of TRACKING) expect(getCookie(name), name).to.equal('v');
    });

    it('counts as on for a page without a site context: tracking cookies cleared, nothing tracked until accepted', () => {
      setTrackingCookies();
      expect(enforceConsent()).to.equal(false);
      for (const name of TRACKING) expect(getCookie(name), name).to.be.undefined;
      setConsent(true);
      expect(trackingAllowed()).to.equal(true);
    });

    it('counts as on for an empty site context script, and off once the page or the host gives a context', () => {
      const remove = addSiteContext();
      try {
        expect(trackingAllowed()).to.equal(true);
        document.getElementById('sqs-site-context')!.textContent = ' ';
        resetConfiguration();
        expect(trackingAllowed()).to.equal(false);
        // A context from code is a context: a site that names no banner settings never turned the policy on.
        configure({ context: { websiteId: 'w1' } });
        expect(trackingAllowed()).to.equal(true);
      } finally {
        remove();
      }
    });

    it('counts as on when the page has a site context script that is not a JSON object, until the host says', async () => {
      const script = Object.assign(document.createElement('script'), {
        type: 'application/json',
        id: 'sqs-site-context',
        textContent: '{"websiteSettings": ',
      });
      document.head.append(script);
      try {
        const warnings = await captureWarnings(() => {
          setTrackingCookies();
          expect(enforceConsent()).to.equal(false);
        });
        expect(warnings).to.have.length(1);
        for (const name of TRACKING) expect(getCookie(name), name).to.be.undefined;
        restrictive(false);
        expect(trackingAllowed()).to.equal(true);
      } finally {
        script.remove();
      }
    });

    it('allows tracking without a choice when the policy is off', () => {
      restrictive(false);
      setTrackingCookies();
      expect(enforceConsent()).to.equal(true);
      setConsent(false);
      expect(trackingAllowed()).to.equal(true);
      for (const name of TRACKING) expect(getCookie(name), name).to.equal('v');
    });
  });

  describe('normalizeCookieBannerSettings', () => {
    it('fills every field with its default for empty or non-object input', () => {
      for (const raw of [{}, null, undefined, 'x', 42, []])
        expect(normalizeCookieBannerSettings(raw), String(raw)).to.deep.equal(DEFAULTS);
    });

    it('keeps valid settings as they are, without changing its input', () => {
      const raw: CookieBannerApiSettings = {
        cookieBannerText: '<p>We bake cookies.</p>',
        cookieBannerCtaText: 'OK',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerVariant: 'POPUP',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isCookieBannerEnabled: true,
        isActivityLogEnabled: true,
        isAnalyticsCookiesDisabled: true,
        isRestrictiveCookiePolicyAbsolute: true,
      };
      const copy = structuredClone(raw);
      expect(normalizeCookieBannerSettings(raw)).to.deep.equal(raw);
      expect(raw).to.deep.equal(copy);
    });

    for (const text of ['', '   ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', 7]) {
      it(`falls back to the default text for ${JSON.stringify(text)}`, () => {
        expect(normalizeCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).to.equal(
          DEFAULTS.cookieBannerText,
        );
      });
    }

    it("falls back to 'Accept' and 'Decline' for empty button texts", () => {
      const s = normalizeCookieBannerSettings({ cookieBannerCtaText: '', cookieBannerOptOutCtaText: ' ' });
      expect([s.cookieBannerCtaText, s.cookieBannerOptOutCtaText]).to.deep.equal(['Accept', 'Decline']);
    });

    it('falls back to BAR, DARK, ICON and OPT_IN for unknown values', () => {
      const s = normalizeCookieBannerSettings({
        cookieBannerVariant: 'SIDEBAR',
        cookieBannerTheme: 'BLUE',
        cookieBannerCtaVariant: 'LINK',
        cookieBannerAcceptType: 'OPT_OUT',
      });
      expect([
        s.cookieBannerVariant,
        s.cookieBannerTheme,
        s.cookieBannerCtaVariant,
        s.cookieBannerAcceptType,
      ]).to.deep.equal(['BAR', 'DARK', 'ICON', 'OPT_IN']);
    });

    const bar: Array<[unknown, string]> = [
      ['TOP', 'TOP'],
      ['TOP_LEFT', 'TOP'],
      ['TOP_RIGHT', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
      ['BOTTOM_LEFT', 'BOTTOM'],
      ['BOTTOM_RIGHT', 'BOTTOM'],
      ['MIDDLE', 'BOTTOM'],
      [undefined, 'BOTTOM'],
    ];
    for (const [position, expected] of bar) {
      it(`places a bar at ${expected} for position ${String(position)}`, () => {
        expect(
          normalizeCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: position })
            .cookieBannerPosition,
        ).to.equal(expected);
      });
    }

    const popup: Array<[unknown, string]> = [
      [undefined, 'BOTTOM_LEFT'],
      ['TOP', 'TOP_LEFT'],
      ['BOTTOM', 'BOTTOM_LEFT'],
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
      ['CENTER', 'BOTTOM_LEFT'],
    ];
    for (const [position, expected] of popup) {
      it(`places a popup at ${expected} for position ${String(position)}`, () => {
        expect(
          normalizeCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position })
            .cookieBannerPosition,
        ).to.equal(expected);
      });
    }

    it('accepts only true for the flags', () => {
      const s = normalizeCookieBannerSettings({
        isCookieBannerEnabled: 'true',
        isAnalyticsCookiesDisabled: 1,
        isActivityLogEnabled: true,
      });
      expect([s.isCookieBannerEnabled, s.isAnalyticsCookiesDisabled, s.isActivityLogEnabled]).to.deep.equal([
        false,
        false,
        true,
      ]);
    });
  });

  describe('API form ↔ editor form', () => {
    it('maps isAnalyticsCookiesDisabled to isRestrictiveCookiePolicyEnabled and inverts isActivityLogEnabled', () => {
      const api = { ...DEFAULTS, isAnalyticsCookiesDisabled: true, isActivityLogEnabled: true };
      const editor = toEditorSettings(api);
      expect(editor.isRestrictiveCookiePolicyEnabled).to.equal(true);
      expect(editor.isVisitorDataRestricted).to.equal(false);
      expect(editor).to.not.have.property('isAnalyticsCookiesDisabled');
      expect(editor).to.not.have.property('isActivityLogEnabled');
      expect(editor.cookieBannerCtaText).to.equal('Accept');
      expect(toApiSettings(editor)).to.deep.equal(api);
      const other = toApiSettings({
        ...editor,
        isRestrictiveCookiePolicyEnabled: false,
        isVisitorDataRestricted: true,
      });
      expect([other.isAnalyticsCookiesDisabled, other.isActivityLogEnabled]).to.deep.equal([false, false]);
    });
  });
});
