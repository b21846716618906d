import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { clearCookies } from './cookie-recorder.js';
import { inspect, outboxSettled } from './fakes.js';

type Runtime = typeof import('../../runtime/index.js');

interface Page {
  runtime: Runtime | undefined;
  url: string;
  hits(): Promise<Array<{ event: number; ss_cvr: string; data: Record<string, unknown> }>>;
  frame: HTMLIFrameElement;
}

/**
 * Opens test/runtime/pages/`name` (with a unique query, so its hits can be told apart, after `query`) in an iframe.
 */
async function open(name: string, query = ''): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.title = name;
  const url = `${location.origin}/test/runtime/pages/${name}?${query}run=${crypto.randomUUID()}`;
  frame.src = url;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window;
  return {
    frame,
    url,
    get runtime() {
      return win.sqsRuntime as Runtime | undefined;
    },
    hits: () => inspect(`census/hits?urlPrefix=${encodeURIComponent(url)}`),
  };
}

describe('runtime start-up', () => {
  let frames: HTMLIFrameElement[] = [];
  const page = async (name: string, query?: string) => {
    const p = await open(name, query);
    frames.push(p.frame);
    return p;
  };
  beforeEach(clearCookies);
  afterEach(() => {
    for (const frame of frames) frame.remove();
    frames = [];
    clearCookies();
  });

  it('starts by itself: publishes window.sqsRuntime, becomes ready and records the page view', async () => {
    const p = await page('start-auto.html');
    const runtime = p.runtime!;
    for (const name of [
      'ready',
      'destroy',
      'registerInitializer',
      'configure',
      'request',
      'getConsent',
      'setConsent',
      'onConsentChange',
      'normalizeCookieBannerSettings',
      'localStore',
      'recordPageView',
    ] as const) {
      expect(runtime[name], name).to.exist;
    }
    expect(runtime.isReady()).to.equal(true);
    expect(runtime.getSiteContext()).to.include({ websiteId: 'start-site', templateId: 'start-template' });
    await waitUntil(async () => (await p.hits()).length === 1, 'no page view reached the server');
    const [hit] = await p.hits();
    expect(hit!.event).to.equal(1);
    expect(hit!.data).to.include({
      websiteId: 'start-site',
      templateId: 'start-template',
      website_locale: 'en-US',
      url: p.url,
    });
    expect(hit!.ss_cvr).to.match(/^[0-9a-f-]{36}(\|[1-9]\d*){4}$/);
    expect(document.cookie).to.contain(`ss_cvr=${hit!.ss_cvr}`);
  });

  it('loads the integrations module at idle only when the site context names an integration', async () => {
    const loadedModules = (p: Page) =>
      (p.frame.contentWindow as Window).performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/runtime/integrations.'));
    const plain = await page('start-auto.html');
    // The page view is recorded in the same idle task that would import the module.
    await waitUntil(async () => (await plain.hits()).length === 1, 'no page view reached the server');
    expect(loadedModules(plain)).to.have.length(0);
    const withFonts = await page('start-integrations.html');
    const doc = withFonts.frame.contentDocument!;
    await waitUntil(() => doc.querySelector('link[data-sqs-integration="typekit"]'), 'no web-font stylesheet');
    expect(doc.querySelector<HTMLLinkElement>('link[data-sqs-integration="typekit"]')!.href).to.equal(
      'https://use.typekit.net/abc1def.css',
    );
    expect(loadedModules(withFonts)).to.have.length(1);
  });

  it('records a new page view after destroy and ready (a single-page navigation)', async () => {
    const p = await page('start-auto.html');
    await waitUntil(async () => (await p.hits()).length === 1);
    p.runtime!.destroy();
    expect(p.runtime!.isReady()).to.equal(false);
    p.runtime!.ready();
    await waitUntil(async () => (await p.hits()).length === 2, 'the second page view never arrived');
  });

  it('waits for the host with data-manual, which configures the context and calls ready()', async () => {
    const p = await page('start-manual.html');
    const runtime = p.runtime!;
    expect(runtime.isReady()).to.equal(false);
    runtime.configure({ context: { templateId: 'host-template', locale: 'fr-FR' } });
    runtime.ready();
    await waitUntil(async () => (await p.hits()).length === 1, 'no page view after ready()');
    // Exactly one: nothing was recorded before the host said ready.
    // An item id is a plain id (letters, digits, `_`, `-`): this page's own.
    const item = `sync-${crypto.randomUUID()}`;
    await runtime.recordQuickView(item);
    await waitUntil(
      async () => (await inspect(`census/events?kind=quick-view&subject=${item}`)).length === 1,
      'the quick view never arrived',
    );
    const hits = await p.hits();
    expect(hits).to.have.length(1);
    expect(hits[0]!.data).to.include({ websiteId: 'start-site', templateId: 'host-template', website_locale: 'fr-FR' });
  });

  it("tracks mouse positions on a signed-in account's page (loading runtime/analytics), and loads nothing of it for a visitor", async () => {
    const loadedAnalytics = (p: Page) =>
      p.frame
        .contentWindow!.performance.getEntriesByType('resource')
        .some((e) => /\/runtime\/analytics\./.test(e.name));
    const visitor = await page('start-auto.html');
    await waitUntil(async () => (await visitor.hits()).length === 1, 'no page view reached the server');
    expect(loadedAnalytics(visitor)).to.equal(false);

    const account = await page('start-account.html');
    await waitUntil(() => loadedAnalytics(account), 'runtime/analytics was not loaded for the account');
    const win = account.frame.contentWindow! as Window & typeof globalThis;
    const samples = async () =>
      (await inspect<{ pageUrl: string; type: string; data: string }>('traces')).filter(
        (t) => t.pageUrl === account.url && t.type === 'mousePosition',
      );
    // Moves until the tracker (started once the module has loaded) samples one; page hide sends the trace.
    await waitUntil(
      async () => {
        win.dispatchEvent(new win.PointerEvent('pointermove', { clientX: 7, clientY: 9, pointerType: 'mouse' }));
        win.dispatchEvent(new win.Event('pagehide'));
        return (await samples()).length > 0;
      },
      'no mouse position reached the server',
      { timeout: 5000 },
    );
    const [sample] = await samples();
    expect(JSON.parse(sample!.data)).to.deep.include({ x: 7, y: 9 });
  });

  it('records no page view on a not-found page', async () => {
    const p = await page('start-not-found.html');
    expect(p.runtime!.isReady()).to.equal(true);
    // The outbox sends oldest first: once a later item has arrived, a page view would have arrived before it.
    const marker = `after-${crypto.randomUUID()}`;
    await p.runtime!.recordQuickView(marker);
    await waitUntil(async () => (await inspect(`census/events?kind=quick-view&subject=${marker}`)).length === 1);
    expect(await p.hits()).to.deep.equal([]);
    expect(document.cookie).to.not.contain('ss_cvr=');
  });

  it('clears the tracking cookies on start under the restrictive policy and records no page view until the visitor accepts', async () => {
    document.cookie = 'ss_cvr=abc-1|1|2|3|4; path=/';
    document.cookie = 'ss_cvt=5; path=/';
    document.cookie = 'ss_cid=c; path=/';
    const p = await page('start-restrictive.html');
    expect(document.cookie).to.not.match(/ss_c(vr|vt|id)=/);
    // The outbox sends oldest first: once a marker queued after the runtime's idle task has arrived, a page view
    // would have arrived before it. The marker is a RecordEvent, which consent does not hold back.
    const win = p.frame.contentWindow!;
    await new Promise<void>((resolve) =>
      win.requestIdleCallback ? win.requestIdleCallback(() => resolve()) : win.setTimeout(resolve, 1),
    );
    const runtime = p.runtime!;
    await outboxSettled((event, payload) => runtime.recordEvent(event, payload));
    expect(await p.hits()).to.deep.equal([]);
    // Nor has the performance collector asked for its settings, nor has census been called for a block.
    expect(await runtime.recordQuickView('blocked')).to.equal(undefined);
    const settings = () =>
      win.performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/1/performance/settings'));
    expect(settings()).to.deep.equal([]);
    runtime.setConsent(true);
    await waitUntil(async () => (await p.hits()).length === 1, 'no page view after acceptance');
    expect((await p.hits())[0]!.ss_cvr).to.match(/^[\w-]+(\|[1-9]\d*){4}$/);
    expect(document.cookie).to.match(/ss_cvr=/);
    await waitUntil(() => settings().length === 1, 'the performance collector did not start on acceptance');
  });

  it('starts the same way from the built dist/runtime.js', async () => {
    const p = await page('start-dist.html');
    expect(p.runtime?.isReady()).to.equal(true);
    await waitUntil(async () => (await p.hits()).length === 1, 'the built runtime recorded no page view');
    expect((await p.hits())[0]!.data).to.include({ websiteId: 'start-dist' });
  });

  it('loads the owner shortcuts only when the page calls for them: not for an anonymous visitor', async () => {
    const p = await page('start-auto.html');
    await waitUntil(async () => (await p.hits()).length === 1, 'no page view');
    const win = p.frame.contentWindow!;
    const owner = win.performance.getEntriesByType('resource').filter((e) => e.name.includes('/runtime/owner'));
    expect(owner).to.deep.equal([]);
  });

  it("relays an admin's editor events between two tabs (loading runtime/editor-broadcast), and loads it for nobody else", async () => {
    const [first, second] = [await page('start-admin.html'), await page('start-admin.html')];
    const loaded = (p: Page) =>
      p.frame
        .contentWindow!.performance.getEntriesByType('resource')
        .filter((e) => e.name.includes('/runtime/editor-broadcast'));
    await waitUntil(() => loaded(first).length === 1 && loaded(second).length === 1, 'the relay never loaded');
    // The relay starts once its module has run: wait until the second tab hears the first.
    const doc = second.frame.contentDocument!;
    const heard: unknown[] = [];
    doc.addEventListener('sqs-editor-broadcast', (event) => heard.push(event.detail));
    const send = () =>
      first.frame.contentDocument!.body.dispatchEvent(
        new CustomEvent('sqs-form-builder-save', { detail: { formId: 'f1' }, bubbles: true, composed: true }),
      );
    await waitUntil(() => (send(), heard.length > 0), 'the other tab heard nothing');
    expect(heard[0]).to.deep.equal({ type: 'sqs-form-builder-save', detail: { formId: 'f1' } });
    // A viewer's page: the owner shortcuts load (it has an account), at the same ready, and the relay does not.
    const viewer = await page('start-account.html');
    const owner = () =>
      viewer.frame
        .contentWindow!.performance.getEntriesByType('resource')
        .filter((e) => e.name.includes('/runtime/owner'));
    await waitUntil(() => owner().length === 1, 'the owner shortcuts never loaded');
    expect(loaded(viewer)).to.deep.equal([]);
    const visitor = await page('start-auto.html');
    await waitUntil(async () => (await visitor.hits()).length === 1, 'no page view');
    expect(loaded(visitor)).to.deep.equal([]);
  });

  it('confirms a sign-out on a page loaded with ?logout=true and takes the flag out of the address', async () => {
    const p = await page('start-auto.html', 'logout=true&');
    const doc = p.frame.contentDocument!;
    await waitUntil(
      () => doc.querySelector<HTMLElement & { heading: string }>('sqs-dialog')?.heading === 'Logout Successful',
      'no logout dialog',
      { timeout: 5000 },
    );
    expect(p.frame.contentWindow!.location.search).to.match(/^\?run=[\w-]+$/);
  });
});
