import { expect, waitUntil } from '@open-wc/testing';
import { openFixture, type FixturePage } from '../fixtures/open-fixture.js';
import { HTML_VECTORS, URL_VECTORS, isSafeAddress } from './xss-corpus.js';

/**
 * Every attribute and JSON field that reaches the DOM as HTML or as an address, fed the corpus inside a page that
 * enforces the strict policy the README promises (`script-src 'self'`, `style-src 'self'`, Trusted Types required
 * for the two documented policies). A vector that got through either sets the canary `__xss` on this page or shows
 * as a reported violation; what the elements render is also checked to be inert.
 */

type Canary = Window & { __xss?: unknown };

/**
 * True for the violations the test expects: Chromium reports an inline handler or style it meets while DOMPurify parses
 * hostile HTML into its inert DOMParser document (source: the sanitizer's chunk). Nothing runs there — the handler
 * is reported, not compiled — and the sanitized nodes that reach the page carry no handler (checked by
 * `expectInert`), so the canary stays unset.
 */
const sanitizerParse = (violation: string): boolean =>
  /^(script-src-attr|style-src-elem|style-src-attr) inline .*\/sanitize-[^/]*\.js:\d+$/.test(violation);

const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/** Returns every element in `root`, through open shadow roots. */
function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    found.push(element);
    if (element.shadowRoot) found.push(...deepElements(element.shadowRoot));
  }
  return found;
}

/**
 * An embed service's wrapper page (the form the platform's embed resolver writes) whose provider page is `inner`:
 * the elements unwrap it, so the provider page must be held to the same rules as an iframe's own address.
 */
const wrapperOf = (inner: string): string =>
  `<iframe class="embedly-embed" src="//cdn.embedly.com/widgets/media.html?src=${encodeURIComponent(inner)}&amp;url=${encodeURIComponent(inner)}&amp;type=text%2Fhtml&amp;schema=youtube" width="854" height="480"></iframe>`;

/**
 * Checks that nothing under `root` can run script: no scripts, handlers, srcdoc, or unsafe addresses. A frame is a
 * provider player, or (`pages`, the embed block's) an https page sandboxed away from this origin.
 */
function expectInert(root: ParentNode, base: string, what: string, frames: 'players' | 'pages' = 'players'): void {
  for (const element of deepElements(root)) {
    const tag = element.localName;
    expect(['script', 'object', 'embed', 'base', 'meta', 'link'], `${what}: <${tag}> reached the DOM`).not.to.include(
      tag === 'link' && element.closest('head') ? '' : tag,
    );
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith('on'), `${what}: <${tag} ${name}> reached the DOM`).to.be.false;
      expect(name, `${what}: <${tag}> kept srcdoc`).not.to.equal('srcdoc');
      if (ADDRESS_ATTRIBUTES.includes(name)) {
        expect(isSafeAddress(attribute.value, base), `${what}: <${tag} ${name}="${attribute.value}">`).to.be.true;
      }
    }
    if (tag === 'iframe' && frames === 'pages') {
      expect(new URL(element.getAttribute('src') ?? '', base).protocol, `${what}: iframe`).to.equal('https:');
      expect(element.getAttribute('sandbox'), `${what}: iframe sandbox`)
        .to.be.a('string')
        .and.not.contain('same-origin');
    } else if (tag === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      expect(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//.test(src), `${what}: iframe ${src}`).to
        .be.true;
    }
  }
}

/** Each vector waits up to 5 s for its element: 55 rounds in a busy engine outlast `waitUntil`'s default second. */
const WAIT = { timeout: 5000 };

describe('hostile markup and addresses under the strict policy', function () {
  this.timeout(60000);
  let page: FixturePage;
  let doc: Document;

  /** Adds `markup` to the strict page, waits for its elements to render, and returns the first element. */
  async function mount<E extends HTMLElement>(build: (doc: Document) => E): Promise<E> {
    const el = build(doc);
    doc.body.append(el);
    await waitUntil(() => page.window.customElements.get(el.localName), `<${el.localName}> never defined`, WAIT);
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    return el;
  }

  /**
   * Checks the page after a vector: the canary unset, no violation, nothing uncaught. Violations are reported in a
   * task of their own, so one turn of the page's task queue passes first.
   */
  async function expectClean(what: string): Promise<void> {
    await new Promise((resolve) => page.window.setTimeout(resolve));
    expect((window as Canary).__xss, `${what} ran script`).to.be.undefined;
    expect(
      page.log.violations.filter((v) => !sanitizerParse(v)),
      `${what} reached a protected sink`,
    ).to.deep.equal([]);
    expect(page.log.errors, `${what} threw`).to.deep.equal([]);
  }

  before(async () => {
    page = await openFixture('strict/elements.html');
    doc = page.document;
    await waitUntil(() => page.window.customElements.get('sqs-video'), 'the bundle never defined the elements', WAIT);
  });
  afterEach(() => {
    doc.body.replaceChildren();
    for (const list of [page.log.warnings, page.log.errors, page.log.violations]) list.length = 0;
  });
  after(() => page.close());

  it('loads every element under the policy without a violation', async () => {
    await expectClean('loading the bundle');
  });

  describe('HTML', () => {
    it(`keeps the cookie banner's text inert (${HTML_VECTORS.length} vectors)`, async () => {
      for (const vector of HTML_VECTORS) {
        const el = await mount((d) => {
          const banner = d.createElement('sqs-cookie-banner');
          banner.setAttribute('forced', '');
          banner.setAttribute('settings', JSON.stringify({ cookieBannerEnabled: true, cookieBannerText: vector }));
          return banner;
        });
        await waitUntil(() => el.shadowRoot?.querySelector('[part~="text"]'), 'the banner never showed', WAIT);
        expectInert(el, doc.baseURI, `cookie banner ${vector}`);
        await expectClean(`cookie banner ${vector}`);
        el.remove();
      }
    });

    it(`keeps a video's embed code inert (${HTML_VECTORS.length} vectors and each address as an iframe)`, async () => {
      const vectors = [...HTML_VECTORS, ...URL_VECTORS.map((url) => `<iframe src="${url}"></iframe>`)];
      for (const vector of vectors) {
        const el = await mount((d) => {
          const video = d.createElement('sqs-video');
          video.setAttribute('html', vector);
          return video;
        });
        expectInert(el, doc.baseURI, `video html ${vector}`);
        await expectClean(`video html ${vector}`);
        el.remove();
      }
    });

    it(`keeps a video's embed code inert when an embed service's wrapper page names the player (${URL_VECTORS.length} addresses and another site)`, async () => {
      for (const vector of [...URL_VECTORS, 'https://evil.example/embed/abc', '//evil.example/embed/abc'].map(
        wrapperOf,
      )) {
        const el = await mount((d) => {
          const video = d.createElement('sqs-video');
          video.setAttribute('block-json', JSON.stringify({ html: vector, providerName: 'YouTube' }));
          return video;
        });
        await waitUntil(
          () => el.shadowRoot?.querySelector('[part~="error"]'),
          `video wrapper ${vector} was played`,
          WAIT,
        );
        expectInert(el, doc.baseURI, `video wrapper ${vector}`);
        await expectClean(`video wrapper ${vector}`);
        el.remove();
      }
    });

    it(`keeps an embed block's code inert (${HTML_VECTORS.length} vectors, each address as an iframe and as a wrapper's page)`, async () => {
      const vectors = [
        ...HTML_VECTORS,
        ...URL_VECTORS.map((url) => `<iframe src="${url}"></iframe>`),
        ...URL_VECTORS.map(wrapperOf),
      ];
      for (const vector of vectors) {
        const el = await mount((d) => {
          const block = d.createElement('sqs-embed-block');
          block.setAttribute('block-json', JSON.stringify({ html: vector }));
          return block;
        });
        await waitUntil(
          () => el.shadowRoot?.querySelector('[part~="base"]'),
          `embed block ${vector} never rendered`,
          WAIT,
        );
        expectInert(el, doc.baseURI, `embed block ${vector}`, 'pages');
        await expectClean(`embed block ${vector}`);
        el.remove();
      }
    });

    it(`keeps a form's success HTML inert (${HTML_VECTORS.length} vectors)`, async () => {
      const win = page.window;
      const realFetch = win.fetch;
      // The submission is answered here, at the page's transport: a key, then success.
      win.fetch = async (input: RequestInfo | URL) =>
        new win.Response(JSON.stringify(String(input).includes('FormSubmissionKey') ? { data: { key: 'k' } } : {}), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      try {
        for (const vector of HTML_VECTORS) {
          const el = await mount((d) => {
            const form = d.createElement('sqs-form') as HTMLElement & { definition: unknown };
            form.setAttribute('form-id', 'hostile');
            form.definition = { name: 'Hostile', fields: [], submissionHtml: vector, postSubmitHtml: vector };
            return form;
          });
          await waitUntil(() => el.shadowRoot?.querySelector('[part~="submit"]'), 'the form never rendered', WAIT);
          el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
          await waitUntil(
            () => el.shadowRoot?.querySelector('[part~="success"]'),
            `the form never succeeded (${vector})`,
            WAIT,
          );
          expectInert(el, doc.baseURI, `form success ${vector}`);
          await expectClean(`form success ${vector}`);
          el.remove();
        }
      } finally {
        win.fetch = realFetch;
      }
    });
  });

  describe('server HTML', () => {
    it(`keeps a summary block's rendering inert (${HTML_VECTORS.length} vectors)`, async () => {
      const win = page.window;
      for (const vector of HTML_VECTORS) {
        const el = await mount((d) => {
          // The block's rendering is answered here, at the element's own fetch: the vector as data.html.
          const summary = d.createElement('sqs-summary') as HTMLElement & { fetcher?: typeof fetch };
          summary.fetcher = async () =>
            new win.Response(JSON.stringify({ data: { html: vector } }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            });
          summary.setAttribute('block-id', 'hostile');
          summary.setAttribute('collection-id', 'blog');
          return summary;
        });
        await waitUntil(
          () => ['success', 'empty'].includes(el.dataset.state ?? ''),
          `the summary never rendered (${vector})`,
          WAIT,
        );
        expectInert(el, doc.baseURI, `summary html ${vector}`);
        await expectClean(`summary html ${vector}`);
        el.remove();
      }
    });
  });

  describe('addresses', () => {
    /** Mounts one element per hostile address and checks what it rendered. */
    async function eachAddress(what: string, build: (d: Document, url: string) => HTMLElement): Promise<void> {
      for (const url of URL_VECTORS) {
        const el = await mount((d) => build(d, url));
        expectInert(el, doc.baseURI, `${what} ${url}`);
        await expectClean(`${what} ${url}`);
        el.remove();
      }
    }

    it("never loads a summary block's rendered lazy image or link from a hostile address", async () => {
      for (const url of URL_VECTORS) {
        const el = await mount((d) => {
          // The platform's rendered item, the page's own inert markup: a lazy image (data-src) in a link.
          const summary = d.createElement('sqs-summary');
          const item = summary.appendChild(d.createElement('div'));
          item.className = 'summary-item';
          const link = item.appendChild(d.createElement('a'));
          link.setAttribute('href', url);
          const image = link.appendChild(d.createElement('img'));
          image.setAttribute('data-src', url);
          image.setAttribute('data-image', url);
          return summary;
        });
        await waitUntil(() => el.dataset.state === 'success', `the summary never rendered (${url})`, WAIT);
        expectInert(el.shadowRoot!, doc.baseURI, `summary rendered item ${url}`);
        await expectClean(`summary rendered item ${url}`);
        el.remove();
      }
    });

    it("never links the announcement bar's href to a hostile address", async () => {
      await eachAddress('announcement-bar href', (d, url) => {
        const bar = d.createElement('sqs-announcement-bar');
        bar.setAttribute('text', 'Sale');
        bar.setAttribute('href', url);
        return bar;
      });
    });

    it("never links a button block's clickthrough-url to a hostile address", async () => {
      await eachAddress('button clickthrough-url', (d, url) => {
        const button = d.createElement('sqs-button');
        button.setAttribute('text', 'Shop');
        button.setAttribute('clickthrough-url', url);
        return button;
      });
    });

    it("never links the cart page's Continue Shopping to a hostile address", async () => {
      await eachAddress('cart continue-url', (d, url) => {
        const cart = d.createElement('sqs-cart');
        cart.setAttribute('continue-url', url);
        return cart;
      });
    });

    it("never links the cart indicator's href to a hostile address", async () => {
      await eachAddress('cart-indicator href', (d, url) => {
        const cart = d.createElement('sqs-cart-indicator');
        cart.setAttribute('count', '1');
        cart.setAttribute('href', url);
        return cart;
      });
    });

    it("never links a gallery slide's click-through to a hostile address", async () => {
      await eachAddress('gallery click-through', (d, url) => {
        const gallery = d.createElement('sqs-gallery');
        gallery.setAttribute('design', 'grid');
        const figure = d.createElement('figure');
        figure.dataset.clickThroughUrl = url;
        const img = d.createElement('img');
        img.alt = 'A picture';
        img.setAttribute('data-image-dimensions', '800x600');
        figure.append(img);
        gallery.append(figure);
        return gallery;
      });
    });

    it("never uses a hostile address as a video's thumbnail", async () => {
      await eachAddress('video thumbnail', (d, url) => {
        const video = d.createElement('sqs-video');
        video.setAttribute(
          'html',
          '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>',
        );
        video.setAttribute('thumbnail', url);
        video.setAttribute('alt', 'A video');
        return video;
      });
    });
  });

  describe('script gadgets', () => {
    /** Returns the addresses of every script element in the page. */
    const scripts = (): string[] => Array.from(doc.querySelectorAll('script')).map((s) => s.src);

    /** Mounts a map whose google-maps-url is `url`. */
    const mapWith = (url: string) =>
      mount((d) => {
        const map = d.createElement('sqs-map') as HTMLElement & { googleMapsUrl: string };
        map.setAttribute('address-title', 'Here');
        map.setAttribute('tile-url', '/examples/tiles/{z}/{x}/{y}.png');
        map.setAttribute('google-maps-url', url);
        return map;
      });

    /** Mounts a form whose captcha-script-url is `url`, asking for a captcha when `captcha`. */
    const formWith = (url: string, captcha = true) =>
      mount((d) => {
        const form = d.createElement('sqs-form') as HTMLElement & { definition: unknown; captchaScriptUrl: string };
        form.setAttribute('form-id', 'hostile');
        form.setAttribute('captcha-script-url', url);
        if (captcha) form.definition = { name: 'Hostile', fields: [], captcha: true };
        return form;
      });

    it('refuses a script address given as google-maps-url', async () => {
      const before = scripts();
      for (const url of [...URL_VECTORS, 'https://evil.example/maps.js', '//evil.example/maps.js']) {
        const el = await mapWith(url);
        await waitUntil(
          () => page.log.warnings.some((w) => w.includes('google-maps-url')),
          `no warning for ${url}`,
          WAIT,
        );
        expect(scripts(), url).to.deep.equal(before);
        expect(el.googleMapsUrl).to.equal('https://maps.googleapis.com/maps/api/js');
        await expectClean(`google-maps-url ${url}`);
        el.remove();
        page.log.warnings.length = 0;
      }
    });

    it('refuses a script address given as captcha-script-url', async () => {
      const before = scripts();
      for (const url of [...URL_VECTORS, 'https://evil.example/captcha.js', '//evil.example/captcha.js']) {
        const el = await formWith(url);
        await waitUntil(
          () => page.log.warnings.some((w) => w.includes('captcha-script-url')),
          `no warning for ${url}`,
          WAIT,
        );
        expect(scripts(), url).to.deep.equal(before);
        expect(el.captchaScriptUrl).to.equal('https://www.google.com/recaptcha/api.js?render=explicit');
        await expectClean(`captcha-script-url ${url}`);
        el.remove();
        page.log.warnings.length = 0;
      }
    });

    // The providers' own origins serve other scripts too: JSONP endpoints and hosted copies of old libraries.
    const PATH_GADGETS = [
      'https://www.google.com/complete/search?client=chrome&q=x&callback=alert#1',
      'https://www.google.com/recaptcha/api2/anchor?callback=alert',
      'https://www.google.com/recaptcha/../complete/search?jsonp=alert',
      'https://maps.googleapis.com/maps/api/geocode/json?callback=alert',
      'https://maps.googleapis.com/maps/api/js/../../complete/search?callback=alert',
      'https://www.gstatic.com/fsn/angular_js-bundle1.js',
      'https://www.recaptcha.net/recaptcha/api.js/x?onload=alert',
    ];

    it("refuses any other script on the providers' origins as google-maps-url or captcha-script-url", async () => {
      const before = scripts();
      for (const url of PATH_GADGETS) {
        const map = await mapWith(url);
        const form = await formWith(url);
        await waitUntil(
          () =>
            page.log.warnings.some((w) => w.includes('google-maps-url')) &&
            page.log.warnings.some((w) => w.includes('captcha-script-url')),
          `no warning for ${url}`,
          WAIT,
        );
        expect(scripts(), url).to.deep.equal(before);
        expect(map.googleMapsUrl, url).to.equal('https://maps.googleapis.com/maps/api/js');
        expect(form.captchaScriptUrl, url).to.equal('https://www.google.com/recaptcha/api.js?render=explicit');
        await expectClean(`script path ${url}`);
        map.remove();
        form.remove();
        page.log.warnings.length = 0;
      }
    });

    it("keeps only the providers' own query parameters, so no other callback is named", async () => {
      const map = await mapWith(
        'https://maps.googleapis.com/maps/api/js?v=weekly&callback=alert&jsonp=alert&libraries=places#x',
      );
      const form = await formWith(
        'https://www.recaptcha.net/recaptcha/api.js?onload=alert&render=explicit&hl=fr&callback=alert',
        false,
      );
      expect(map.googleMapsUrl).to.equal('https://maps.googleapis.com/maps/api/js?v=weekly&libraries=places');
      expect(form.captchaScriptUrl).to.equal('https://www.recaptcha.net/recaptcha/api.js?render=explicit&hl=fr');
      await expectClean('provider query parameters');
    });
  });
});
