import { expect, waitUntil } from '@open-wc/testing';
import { CONSENT_COOKIE, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration, type RuntimeOptions } from '../../runtime/context.js';
import { configureExperiments, type FeatureExperiment } from '../../runtime/experiments.js';
import { startIntegrations, stopIntegrations, type PixelQueue } from '../../runtime/integrations.js';
import { ChunkLoadError } from '../../runtime/load-chunk.js';
import { signUpSiteUser } from '../../runtime/site-user.js';
import { openFixture } from '../fixtures/open-fixture.js';
import { captureWarnings } from '../support/helpers.js';
import { recordingTransport } from './fakes.js';
import { useSiteContext } from '../support/site-context.js';

const integrationElements = () => [...document.querySelectorAll<HTMLElement>('[data-sqs-integration]')];
const scriptsOf = (kind: string) =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[data-sqs-integration="${kind}"]`)].map((s) => s.src);
const linksOf = (kind: string) =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[data-sqs-integration="${kind}"]`)].map((l) => l.href);

/** Counts comments on the page the way a blog list does, so the comment-count script has something to fill in. */
function addCommentCount(): HTMLElement {
  const count = document.createElement('span');
  count.className = 'disqus-comment-count';
  count.dataset.disqusIdentifier = 'post-1';
  document.body.append(count);
  return count;
}

/** The restrictive cookie policy: nothing third-party before the visitor accepts. */
const restrictive = { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } };

const replayConfig = (toggle: string, sampled: string): FeatureExperiment[] => [
  { name: 'fullstory-enabled', experimentType: 'FEATURE_TOGGLE', variant: toggle },
  { name: 'fullstory-sampled', experimentType: 'AB_TEST', variant: sampled },
];

/** Configures the runtime and starts the integrations, returning what they warned. */
function start(options: RuntimeOptions, transport = recordingTransport()): Promise<string[]> {
  configure(options);
  return captureWarnings(() => startIntegrations(transport));
}

describe('third-party integrations', () => {
  useSiteContext();
  let extras: Element[] = [];
  afterEach(() => {
    stopIntegrations();
    for (const el of [...integrationElements(), ...extras]) el.remove();
    extras = [];
    delete window.fbq;
    delete window._fs_org;
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    configureExperiments(undefined, { search: '' });
    resetConfiguration();
  });

  describe('the web-font stylesheet', () => {
    it('links the kit of website.typekitId from use.typekit.net', async () => {
      await start({ context: { website: { typekitId: 'abc1def' } } });
      expect(linksOf('typekit')).to.deep.equal(['https://use.typekit.net/abc1def.css']);
      expect(document.querySelector('link[data-sqs-integration="typekit"]')!.getAttribute('rel')).to.equal(
        'stylesheet',
      );
    });

    it('links the googleFonts families from fonts.googleapis.com in one stylesheet', async () => {
      await start({ context: { googleFonts: ['Open Sans', 'Roboto:wght@400;700'] } });
      expect(linksOf('googleFonts')).to.deep.equal([
        'https://fonts.googleapis.com/css2?family=Open+Sans&family=Roboto:wght@400;700&display=swap',
      ]);
    });

    it('carries the nonce of the page’s own styles', async () => {
      const style = document.createElement('style');
      style.setAttribute('nonce', 'style-nonce');
      document.head.append(style);
      extras.push(style);
      await start({ context: { website: { typekitId: 'abc1def' } } });
      expect(document.querySelector<HTMLLinkElement>('link[data-sqs-integration="typekit"]')!.nonce).to.equal(
        'style-nonce',
      );
    });

    it('tries a stylesheet that fails once more with a fresh link, then logs CSS_CHUNK_LOAD_FAILED and ignores it', async () => {
      const missing = new URL('/examples/stand-ins/no-such-kit.css', location.origin).href;
      const added: Node[] = [];
      const observer = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
      observer.observe(document.head, { childList: true });
      const warned: unknown[][] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => void warned.push(args);
      try {
        configure({
          context: { website: { typekitId: 'abc1def' } },
          scriptOrigins: [location.origin],
          integrations: { urls: { typekit: missing } },
        });
        startIntegrations();
        await waitUntil(() => warned.length > 0, 'the failed stylesheet was not logged');
      } finally {
        console.warn = original;
        observer.disconnect();
      }
      const attempts = added.filter((n) => n instanceof HTMLLinkElement && n.dataset.sqsIntegration === 'typekit');
      expect(attempts).to.have.length(2);
      expect(linksOf('typekit')).to.deep.equal([missing]);
      const [message, error] = warned[0] as [string, ChunkLoadError];
      expect(message).to.include('typekit integration failed to load');
      expect(error).to.be.instanceOf(ChunkLoadError);
      expect([error.code, error.type, error.message]).to.deep.equal([
        'CSS_CHUNK_LOAD_FAILED',
        'missing',
        'Loading chunk typekit failed',
      ]);
    });

    it('refuses an id or a family that could reach into the url, with a warning, and keeps the valid families', async () => {
      const warnings = await start({
        context: {
          website: { typekitId: 'abc.css?x=' },
          googleFonts: ['Lato', 'Roboto&family=Evil', 'x/../../evil'],
        },
      });
      expect(linksOf('typekit')).to.deep.equal([]);
      expect(linksOf('googleFonts')).to.deep.equal(['https://fonts.googleapis.com/css2?family=Lato&display=swap']);
      expect(warnings.filter((w) => w.includes('refused'))).to.have.length(3);
      expect(warnings.some((w) => w.includes('typekitId "abc.css?x="'))).to.equal(true);
    });
  });

  describe('the comment-count script', () => {
    it('loads https://<shortname>.disqus.com/count.js with the id dsq-count-scr when the page counts comments', async () => {
      extras.push(addCommentCount());
      await start({ context: { websiteSettings: { disqusShortname: 'example-shop' } } });
      expect(scriptsOf('comments')).to.deep.equal(['https://example-shop.disqus.com/count.js']);
      const script = document.querySelector<HTMLScriptElement>('script[data-sqs-integration="comments"]')!;
      expect(script.id).to.equal('dsq-count-scr');
      expect(script.async).to.equal(true);
      expect(script.parentElement).to.equal(document.head);
    });

    it('carries the nonce of the page’s own scripts', async () => {
      const own = document.createElement('script');
      own.type = 'application/json';
      own.setAttribute('nonce', 'script-nonce');
      document.head.append(own);
      extras.push(own, addCommentCount());
      await start({ context: { websiteSettings: { disqusShortname: 'example-shop' } } });
      expect(document.querySelector<HTMLScriptElement>('#dsq-count-scr')!.nonce).to.equal('script-nonce');
    });

    it('loads nothing on a page without comment counts, or with comments off', async () => {
      await start({ context: { websiteSettings: { disqusShortname: 'example-shop' } } });
      stopIntegrations();
      extras.push(addCommentCount());
      await start({ context: { websiteSettings: { disqusShortname: 'example-shop', commentsEnabled: false } } });
      expect(scriptsOf('comments')).to.deep.equal([]);
    });

    it('refuses a shortname that is not a bare name, with a warning', async () => {
      extras.push(addCommentCount());
      const warnings = await start({ context: { websiteSettings: { disqusShortname: 'evil.example/x?' } } });
      expect(scriptsOf('comments')).to.deep.equal([]);
      expect(warnings.some((w) => w.includes('disqusShortname "evil.example/x?"'))).to.equal(true);
    });
  });

  describe('the pixel', () => {
    const tracked = () => window.fbq!.queue.filter((call) => call[0] === 'track');

    it('loads its script once, initialises it with pixelId and maps every tracked event to its standard event', async () => {
      await start({ context: { pixelId: '1234567890' } });
      expect(scriptsOf('pixel')).to.deep.equal(['https://connect.facebook.net/en_US/fbevents.js']);
      expect(window.fbq!.queue[0]).to.deep.equal(['init', '1234567890']);
      const events = ['add-to-cart', 'search', 'subscribe', 'view-product', 'create-account'] as const;
      for (const event of events)
        document.dispatchEvent(new CustomEvent('sqs-track', { detail: { event, data: { id: event } } }));
      expect(tracked()).to.deep.equal([
        ['track', 'AddToCart', { id: 'add-to-cart' }],
        ['track', 'Search', { id: 'search' }],
        ['track', 'Subscribe', { id: 'subscribe' }],
        ['track', 'ViewContent', { id: 'view-product' }],
        ['track', 'CompleteRegistration', { id: 'create-account' }],
      ]);
    });

    it('tracks a newsletter sign-up as subscribe, and no other form’s success nor an unknown event', async () => {
      await start({ context: { pixelId: '1234567890' } });
      for (const tag of ['sqs-newsletter', 'sqs-form']) {
        const form = document.createElement(tag);
        document.body.append(form);
        extras.push(form);
        form.dispatchEvent(new CustomEvent('sqs-form-success', { bubbles: true, composed: true, detail: {} }));
      }
      document.dispatchEvent(new CustomEvent('sqs-track', { detail: { event: 'toString' } }));
      expect(tracked()).to.deep.equal([['track', 'Subscribe']]);
    });

    it('loads from a stand-in the host names in code on an allowed origin, and refuses one on another origin', async () => {
      const standIn = new URL('/examples/stand-ins/pixel.js', location.origin).href;
      await start({
        context: { pixelId: '42' },
        scriptOrigins: [location.origin],
        integrations: { urls: { pixel: standIn } },
      });
      expect(scriptsOf('pixel')).to.deep.equal([standIn]);
      // The stand-in takes over the queue, as the provider's script does.
      await waitUntil(() => window.fbq?.callMethod, 'the stand-in ran');
      stopIntegrations();
      for (const el of integrationElements()) el.remove();
      delete window.fbq;
      resetConfiguration();
      const warnings = await start({
        context: { pixelId: '42', website: { typekitId: 'abc1def' } },
        integrations: { urls: { pixel: 'https://evil.example/fbevents.js', typekit: 'http://[' } },
      });
      expect(scriptsOf('pixel')).to.deep.equal(['https://connect.facebook.net/en_US/fbevents.js']);
      expect(linksOf('typekit')).to.deep.equal(['https://use.typekit.net/abc1def.css']);
      expect(warnings.some((w) => w.includes('urls "https://evil.example/fbevents.js"'))).to.equal(true);
      expect(warnings.some((w) => w.includes('urls "http://["'))).to.equal(true);
    });

    it('sends the events to a pixel the page installed itself, loading and initialising nothing twice', async () => {
      const own: unknown[][] = [];
      window.fbq = Object.assign((...args: unknown[]) => void own.push(args), {
        queue: [],
        loaded: true,
        version: '2.0',
      }) as unknown as PixelQueue;
      await start({ context: { pixelId: '1234567890' } });
      document.dispatchEvent(new CustomEvent('sqs-track', { detail: { event: 'search', data: { q: 'mug' } } }));
      expect(own).to.deep.equal([['track', 'Search', { q: 'mug' }]]);
      expect(scriptsOf('pixel')).to.deep.equal([]);
    });

    it('refuses a pixel id that is not digits, with a warning', async () => {
      const warnings = await start({ context: { pixelId: '1;alert(1)' } });
      expect(scriptsOf('pixel')).to.deep.equal([]);
      expect(window.fbq).to.equal(undefined);
      expect(warnings.some((w) => w.includes('pixelId "1;alert(1)"'))).to.equal(true);
    });
  });

  describe('session replay', () => {
    const replayAnswer = (body: unknown, status = 200) =>
      recordingTransport({ respond: () => new Response(JSON.stringify(body), { status }) });

    it('asks for the id and loads the replay script with it when the toggle is on and the visitor is sampled', async () => {
      configureExperiments(replayConfig('true', 'true'), { search: '' });
      const transport = replayAnswer({ id: 'o-1AB2C3-na1' });
      await start({}, transport);
      await waitUntil(() => scriptsOf('sessionReplay').length === 1, 'the replay script');
      expect(transport.requests.map((r) => [r.method, new URL(r.url, location.origin).pathname])).to.deep.equal([
        ['GET', '/api/commerce/fullstory/getId'],
      ]);
      expect(scriptsOf('sessionReplay')).to.deep.equal(['https://edge.fullstory.com/s/fs.js']);
      expect(window._fs_org).to.equal('o-1AB2C3-na1');
    });

    it('logs and ignores a replay script that fails to load', async () => {
      configureExperiments(replayConfig('true', 'true'), { search: '' });
      const missing = new URL('/examples/stand-ins/no-such-replay.js', location.origin).href;
      const warnings: string[] = [];
      const errors: unknown[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
        errors.push(args[1]);
      };
      try {
        configure({ scriptOrigins: [location.origin], integrations: { urls: { sessionReplay: missing } } });
        startIntegrations(replayAnswer({ id: 'o-1AB2C3-na1' }));
        await waitUntil(() => warnings.some((w) => w.includes('sessionReplay integration failed to load')));
      } finally {
        console.warn = original;
      }
      expect(scriptsOf('sessionReplay')).to.deep.equal([missing]);
      // Tried twice (a fresh script the second time), then given up with a chunk error that carries no CSS code.
      const error = errors.find((e) => e instanceof ChunkLoadError) as ChunkLoadError;
      expect(error).to.be.instanceOf(ChunkLoadError);
      expect([error.message, error.code]).to.deep.equal(['Loading chunk sessionReplay failed', undefined]);
    });

    it('asks nothing when the toggle is off or the visitor is not sampled', async () => {
      for (const [toggle, sampled] of [
        ['false', 'true'],
        ['true', 'false'],
      ]) {
        configureExperiments(replayConfig(toggle, sampled), { search: '' });
        const transport = replayAnswer({ id: 'o-1' });
        await start({}, transport);
        stopIntegrations();
        expect(transport.requests).to.have.length(0);
      }
      expect(scriptsOf('sessionReplay')).to.deep.equal([]);
    });

    it('logs and ignores a failed id request (no unhandled rejection) and a hostile id', async () => {
      configureExperiments(replayConfig('true', 'true'), { search: '' });
      let unhandled = 0;
      const count = () => unhandled++;
      window.addEventListener('unhandledrejection', count);
      try {
        const warnings: string[] = [];
        const original = console.warn;
        console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
        try {
          configure({});
          startIntegrations(replayAnswer({ message: 'down' }, 500));
          await waitUntil(() => warnings.some((w) => w.includes('sessionReplay integration failed')));
          stopIntegrations();
          startIntegrations(replayAnswer({ id: '"><script>' }));
          await waitUntil(() => warnings.some((w) => w.includes('refused sessionReplayId ""><script>"')));
        } finally {
          console.warn = original;
        }
        expect(scriptsOf('sessionReplay')).to.deep.equal([]);
        expect(unhandled).to.equal(0);
      } finally {
        window.removeEventListener('unhandledrejection', count);
      }
    });
  });

  describe('consent, once per page, and the host’s switch', () => {
    const everything = (): RuntimeOptions => ({
      context: {
        ...restrictive,
        pixelId: '1234567890',
        googleFonts: ['Lato'],
        website: { typekitId: 'abc1def' },
        websiteSettings: { ...restrictive.websiteSettings, disqusShortname: 'example-shop' },
      },
    });

    it('tracks a created site-user account as CompleteRegistration only once the visitor accepts, and a refused one never', async function () {
      // Each account's password is hashed on the reference server, one sign-up at a time for every engine's tests.
      this.timeout(30000);
      const account = () => ({ email: `member-${crypto.randomUUID()}@example.com`, password: 'a member password' });
      await start({ context: { ...restrictive, pixelId: '1234567890' } });
      await signUpSiteUser(account());
      expect(window.fbq).to.equal(undefined);
      setConsent(true);
      await signUpSiteUser(account());
      let refused = false;
      await signUpSiteUser({ email: 'not an email', password: 'x' }).catch(() => (refused = true));
      expect(refused).to.equal(true);
      expect(window.fbq!.queue.filter((call) => call[0] === 'track')).to.deep.equal([
        ['track', 'CompleteRegistration'],
      ]);
    });

    it('loads nothing under the restrictive policy before acceptance, and everything once the visitor accepts', async () => {
      extras.push(addCommentCount());
      await start(everything());
      expect(integrationElements()).to.have.length(0);
      expect(window.fbq).to.equal(undefined);
      setConsent(false);
      expect(integrationElements()).to.have.length(0);
      setConsent(true);
      expect(integrationElements().map((el) => el.dataset.sqsIntegration)).to.have.members([
        'typekit',
        'googleFonts',
        'comments',
        'pixel',
      ]);
    });

    it('loads each at most once per page, however often it starts', async () => {
      extras.push(addCommentCount());
      const options = everything();
      options.context!.websiteSettings!.cookieBannerSettings = {};
      await start(options);
      startIntegrations();
      stopIntegrations();
      startIntegrations();
      expect(integrationElements()).to.have.length(4);
      expect(window.fbq!.queue.filter((call) => call[0] === 'init')).to.have.length(1);
    });

    it('loads none the host turned off in code', async () => {
      extras.push(addCommentCount());
      const options = everything();
      options.context!.websiteSettings!.cookieBannerSettings = {};
      await start({ ...options, integrations: { pixel: false, comments: false, fonts: false } });
      expect(integrationElements()).to.have.length(0);
      expect(window.fbq).to.equal(undefined);
    });
  });
});

describe('examples/integrations.html (built runtime, local stand-ins)', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    for (const frame of document.querySelectorAll('iframe[title="integrations example"]')) frame.remove();
  });

  it('loads nothing before acceptance, then each stand-in once, and the pixel hears a tracked event', async () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    const frame = document.createElement('iframe');
    frame.title = 'integrations example';
    frame.src = '/examples/integrations.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & { sqsRuntime?: { isReady(): boolean; setConsent(a: boolean): void } };
    const doc = frame.contentDocument!;
    await waitUntil(() => win.sqsRuntime?.isReady(), 'the example never became ready');
    const kinds = () =>
      [...doc.querySelectorAll<HTMLElement>('[data-sqs-integration]')].map((e) => e.dataset.sqsIntegration);
    expect(kinds()).to.deep.equal([]);
    win.sqsRuntime!.setConsent(true);
    await waitUntil(() => kinds().length === 5, 'not every integration loaded', { timeout: 5000 });
    expect(kinds()).to.have.members(['typekit', 'googleFonts', 'comments', 'pixel', 'sessionReplay']);
    await waitUntil(() => doc.querySelector('.disqus-comment-count')!.textContent === '6 Comments');
    await waitUntil(() => (win as { FS?: { org?: string } }).FS?.org, 'the replay stand-in never ran');
    await waitUntil(() => (win.fbq as PixelQueue & { calls?: unknown[] })?.calls, 'the pixel stand-in never ran');
    doc.querySelector<HTMLButtonElement>('[data-track="add-to-cart"]')!.click();
    expect((win.fbq as PixelQueue & { calls: unknown[][] }).calls).to.deep.equal([
      ['init', '1234567890'],
      ['track', 'AddToCart', { source: 'example' }],
    ]);
  });
});

describe('the integrations under the strict policy (Trusted Types, no inline script)', () => {
  it('load through the sqs-elements-script policy without a violation once tracking is allowed', async () => {
    const page = await openFixture('strict/integrations.html');
    try {
      const doc = page.document;
      await waitUntil(
        () => doc.querySelectorAll('[data-sqs-integration]').length === 3,
        'not every integration loaded',
      );
      await waitUntil(() => doc.querySelector('.disqus-comment-count')!.textContent === '6 Comments');
      await waitUntil(() => (page.window.fbq as PixelQueue & { calls?: unknown[] })?.calls, 'the pixel never ran');
      expect(doc.querySelector<HTMLScriptElement>('#dsq-count-scr')!.src).to.equal(
        new URL('/examples/stand-ins/comment-count.js', location.origin).href,
      );
      expect(page.log.violations).to.deep.equal([]);
      expect(page.log.errors).to.deep.equal([]);
      expect(page.log.warnings).to.deep.equal([]);
    } finally {
      page.close();
    }
  });
});
