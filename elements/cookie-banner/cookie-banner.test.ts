import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsCookieBannerElement } from './define.js';
import { getConsent, ignoreGlobalPrivacyControl, setConsent, trackingAllowed } from '../../runtime/consent.js';
import { whenIdle } from '../../runtime/lib/when-idle.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { recordEvent } from '../../runtime/events.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import { clearCookies } from '../../test/runtime/cookie-recorder.js';
import { inspect, outboxSettled } from '../../test/runtime/fakes.js';
import { useSiteContext } from '../../test/support/site-context.js';

const DEFAULT_TEXT =
  'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.';

/** Returns the banner once it has rendered its first state (`data-state` is set on the first commit). */
async function banner(markup: ReturnType<typeof html>): Promise<SqsCookieBannerElement> {
  const el = await fixture<SqsCookieBannerElement>(markup);
  await waitUntil(() => el.dataset.state, '<sqs-cookie-banner> never rendered');
  await el.updateComplete;
  return el;
}

/** Returns a banner with `settings` given as its attribute. */
const withSettings = (settings: Record<string, unknown>) =>
  banner(html`<sqs-cookie-banner settings=${JSON.stringify(settings)}></sqs-cookie-banner>`);

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const button = (el: Element, name: 'accept' | 'decline') =>
  shadow(el).querySelector<HTMLButtonElement>(`[part~="${name}"]`);
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);

function setGpc(value: boolean | undefined): void {
  if (value === undefined) delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
  else Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

const ENABLED = { isCookieBannerEnabled: true };

describe('<sqs-cookie-banner>', () => {
  useSiteContext();
  beforeEach(() => {
    resetConfiguration();
    clearCookies();
  });
  afterEach(() => {
    setGpc(undefined);
    ignoreGlobalPrivacyControl(false);
    resetConfiguration();
    clearCookies();
  });

  it('passes an axe check while shown, as a labelled region', async () => {
    const el = await withSettings({
      ...ENABLED,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
    });
    await expect(el).to.be.accessible();
    const region = base(el)!;
    expect(region.localName).to.equal('section');
    expect(region.getAttribute('aria-label')).to.equal('Cookie consent');
  });

  it('passes an axe check with an icon accept control, named by its CTA text', async () => {
    const el = await withSettings({ ...ENABLED, cookieBannerCtaVariant: 'ICON', cookieBannerTheme: 'LIGHT' });
    await expect(el).to.be.accessible();
    expect(button(el, 'accept')!.getAttribute('aria-label')).to.equal('Accept');
    expect(button(el, 'accept')!.querySelector('svg')).to.exist;
  });

  describe('settings fallbacks (spec 000 §5)', () => {
    // Each row: the settings given (enabled) → what the banner shows.
    const rows: Array<{
      name: string;
      given: Record<string, unknown>;
      variant?: string;
      theme?: string;
      position?: string;
      cta?: string;
      text?: string;
      accept?: string;
      decline?: string | null;
    }> = [
      {
        name: 'nothing but enabled',
        given: {},
        variant: 'BAR',
        theme: 'DARK',
        position: 'BOTTOM',
        cta: 'ICON',
        text: DEFAULT_TEXT,
        accept: 'Accept',
        decline: null,
      },
      { name: 'an empty text', given: { cookieBannerText: '' }, text: DEFAULT_TEXT },
      { name: 'an empty paragraph', given: { cookieBannerText: '<p></p>' }, text: DEFAULT_TEXT },
      {
        name: 'a paragraph of spaces and a line break',
        given: { cookieBannerText: '<p> <br> </p>' },
        text: DEFAULT_TEXT,
      },
      { name: 'an owner text', given: { cookieBannerText: '<p>We bake cookies.</p>' }, text: 'We bake cookies.' },
      { name: 'an unknown variant', given: { cookieBannerVariant: 'BANNER' }, variant: 'BAR' },
      { name: 'the POPUP variant', given: { cookieBannerVariant: 'POPUP' }, variant: 'POPUP', position: 'BOTTOM_LEFT' },
      { name: 'an unknown theme', given: { cookieBannerTheme: 'BLUE' }, theme: 'DARK' },
      { name: 'the LIGHT theme', given: { cookieBannerTheme: 'LIGHT' }, theme: 'LIGHT' },
      { name: 'an unknown CTA variant', given: { cookieBannerCtaVariant: 'LINK' }, cta: 'ICON', accept: 'Accept' },
      { name: 'the TEXT CTA variant', given: { cookieBannerCtaVariant: 'TEXT' }, cta: 'TEXT', accept: 'Accept' },
      { name: 'the BUTTON CTA variant', given: { cookieBannerCtaVariant: 'BUTTON' }, cta: 'BUTTON', accept: 'Accept' },
      {
        name: 'an unknown accept type',
        given: { cookieBannerAcceptType: 'OPT_OUT', cookieBannerCtaVariant: 'TEXT' },
        decline: null,
      },
      {
        name: 'OPT_IN_AND_OUT',
        given: { cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' },
        decline: 'Decline',
        accept: 'Accept',
      },
      {
        name: 'empty CTA texts',
        given: {
          cookieBannerAcceptType: 'OPT_IN_AND_OUT',
          cookieBannerCtaVariant: 'TEXT',
          cookieBannerCtaText: '',
          cookieBannerOptOutCtaText: ' ',
        },
        accept: 'Accept',
        decline: 'Decline',
      },
      {
        name: 'owner CTA texts',
        given: {
          cookieBannerAcceptType: 'OPT_IN_AND_OUT',
          cookieBannerCtaVariant: 'BUTTON',
          cookieBannerCtaText: 'Fine',
          cookieBannerOptOutCtaText: 'No thanks',
        },
        accept: 'Fine',
        decline: 'No thanks',
      },
      { name: 'a bar at TOP_LEFT', given: { cookieBannerPosition: 'TOP_LEFT' }, position: 'TOP' },
      { name: 'a bar at TOP_RIGHT', given: { cookieBannerPosition: 'TOP_RIGHT' }, position: 'TOP' },
      { name: 'a bar at TOP', given: { cookieBannerPosition: 'TOP' }, position: 'TOP' },
      { name: 'a bar at BOTTOM_LEFT', given: { cookieBannerPosition: 'BOTTOM_LEFT' }, position: 'BOTTOM' },
      { name: 'a bar at an unknown position', given: { cookieBannerPosition: 'MIDDLE' }, position: 'BOTTOM' },
      {
        name: 'a popup at TOP',
        given: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' },
        position: 'TOP_LEFT',
      },
      {
        name: 'a popup at BOTTOM',
        given: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM' },
        position: 'BOTTOM_LEFT',
      },
      {
        name: 'a popup at TOP_RIGHT',
        given: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' },
        position: 'TOP_RIGHT',
      },
      {
        name: 'a popup at BOTTOM_RIGHT',
        given: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' },
        position: 'BOTTOM_RIGHT',
      },
      {
        name: 'a popup at an unknown position',
        given: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'CENTER' },
        position: 'BOTTOM_LEFT',
      },
    ];
    for (const row of rows) {
      it(`shows ${row.name} as expected`, async () => {
        const el = await withSettings({ ...ENABLED, ...row.given });
        const region = base(el)!;
        expect(region, 'banner not shown').to.exist;
        if (row.variant) expect(region.dataset.variant).to.equal(row.variant);
        if (row.theme) expect(region.dataset.theme).to.equal(row.theme);
        if (row.position) expect(region.dataset.position).to.equal(row.position);
        if (row.cta) expect(region.dataset.cta).to.equal(row.cta);
        if (row.text) expect(shadow(el).querySelector('[part~="text"]')!.textContent).to.equal(row.text);
        const accept = button(el, 'accept')!;
        if (row.accept) expect(accept.getAttribute('aria-label') ?? accept.textContent).to.equal(row.accept);
        if (row.decline === null) expect(button(el, 'decline')).to.be.null;
        else if (row.decline) expect(button(el, 'decline')!.textContent).to.equal(row.decline);
      });
    }
  });

  it('keeps the text formatting and safe links of the owner text, and drops scripts, handlers and unsafe links', async () => {
    const el = await withSettings({
      ...ENABLED,
      cookieBannerText:
        '<p>Read <a href="/privacy" onclick="alert(1)">our policy</a> <strong>now</strong><script>window.__bad = 1</script>' +
        '<img src="x" onerror="window.__bad = 1"><a href="javascript:alert(1)">bad</a></p>',
    });
    const text = shadow(el).querySelector('[part~="text"]')!;
    expect(text.textContent).to.equal('Read our policy nowbad');
    const links = text.querySelectorAll('a');
    expect(links[0]!.getAttribute('href')).to.equal('/privacy');
    expect(links[0]!.hasAttribute('onclick')).to.be.false;
    expect(links[1]!.hasAttribute('href')).to.be.false;
    expect(text.querySelector('strong')!.textContent).to.equal('now');
    expect(text.querySelector('script, img')).to.be.null;
    expect((window as unknown as { __bad?: number }).__bad).to.be.undefined;
  });

  it("renders the owner text on a page that requires Trusted Types (CSP require-trusted-types-for 'script')", async () => {
    const settings = JSON.stringify({ ...ENABLED, cookieBannerText: '<p>Read <a href="/privacy">our policy</a></p>' });
    const page = [
      '<!doctype html><html lang="en"><head><title>Trusted Types</title>',
      `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'">`,
      `<script type="module" src="${location.origin}/elements/cookie-banner/define.ts"></script></head><body>`,
      `<sqs-cookie-banner settings='${settings}'></sqs-cookie-banner></body></html>`,
    ].join('');
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="Trusted Types page" srcdoc=${page}></iframe>`);
    const win = frame.contentWindow as Window & typeof globalThis;
    await waitUntil(
      () => win.document.querySelector('sqs-cookie-banner')?.shadowRoot?.querySelector('[part~="text"] a'),
      'the banner text never rendered',
      {
        timeout: 8000,
      },
    );
    const text = win.document.querySelector('sqs-cookie-banner')!.shadowRoot!.querySelector('[part~="text"]')!;
    expect(text.textContent).to.equal('Read our policy');
    expect(text.querySelector('a')!.getAttribute('href')).to.equal('/privacy');
    // The frame really enforces Trusted Types where the engine has them.
    if ('trustedTypes' in win) expect(() => (win.document.body.innerHTML = '<b>x</b>')).to.throw();
  });

  it("shows the owner text without formatting when the page's Trusted Types allow-list refuses its policy", async () => {
    const settings = JSON.stringify({
      ...ENABLED,
      cookieBannerText: '<p>Fish &amp; chips &#8211; <a href="/p">policy</a></p>',
    });
    const page = [
      '<!doctype html><html lang="en"><head><title>Trusted Types</title>',
      `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types other-policy">`,
      `<script type="module" src="${location.origin}/elements/cookie-banner/define.ts"></script></head><body>`,
      `<sqs-cookie-banner settings='${settings}'></sqs-cookie-banner></body></html>`,
    ].join('');
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="Trusted Types page" srcdoc=${page}></iframe>`);
    const win = frame.contentWindow as Window & typeof globalThis;
    await waitUntil(
      () => win.document.querySelector('sqs-cookie-banner')?.shadowRoot?.querySelector('[part~="text"]'),
      'the banner never rendered',
      {
        timeout: 8000,
      },
    );
    const text = win.document.querySelector('sqs-cookie-banner')!.shadowRoot!.querySelector('[part~="text"]')!;
    expect(text.textContent).to.equal('Fish & chips – policy');
    expect(text.querySelector('a')).to.be.null;
  });

  it('reads its settings from the site context when no settings attribute is given', async () => {
    configure({
      context: {
        websiteSettings: {
          cookieBannerSettings: { ...ENABLED, cookieBannerVariant: 'POPUP', cookieBannerTheme: 'LIGHT' },
        },
      },
    });
    const el = await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`);
    expect(base(el)!.dataset.variant).to.equal('POPUP');
    expect(base(el)!.dataset.theme).to.equal('LIGHT');
  });

  it('prefers the settings attribute to the site context', async () => {
    configure({ context: { websiteSettings: { cookieBannerSettings: { ...ENABLED, cookieBannerVariant: 'POPUP' } } } });
    const el = await withSettings({ ...ENABLED, cookieBannerVariant: 'BAR' });
    expect(base(el)!.dataset.variant).to.equal('BAR');
  });

  it('warns once about malformed settings JSON and falls back to the site context', async () => {
    configure({ context: { websiteSettings: { cookieBannerSettings: { ...ENABLED, cookieBannerTheme: 'LIGHT' } } } });
    let el!: SqsCookieBannerElement;
    const warnings = await captureWarnings(async () => {
      el = await banner(html`<sqs-cookie-banner settings="{not json"></sqs-cookie-banner>`);
      el.setAttribute('forced', '');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<sqs-cookie-banner>').and.to.contain('settings');
    expect(base(el)!.dataset.theme).to.equal('LIGHT');
  });

  it('is not shown at all when the banner is disabled or has no settings', async () => {
    for (const el of [
      await withSettings({ isCookieBannerEnabled: false }),
      await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`),
    ]) {
      expect(el.dataset.state).to.equal('hidden');
      expect(shadow(el).childNodes).to.have.length(0);
    }
  });

  it('is not shown when the visitor chose under banner version 2, and asks again for a choice under another version', async () => {
    document.cookie = 'ss_cookieAllowed=2|0; path=/';
    const chosen = await withSettings(ENABLED);
    expect(chosen.dataset.state).to.equal('hidden');
    expect(chosen.dataset.consent).to.equal('declined');
    document.cookie = 'ss_cookieAllowed=1|1; path=/';
    const again = await withSettings(ENABLED);
    expect(again.dataset.state).to.equal('shown');
    expect(again.dataset.consent).to.equal('unset');
  });

  it('stores acceptance through the runtime, removes the banner and emits sqs-consent { accepted: true }', async () => {
    const el = await withSettings({ ...ENABLED, cookieBannerCtaVariant: 'BUTTON' });
    const runtimeEvent = oneEvent(document, 'sqs-consent-change');
    const event = oneEvent(el, 'sqs-consent');
    button(el, 'accept')!.click();
    const { detail, bubbles, composed } = await event;
    expect({ detail, bubbles, composed }).to.deep.equal({ detail: { accepted: true }, bubbles: true, composed: true });
    expect((await runtimeEvent).detail).to.deep.equal({ accepted: true });
    expect(document.cookie).to.contain('ss_cookieAllowed=2|1');
    expect(getConsent()).to.equal(true);
    await el.updateComplete;
    expect(base(el)).to.be.null;
    expect(el.dataset.state).to.equal('hidden');
    expect(el.dataset.consent).to.equal('accepted');
  });

  it('offers decline only with OPT_IN_AND_OUT; declining under the restrictive policy stores it and clears the tracking cookies', async () => {
    configure({
      context: {
        websiteSettings: {
          cookieBannerSettings: {
            ...ENABLED,
            isAnalyticsCookiesDisabled: true,
            cookieBannerAcceptType: 'OPT_IN_AND_OUT',
          },
        },
      },
    });
    const el = await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`);
    // Set after the banner started: the restrictive policy only clears them on a choice or the runtime's start.
    document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
    document.cookie = 'ss_cvt=5; path=/';
    const event = oneEvent(el, 'sqs-consent');
    button(el, 'decline')!.click();
    expect((await event).detail).to.deep.equal({ accepted: false });
    expect(document.cookie).to.contain('ss_cookieAllowed=2|0');
    expect(cookieNames()).to.not.include.members(['ss_cvr', 'ss_cvt']);
    await el.updateComplete;
    expect(base(el)).to.be.null;
    expect(el.dataset.consent).to.equal('declined');
  });

  it('is removed when the choice is made elsewhere through the runtime', async () => {
    const el = await withSettings(ENABLED);
    setConsent(true);
    await waitUntil(() => el.dataset.state === 'hidden', 'the banner stayed after setConsent');
    expect(base(el)).to.be.null;
  });

  it('does not take focus, and is reached and operated with the keyboard', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <button id="before">Before</button>
        <sqs-cookie-banner
          settings=${JSON.stringify({ ...ENABLED, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' })}
        ></sqs-cookie-banner>
      </div>`,
    );
    const el = wrapper.querySelector('sqs-cookie-banner')!;
    const before = wrapper.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    await waitUntil(() => base(el), 'the banner never showed');
    expect(deepActiveElement()).to.equal(before);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(el, 'decline'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(el, 'accept'));
    const event = oneEvent(el, 'sqs-consent');
    await sendKeys({ press: ' ' });
    expect((await event).detail).to.deep.equal({ accepted: true });
  });

  it('is forced on whatever the settings and stored choice, updated, and remounted with the given settings when unforced', async () => {
    document.cookie = 'ss_cookieAllowed=2|1; path=/';
    const el = await withSettings({ isCookieBannerEnabled: false });
    expect(el.dataset.state).to.equal('hidden');

    el.force();
    await el.updateComplete;
    expect(el.hasAttribute('forced')).to.be.true;
    expect(base(el)!.dataset.variant).to.equal('BAR');

    el.updateSettings({ ...ENABLED, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' });
    await el.updateComplete;
    expect(base(el)!.dataset.position).to.equal('TOP_RIGHT');

    // Unforced with a stored choice: hidden, whatever the settings.
    el.unforce({ ...ENABLED, cookieBannerTheme: 'LIGHT' });
    await el.updateComplete;
    expect(el.hasAttribute('forced')).to.be.false;
    expect(el.dataset.state).to.equal('hidden');

    // Without a choice, the remounted banner is a new one with the given settings.
    clearCookies();
    el.force();
    await el.updateComplete;
    const first = base(el)!;
    el.unforce({ ...ENABLED, cookieBannerTheme: 'LIGHT', cookieBannerVariant: 'POPUP' });
    await el.updateComplete;
    const second = base(el)!;
    expect(second).to.exist;
    expect(second).to.not.equal(first);
    expect(second.dataset).to.include({ theme: 'LIGHT', variant: 'POPUP', position: 'BOTTOM_LEFT' });
  });

  it('treats a Global Privacy Control signal as a refusal until the visitor accepts', async () => {
    setGpc(true);
    document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
    const el = await withSettings(ENABLED);
    expect(el.dataset.consent).to.equal('gpc');
    expect(cookieNames()).to.not.include('ss_cvr');
    expect(trackingAllowed()).to.equal(false);
    expect(el.dataset.state, 'the visitor can still accept').to.equal('shown');
    button(el, 'accept')!.click();
    await waitUntil(() => el.dataset.consent === 'accepted');
    expect(trackingAllowed()).to.equal(true);
  });

  it("lets no attribute switch Global Privacy Control off; only the host page's configuration can", async () => {
    setGpc(true);
    document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
    const el = await banner(
      html`<sqs-cookie-banner ignore-gpc settings=${JSON.stringify(ENABLED)}></sqs-cookie-banner>`,
    );
    expect(el.dataset.consent).to.equal('gpc');
    expect(trackingAllowed()).to.equal(false);
    el.remove();
    configure({ ignoreGlobalPrivacyControl: true });
    document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
    const ignored = await banner(html`<sqs-cookie-banner settings=${JSON.stringify(ENABLED)}></sqs-cookie-banner>`);
    expect(ignored.dataset.consent).to.equal('unset');
    expect(cookieNames()).to.include('ss_cvr');
    expect(trackingAllowed()).to.equal(true);
  });

  it('stacks above the managed UI base (z-index 30000) and sits where its position says', async () => {
    const bar = await withSettings({ ...ENABLED, cookieBannerPosition: 'TOP' });
    expect(getComputedStyle(base(bar)!).zIndex).to.equal('30001');
    expect(getComputedStyle(base(bar)!).position).to.equal('fixed');
    expect(base(bar)!.getBoundingClientRect().top).to.equal(0);
    const popup = await withSettings({
      ...ENABLED,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_RIGHT',
    });
    const box = base(popup)!.getBoundingClientRect();
    expect(Math.round(innerWidth - box.right)).to.equal(16);
    expect(Math.round(innerHeight - box.bottom)).to.equal(16);
  });

  // Last: the runtime's start-up stays on this page once imported.
  describe('gating census end to end (reference API)', () => {
    /** This run's page views at the reference API (each test gives the page a unique address). */
    const hits = () => inspect<{ ss_cvr: string }>(`census/hits?urlPrefix=${encodeURIComponent(location.href)}`);

    /**
     * Resolves once every page view the runtime could have sent by now has reached the server: after the runtime's
     * idle task (idle callbacks run in order), a marker is queued behind it in the same outbox, which sends oldest
     * first; once the marker has arrived, an earlier page view would have too. The marker is a RecordEvent: consent
     * holds back census calls, not it.
     */
    async function settled(): Promise<void> {
      await new Promise<void>((resolve) => whenIdle(resolve));
      await outboxSettled(recordEvent);
    }

    const TRACKED = /^[\w-]+(\|[1-9]\d*){4}$/;

    it('records no page view before acceptance under the restrictive policy, and one tracked page view on acceptance', async function () {
      // IndexedDB and the outbox's delivery can take seconds on a loaded machine.
      this.timeout(30000);
      location.hash = `consent-${crypto.randomUUID()}`;
      configure({
        context: {
          websiteId: 'consent-site',
          pageType: 2,
          websiteSettings: { cookieBannerSettings: { ...ENABLED, isAnalyticsCookiesDisabled: true } },
        },
      });
      document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
      const el = await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`);
      const runtime = await import('../../runtime/start.js').then(() => import('../../runtime/lifecycle.js'));

      // The runtime has started (the old tracking cookie is cleared) and recorded nothing.
      await settled();
      expect(await hits()).to.deep.equal([]);
      expect(cookieNames()).to.not.include.members(['ss_cvr', 'ss_cvt']);

      button(el, 'accept')!.click();
      await waitUntil(async () => (await hits()).length === 1, 'no page view after acceptance', { timeout: 8000 });
      const [hit] = await hits();
      expect(hit!.ss_cvr).to.match(TRACKED);
      expect(document.cookie).to.contain(`ss_cvr=${hit!.ss_cvr}`);

      // One page view per page: another acceptance records nothing more; the next page (a navigation) does.
      setConsent(true);
      await settled();
      expect(await hits()).to.have.length(1);
      runtime.destroy();
      runtime.ready();
      await waitUntil(async () => (await hits()).length === 2, 'the next page view never arrived', { timeout: 8000 });
      runtime.destroy();
    });

    it('records no page view after a decline under the restrictive policy', async function () {
      this.timeout(30000);
      location.hash = `decline-${crypto.randomUUID()}`;
      configure({
        context: {
          websiteId: 'consent-site',
          pageType: 2,
          websiteSettings: {
            cookieBannerSettings: {
              ...ENABLED,
              isAnalyticsCookiesDisabled: true,
              cookieBannerAcceptType: 'OPT_IN_AND_OUT',
            },
          },
        },
      });
      const el = await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`);
      button(el, 'decline')!.click();
      await waitUntil(() => el.dataset.state === 'hidden');
      const runtime = await import('../../runtime/lifecycle.js');
      runtime.ready();
      await settled();
      expect(await hits()).to.deep.equal([]);
      expect(cookieNames()).to.not.include.members(['ss_cvr', 'ss_cvt', 'ss_sid']);
      runtime.destroy();
    });

    it('records no page view for a Global Privacy Control visitor on a site without the restrictive policy until they accept', async function () {
      this.timeout(30000);
      location.hash = `gpc-${crypto.randomUUID()}`;
      setGpc(true);
      configure({
        context: { websiteId: 'consent-site', pageType: 2, websiteSettings: { cookieBannerSettings: ENABLED } },
      });
      const el = await banner(html`<sqs-cookie-banner></sqs-cookie-banner>`);
      expect(el.dataset.consent).to.equal('gpc');
      const runtime = await import('../../runtime/lifecycle.js');
      runtime.ready();
      await settled();
      expect(await hits()).to.deep.equal([]);
      expect(cookieNames()).to.not.include('ss_cvr');

      button(el, 'accept')!.click();
      await waitUntil(async () => (await hits()).length === 1, 'no page view after acceptance', { timeout: 8000 });
      expect((await hits())[0]!.ss_cvr).to.match(TRACKED);
      runtime.destroy();
    });
  });
});
